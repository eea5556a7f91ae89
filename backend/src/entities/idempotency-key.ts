import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user';

/**
 * A create a client sent with an Idempotency-Key header: written in the same transaction as what it
 * created, so a retry after a lost answer finds it and gets the first result instead of a duplicate.
 */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn('uuid', { name: 'user_id', primaryKeyConstraintName: 'PK_idempotency_keys' })
  userId: string;

  @PrimaryColumn('varchar', { length: 255, primaryKeyConstraintName: 'PK_idempotency_keys' })
  key: string;

  /** What the first request was (its operation, fields and the SHA-256 of each file), hashed: the same key for another request is refused. */
  @Column('char', { length: 64 })
  fingerprint: string;

  /** The id of what the first request created. */
  @Column('uuid', { name: 'result_id' })
  resultId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_idempotency_keys_user_id' })
  user?: User;
}
