import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'A photo of the gallery (REST: /api/gallery)' })
@Entity('gallery_images')
@Index('IDX_gallery_images_created_at', ['createdAt'])
export class GalleryImage {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the photo shows' })
  @Column('text')
  title: string;

  @Field({ description: "A gallery category's name" })
  @Column('text')
  category: string;

  @Field({ description: 'Image path, relative to the API host' })
  @Column('text', { name: 'image_url' })
  imageUrl: string;

  @Field({ description: 'When the image was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field({ description: 'When the image was last changed' })
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
