import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user';

/**
 * A one-time link letting a user choose their password (a new user, or one who forgot theirs). Only
 * the SHA-256 of the link's token is kept, so a copy of the database opens no account.
 */
@Entity('set_password_links')
export class SetPasswordLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_set_password_links' })
  id: string;

  @Index('IDX_set_password_links_user_id')
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_set_password_links_user_id' })
  user: User;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** Hex SHA-256 of the token. */
  @Index('UQ_set_password_links_token_hash', { unique: true })
  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Asked for with "Forgot password?" (else made for a new user or by an admin): what the activity says when it is used. */
  @Column('boolean', { default: false })
  forgotten: boolean;

  /** When the link was used; a used link never works again. */
  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
