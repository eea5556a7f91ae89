import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType()
@Entity('services')
export class Service {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  title: string;

  @Field()
  @Column('text')
  description: string;

  @Field({ description: 'Image path, relative to the API host' })
  @Column('text', { name: 'image_url' })
  imageUrl: string;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  points: string[];

  @Field(() => Int, { description: 'Display order, smallest first' })
  @Column('int')
  position: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
