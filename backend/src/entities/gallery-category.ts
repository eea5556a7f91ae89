import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A category of gallery images, such as "interiors" (REST: GET /api/gallery/categories)' })
@Entity('gallery_categories')
export class GalleryCategory {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The category name (unique)' })
  @Column('text', { unique: true })
  name: string;
}
