import { imageKeyColumn } from '../storage/image-names';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImageAsset } from './image-asset';
import { Project } from './project';

/** One extra image of a project, at its place in the project's list (0 first). */
@Entity('project_images')
@Index('IDX_project_images_image_url', ['imageUrl'])
export class ProjectImage {
  @PrimaryColumn('uuid', { name: 'project_id', primaryKeyConstraintName: 'PK_project_images' })
  projectId: string;

  @PrimaryColumn('int', { primaryKeyConstraintName: 'PK_project_images' })
  position: number;

  @Column('text', { name: 'image_url', transformer: imageKeyColumn })
  imageUrl: string;

  /** The rows go with their project; the service removes the images' files and asset rows after the commit. */
  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'FK_project_images_project_id' })
  project?: Project;

  /** An image still listed by a project cannot lose its asset row (and so its files' record). */
  @ManyToOne(() => ImageAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'image_url', referencedColumnName: 'url', foreignKeyConstraintName: 'FK_project_images_image_url' })
  asset?: ImageAsset;
}
