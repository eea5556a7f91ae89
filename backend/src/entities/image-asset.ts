import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@ObjectType({ description: 'A WebP rendition of a stored image' })
export class ImageVariant {
  @Field()
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;
}

/** What the server knows of a stored image: its size and its narrower WebP variants. */
@ObjectType({ description: 'Size and responsive variants of a stored image' })
@Entity('image_assets')
export class ImageAsset {
  @Field({ description: 'Path of the full-size WebP image, relative to the API host' })
  @PrimaryColumn('text')
  url: string;

  @Field(() => Int)
  @Column('int')
  width: number;

  @Field(() => Int)
  @Column('int')
  height: number;

  @Field(() => [ImageVariant], { description: 'Narrower WebP variants, narrowest first (the full image excluded)' })
  @Column('jsonb', { default: () => "'[]'" })
  variants: ImageVariant[];

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
