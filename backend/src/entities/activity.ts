import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user';

/** Longest label kept: enough to recognise a title or an e-mail address, not a whole text. */
export const ACTIVITY_LABEL_LENGTH = 200;

/**
 * One change made in the admin, or a visitor's enquiry: who, what and when (the Activity screen). Written in the
 * transaction of the change itself; only the newest rows are kept (recordActivity).
 */
@Entity('activity')
@Index('IDX_activity_at', ['at'])
export class Activity {
  /**
   * Grows with every entry (a number, not a UUID like the other tables' ids): the order entries were
   * written in, and what recordActivity's trimming counts by.
   */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'PK_activity' })
  id: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  /** Null once the user is deleted; actorName still says who it was. */
  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'FK_activity_actor_id' })
  actor?: User;

  /** The user's name when they made the change; null for what a visitor did (a new enquiry). */
  @Column('text', { name: 'actor_name', nullable: true })
  actorName: string | null;

  @Column('text')
  action: string;

  @Column('text')
  subject: string;

  @Column('text', { name: 'subject_id', nullable: true })
  subjectId: string | null;

  @Column('varchar', { length: ACTIVITY_LABEL_LENGTH, nullable: true })
  label: string | null;
}
