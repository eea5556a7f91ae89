import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@ObjectType({ description: 'A WebP rendition of a stored image' })
export class ImageVariant {
  @Field({ description: 'Path of the variant, relative to the API host' })
  url: string;

  @Field(() => Int, { description: 'Width in pixels' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels' })
  height: number;
}

/** What the server knows of a stored image: its size and its narrower WebP variants. */
@ObjectType({ description: 'Size and responsive variants of a stored image' })
@Entity('image_assets')
export class ImageAsset {
  @Field({ description: 'Path of the full-size WebP image, relative to the API host' })
  @PrimaryColumn('text')
  url: string;

  @Field(() => Int, { description: 'Width of the full-size image in pixels' })
  @Column('int')
  width: number;

  @Field(() => Int, { description: 'Height of the full-size image in pixels' })
  @Column('int')
  height: number;

  @Field(() => [ImageVariant], { description: 'Narrower WebP variants, narrowest first (the full image excluded)' })
  @Column('jsonb', { default: () => "'[]'" })
  variants: ImageVariant[];

  /**
   * A tiny blurred WebP preview as a data URI. Null only for rows stored before placeholders existed
   * until the start-up backfill reaches them (or when their file is missing); GraphQL then answers a
   * neutral one (see ImageAssetResolver).
   */
  @Column('text', { nullable: true })
  placeholder: string | null;

  /** Dominant colour, `#rrggbb`; null under the same conditions as `placeholder`. */
  @Column('text', { name: 'dominant_color', nullable: true })
  dominantColor: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
