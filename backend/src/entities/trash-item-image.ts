import { imageKeyColumn } from '../storage/image-names';
import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImageAsset } from './image-asset';
import { TrashItem } from './trash-item';

/** An image a trashed item shows: its asset row (and so its files) cannot go while the item may come back. */
@Entity('trash_item_images')
@Index('IDX_trash_item_images_image_url', ['imageUrl'])
export class TrashItemImage {
  @PrimaryColumn('uuid', { name: 'trash_item_id', primaryKeyConstraintName: 'PK_trash_item_images' })
  trashItemId: string;

  @PrimaryColumn('text', { name: 'image_url', primaryKeyConstraintName: 'PK_trash_item_images', transformer: imageKeyColumn })
  imageUrl: string;

  @ManyToOne(() => TrashItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'trash_item_id', foreignKeyConstraintName: 'FK_trash_item_images_trash_item_id' })
  item?: TrashItem;

  @ManyToOne(() => ImageAsset, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'image_url', referencedColumnName: 'url', foreignKeyConstraintName: 'FK_trash_item_images_image_url' })
  asset?: ImageAsset;
}
