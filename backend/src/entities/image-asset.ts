import { imageKeyColumn, imageVariantsColumn } from '../storage/image-names';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { PhotoTamil, TAMIL_COLUMN } from './tamil-texts';

@ObjectType({ description: 'A WebP rendition of a stored image' })
export class ImageVariant {
  @Field({ description: 'Path of the variant, relative to the API host' })
  url: string;

  @Field(() => Int, { description: 'Width in pixels' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels' })
  height: number;
}

@ObjectType({ description: 'The important spot of a photo, which every crop keeps in frame' })
export class FocalPoint {
  @Field(() => Float, { description: 'From 0 (left edge) to 1 (right edge)' })
  x: number;

  @Field(() => Float, { description: 'From 0 (top edge) to 1 (bottom edge)' })
  y: number;
}

/** What the server knows of a stored image: its size, its narrower WebP variants, and the firm's words for it. */
@ObjectType({ description: 'Size, responsive variants, alt text, caption and focal point of a stored image' })
@Entity('image_assets')
@Check('CHK_image_assets_focal_point', `("focal_x" IS NULL AND "focal_y" IS NULL) OR ("focal_x" BETWEEN 0 AND 1 AND "focal_y" BETWEEN 0 AND 1)`)
@Check('CHK_image_assets_ta', `jsonb_typeof("ta") = 'object'`)
export class ImageAsset {
  @Field({ description: 'Path of the full-size WebP image, relative to the API host' })
  @PrimaryColumn('text', { transformer: imageKeyColumn })
  url: string;

  @Field(() => Int, { description: 'Width of the full-size image in pixels' })
  @Column('int')
  width: number;

  @Field(() => Int, { description: 'Height of the full-size image in pixels' })
  @Column('int')
  height: number;

  @Field(() => [ImageVariant], { description: 'Narrower WebP variants, narrowest first (the full image excluded)' })
  @Column('jsonb', { default: () => "'[]'", transformer: imageVariantsColumn })
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

  @Field(() => String, { nullable: true, description: "What the photo shows, for screen readers; null: the pages use the item's title" })
  @Column('text', { nullable: true })
  alt: string | null;

  @Field(() => String, { nullable: true, description: 'Shown under the photo in the lightbox; null: none' })
  @Column('text', { nullable: true })
  caption: string | null;

  @Field(() => PhotoTamil, {
    description:
      "The alt text and caption in Tamil as the firm wrote them (updatePhotoDetails); a query's locale: TA answers them in place of the English ones",
  })
  @Column(TAMIL_COLUMN)
  ta: PhotoTamil;

  /** With focalY, the spot crops keep (FocalPoint); both null for the centre. Answered as focalPoint. */
  @Column('real', { name: 'focal_x', nullable: true })
  focalX: number | null;

  @Column('real', { name: 'focal_y', nullable: true })
  focalY: number | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
