import { imageKeyColumn } from '../storage/image-names';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { versionDescription } from './record-version';
import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ServiceTamil, TAMIL_COLUMN } from './tamil-texts';
import { User } from './user';

@ObjectType('Service', { description: 'A service the firm offers (REST: /api/services)' })
@Entity('services')
@Check('CHK_services_ta', `jsonb_typeof("ta") = 'object'`)
export class Service {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Service name' })
  @Column('text')
  title: string;

  @Field({ description: 'What the service is' })
  @Column('text')
  description: string;

  @Field({ description: 'Image path, relative to the API host' })
  @Column('text', { name: 'image_url', transformer: imageKeyColumn })
  imageUrl: string;

  @Field(() => [String], { description: 'Key points, in order; at least one' })
  @Column('text', { array: true, default: () => "'{}'" })
  points: string[];

  @Field(() => ServiceTamil, {
    description: "The texts in Tamil as the firm wrote them (the admin edits these); the queries' locale: TA answers them in place of the English ones",
  })
  @Column(TAMIL_COLUMN)
  ta: ServiceTamil;

  @Field(() => Int, { description: 'Display order, smallest first' })
  @Column('int')
  position: number;

  /** False keeps it off the site; who still sees it is decided once, in modules/visibility.ts. */
  @Field({ description: 'Shown on the site; when false, only a signed-in admin sees the service (visitors get 404 and null, lists leave it out)' })
  @Column('boolean', { default: true })
  published: boolean;

  @Field(() => Int, { description: versionDescription('updateService', 'GET /api/services/{id}') })
  @Column('integer', { default: 1 })
  version: number;

  @Field({ description: 'When the service was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field({ description: 'When the service was last changed' })
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  /** Who added it; null once that user is deleted (shown to signed-in users only, as createdBy). */
  @Column('uuid', { name: 'created_by_id', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'FK_services_created_by_id' })
  createdByUser?: User;

  /** Who changed it last; null once that user is deleted (shown to signed-in users only, as updatedBy). */
  @Column('uuid', { name: 'updated_by_id', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by_id', foreignKeyConstraintName: 'FK_services_updated_by_id' })
  updatedByUser?: User;
}
