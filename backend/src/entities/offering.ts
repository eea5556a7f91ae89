import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType('Service', { description: 'A service the firm offers (REST: /api/services)' })
@Entity('services')
export class Offering {
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
  @Column('text', { name: 'image_url' })
  imageUrl: string;

  @Field(() => [String], { description: 'Key points, in order; at least one' })
  @Column('text', { array: true, default: () => "'{}'" })
  points: string[];

  @Field(() => Int, { description: 'Display order, smallest first' })
  @Column('int')
  position: number;

  /** False keeps it off the site; who still sees it is decided once, in modules/visibility.ts. */
  @Field({ description: 'Shown on the site; when false, only a signed-in admin sees the service (visitors get 404 and null, lists leave it out)' })
  @Column('boolean', { default: true })
  published: boolean;

  @Field({ description: 'When the service was added' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field({ description: 'When the service was last changed' })
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
