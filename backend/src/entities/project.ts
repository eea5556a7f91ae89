import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export enum ProjectCategory {
  RESIDENTIAL = 'residential',
  COMMERCIAL = 'commercial',
  INDUSTRIAL = 'industrial',
  INFRASTRUCTURE = 'infrastructure',
}

registerEnumType(ProjectCategory, {
  name: 'ProjectCategory',
  description: 'Project categories; REST uses the lower-case values',
});

export const PROJECT_CATEGORIES = Object.values(ProjectCategory);

@ObjectType()
@Entity('projects')
@Index('IDX_projects_created_at', ['createdAt'])
export class Project {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  title: string;

  @Field(() => ProjectCategory)
  @Column({ type: 'enum', enum: ProjectCategory, enumName: 'project_category' })
  category: ProjectCategory;

  @Field({ description: 'The project description (the spec also calls it description)' })
  @Column('text')
  details: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  location: string | null;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  @Field({ description: 'Main image path, relative to the API host' })
  @Column('text', { name: 'image_url' })
  imageUrl: string;

  @Field(() => [String], { description: 'Extra image paths, in order' })
  @Column('text', { array: true, default: () => "'{}'" })
  images: string[];

  @Field()
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
