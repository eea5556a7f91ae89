import { imageKeyColumn } from '../storage/image-names';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user';

/**
 * Something deleted in the admin (a project with its photos' rows, a gallery image, a service, an
 * enquiry), kept TRASH_DAYS so it can be put back as it was. Its rows are kept as the database had
 * them (`to_jsonb` of each), by table, parents first; the images they show keep their asset rows and
 * files through trash_item_images until it is deleted for good.
 */
@Entity('trash_items')
@Index('IDX_trash_items_deleted_at', ['deletedAt'])
export class TrashItem {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_trash_items' })
  id: string;

  /** One of TRASH_KINDS. */
  @Column('text')
  kind: string;

  /** The id the deleted row had, and has again when put back. */
  @Index('UQ_trash_items_item_id', { unique: true })
  @Column('uuid', { name: 'item_id' })
  itemId: string;

  /** Its title (or sender's name), as the Trash lists it. */
  @Column('text')
  label: string;

  /** The image to recognise it by (a project's cover); null for an enquiry. */
  @Column('text', { name: 'image_url', nullable: true, transformer: imageKeyColumn })
  imageUrl: string | null;

  /** `{ table: [row, …], … }` in insertion order: the rows to write back. */
  @Column('jsonb')
  rows: Record<string, Record<string, unknown>[]>;

  @Column('timestamptz', { name: 'deleted_at', default: () => 'now()' })
  deletedAt: Date;

  /** Null once that user is deleted. */
  @Column('uuid', { name: 'deleted_by_id', nullable: true })
  deletedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'deleted_by_id', foreignKeyConstraintName: 'FK_trash_items_deleted_by_id' })
  deletedBy?: User;
}
