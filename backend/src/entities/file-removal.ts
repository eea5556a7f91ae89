import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stored file to remove (or set aside) once no backup is copying files: its name was released
 * while one was (images/file-removals.ts). Bookkeeping of the storage, not content: never backed up.
 */
@Entity('file_removals')
export class FileRemoval {
  /** The file's name in storage (a key, or a leftover the orphan sweep found). */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_file_removals' })
  name: string;

  /** Moved out of use (the orphan sweep's files) rather than deleted. */
  @Column('boolean', { name: 'set_aside', default: false })
  setAside: boolean;

  @CreateDateColumn({ type: 'timestamptz', name: 'queued_at' })
  queuedAt: Date;
}
