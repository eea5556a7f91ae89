import { imageKeyColumn, imageKeyListColumn } from '../storage/image-names';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import { TAMIL_COLUMN, tamilListDescription, tamilTextDescription } from './tamil-texts';
import { User } from './user';
import { PROJECT_CATEGORIES, PROJECT_CATEGORY_INFO, PROJECT_LIMITS, type ProjectCategoryValue } from '@vriddhi/rules';
import { ImageAsset } from './image-asset';
import { versionDescription } from './record-version';

/** GraphQL's enum of the rules' categories: RESIDENTIAL → 'residential' (the value REST and the database use). */
export const ProjectCategory = Object.fromEntries(PROJECT_CATEGORIES.map((category) => [category.toUpperCase(), category])) as {
  readonly [Category in ProjectCategoryValue as Uppercase<Category>]: Category;
};
export type ProjectCategory = ProjectCategoryValue;

registerEnumType(ProjectCategory, {
  name: 'ProjectCategory',
  description: 'Project categories; REST uses the lower-case values',
  valuesConfig: Object.fromEntries(
    PROJECT_CATEGORIES.map((category) => [category.toUpperCase(), { description: PROJECT_CATEGORY_INFO[category].description }]),
  ),
});

/** The project's texts in Tamil (its `ta` column), each the twin of an English column below; as tamil-texts.ts describes. */
@ObjectType('ProjectTamil', { description: "A project's texts in Tamil (Project.ta)" })
@InputType('ProjectTamilInput', { description: "A project's texts in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class ProjectTamil {
  @Field(() => String, { nullable: true, description: tamilTextDescription('The project name', PROJECT_LIMITS.title) })
  title?: string | null;

  @Field(() => String, { nullable: true, description: tamilTextDescription('The project description', PROJECT_LIMITS.details) })
  details?: string | null;

  @Field(() => String, { nullable: true, description: tamilTextDescription('Where the project is', PROJECT_LIMITS.location) })
  location?: string | null;

  @Field(() => [String], { nullable: true, description: tamilListDescription('Key features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature) })
  features?: string[] | null;
}

@ObjectType({ description: 'A building project of the firm (REST: /api/projects)' })
@Entity('projects')
@Index('IDX_projects_created_at', ['createdAt'])
@Check('CHK_projects_ta', `jsonb_typeof("ta") = 'object'`)
export class Project {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Project name' })
  @Column('text')
  title: string;

  @Field(() => ProjectCategory, { description: 'The project category' })
  @Column({ type: 'enum', enum: ProjectCategory, enumName: 'project_category' })
  category: ProjectCategory;

  @Field({ description: 'The project description (also answered as description); REST reads and writes it as description too' })
  @Column('text')
  details: string;

  @Field(() => String, { nullable: true, description: 'Where the project is, such as a town; null when not given' })
  @Column('text', { nullable: true })
  location: string | null;

  @Field(() => Int, { nullable: true, description: 'The year the work was finished; null when not given' })
  @Column('smallint', { name: 'year_completed', nullable: true })
  yearCompleted: number | null;

  @Field(() => [String], { description: 'Key features, in order; possibly empty' })
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => ProjectTamil, {
    description: "The texts in Tamil as the firm wrote them (the admin edits these); the queries' locale: TA answers them in place of the English ones",
  })
  @Column(TAMIL_COLUMN)
  ta: ProjectTamil;

  @Field({ description: 'Main image path, relative to the API host' })
  @Column('text', { name: 'image_url', transformer: imageKeyColumn })
  imageUrl: string;

  /** The main image's asset row cannot go while the project points at it (the service replaces it first). */
  @ManyToOne(() => ImageAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'image_url', referencedColumnName: 'url', foreignKeyConstraintName: 'FK_projects_image_url' })
  mainImage?: ImageAsset;

  /**
   * Read from the project's rows in project_images whenever the project is read; written only by
   * ProjectsService (saving a Project leaves them alone).
   */
  @Field(() => [String], { description: 'Extra image paths, in order' })
  @VirtualColumn({
    type: 'text',
    transformer: imageKeyListColumn,
    query: (alias) => `SELECT ARRAY(SELECT "image_url" FROM "project_images" WHERE "project_id" = ${alias}."id" ORDER BY "position")`,
  })
  images: string[];

  /** False keeps it off the site; who still sees it is decided once, in modules/visibility.ts. */
  @Field({ description: 'Shown on the site; when false, only a signed-in admin sees the project (visitors get 404 and null, lists leave it out)' })
  @Column('boolean', { default: true })
  published: boolean;

  @Field(() => Int, { description: versionDescription('updateProject', 'GET /api/projects/{id}') })
  @Column('integer', { default: 1 })
  version: number;

  /** Place in the firm's featured order (reorderProjects); null for a project added since, which comes first, newest first. */
  @Column('integer', { name: 'featured_position', nullable: true })
  featuredPosition: number | null;

  @Field({ description: 'When the project was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field({ description: 'When the project was last changed' })
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  /** Who added it; null once that user is deleted (shown to signed-in users only, as createdBy). */
  @Column('uuid', { name: 'created_by_id', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'FK_projects_created_by_id' })
  createdByUser?: User;

  /** Who changed it last; null once that user is deleted (shown to signed-in users only, as updatedBy). */
  @Column('uuid', { name: 'updated_by_id', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by_id', foreignKeyConstraintName: 'FK_projects_updated_by_id' })
  updatedByUser?: User;
}
