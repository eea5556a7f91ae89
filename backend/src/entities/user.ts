import type { Role } from '@vriddhi/rules';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { versionDescription } from './record-version';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type { Role };

@ObjectType({ description: 'A user of the admin' })
@Entity('users')
@Check('CHK_users_role', `"role" IN ('admin', 'editor')`)
export class User {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  @Field({ description: 'E-mail address, lower-case' })
  @Column('text', { unique: true })
  email: string;

  @Field({ description: 'Display name' })
  @Column('text')
  name: string;

  @Field(() => String, { description: '"admin" (everything) or "editor" (projects, gallery, services and enquiries; not users, settings or backups)' })
  @Column('text', { default: 'admin' })
  role: Role;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  /** False from an admin adding the user until the user sets a password with their link (their stored hash is of a random one till then). */
  @Field({ description: 'Whether the user has chosen a password; false while their set-password link waits to be used' })
  @Column('boolean', { name: 'has_password', default: true })
  hasPassword: boolean;

  @Field(() => Date, { description: 'When the user was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  /** The record's own version (not the session's): raised when an admin or the user changes the name, e-mail or role. */
  @Field(() => Int, { description: versionDescription('updateUser') })
  @Column('integer', { default: 1 })
  version: number;

  /** Carried by every token; raising it (a password change or reset) ends every session signed with an older one. */
  @Column('integer', { name: 'session_version', default: 1 })
  sessionVersion: number;

  @Field(() => Date, { nullable: true, description: 'When the user last logged in; null before the first login' })
  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt: Date | null;
}
