import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type Role = 'admin';

@ObjectType()
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  @Field()
  @Column('text', { unique: true })
  email: string;

  @Field()
  @Column('text')
  name: string;

  @Field(() => String)
  @Column('text', { default: 'admin' })
  role: Role;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
