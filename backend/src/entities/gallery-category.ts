import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { GalleryCategoryTamil, TAMIL_COLUMN } from './tamil-texts';

@ObjectType({ description: 'A category of gallery images, such as "interiors" (REST: GET /api/gallery/categories)' })
@Entity('gallery_categories')
@Check('CHK_gallery_categories_ta', `jsonb_typeof("ta") = 'object'`)
export class GalleryCategory {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The category name (unique); in Tamil where it has one when the query asks for locale: TA' })
  @Column('text', { unique: true })
  name: string;

  /** The categories come with the site (no screen edits them): their Tamil names with them. */
  @Field(() => GalleryCategoryTamil, { description: "The name in Tamil; the queries' locale: TA answers it in place of the English one" })
  @Column(TAMIL_COLUMN)
  ta: GalleryCategoryTamil;
}
