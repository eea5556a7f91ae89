import { imageKeyColumn } from '../storage/image-names';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { versionDescription } from './record-version';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import { GalleryImageTamil, TAMIL_COLUMN } from './tamil-texts';
import { User } from './user';
import { GalleryCategory } from './gallery-category';

@ObjectType({ description: 'A photo of the gallery (REST: /api/gallery)' })
@Entity('gallery_images')
@Index('IDX_gallery_images_created_at', ['createdAt'])
@Index('IDX_gallery_images_category_id', ['categoryId'])
@Check('CHK_gallery_images_ta', `jsonb_typeof("ta") = 'object'`)
export class GalleryImage {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the photo shows' })
  @Column('text')
  title: string;

  @Field(() => GalleryImageTamil, {
    description: "The title in Tamil as the firm wrote it (the admin edits it); the queries' locale: TA answers it in place of the English one",
  })
  @Column(TAMIL_COLUMN)
  ta: GalleryImageTamil;

  /** Read from the category's row whenever the image is read, so renaming a category carries its images along. */
  @Field({ description: "A gallery category's name (in Tamil where it has one, when the query asks for locale: TA)" })
  @VirtualColumn({ type: 'text', query: (alias) => `SELECT "name" FROM "gallery_categories" WHERE "id" = ${alias}."category_id"` })
  category: string;

  /** The category's name in Tamil, if it has one: the image's `category` in Tamil answers (gallery.service.ts). */
  @VirtualColumn({ type: 'text', query: (alias) => `SELECT "ta"->>'name' FROM "gallery_categories" WHERE "id" = ${alias}."category_id"` })
  categoryTamil: string | null;

  @Column('uuid', { name: 'category_id' })
  categoryId: string;

  /**
   * A category with images cannot be deleted (the admin has no way to, either): cascading would
   * delete the images without their files, and an image has to have a category.
   */
  @ManyToOne(() => GalleryCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'FK_gallery_images_category_id' })
  categoryRow?: GalleryCategory;

  @Field({ description: 'Image path, relative to the API host' })
  @Column('text', { name: 'image_url', transformer: imageKeyColumn })
  imageUrl: string;

  /** False keeps it off the site; who still sees it is decided once, in modules/visibility.ts. */
  @Field({ description: 'Shown on the site; when false, only a signed-in admin sees the image (visitors get 404 and null, lists leave it out)' })
  @Column('boolean', { default: true })
  published: boolean;

  /** Place in the firm's order (reorderGalleryImages); null for an image added since, which comes first, newest first. */
  @Column('integer', { nullable: true })
  position: number | null;

  @Field(() => Int, { description: versionDescription('updateGalleryImage', 'GET /api/gallery/{id}') })
  @Column('integer', { default: 1 })
  version: number;

  @Field({ description: 'When the image was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field({ description: 'When the image was last changed' })
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  /** Who added it; null once that user is deleted (shown to signed-in users only, as createdBy). */
  @Column('uuid', { name: 'created_by_id', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'FK_gallery_images_created_by_id' })
  createdByUser?: User;

  /** Who changed it last; null once that user is deleted (shown to signed-in users only, as updatedBy). */
  @Column('uuid', { name: 'updated_by_id', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by_id', foreignKeyConstraintName: 'FK_gallery_images_updated_by_id' })
  updatedByUser?: User;
}
