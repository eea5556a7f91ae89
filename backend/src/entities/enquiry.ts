import { ENQUIRY_NOTES_MAX, ENQUIRY_STATUSES, type EnquiryStatusValue } from '@vriddhi/rules';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** GraphQL's enum of the rules' statuses: REPLIED → 'replied' (the value REST and the database use). */
export const EnquiryStatus = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status.toUpperCase(), status])) as {
  readonly [Status in EnquiryStatusValue as Uppercase<Status>]: Status;
};
export type EnquiryStatus = EnquiryStatusValue;

registerEnumType(EnquiryStatus, {
  name: 'EnquiryStatus',
  description: 'Where an enquiry stands; REST uses the lower-case values',
  valuesConfig: {
    NEW: { description: 'Not answered yet (counted as unread)' },
    REPLIED: { description: 'The firm has answered' },
    CLOSED: { description: 'Done with' },
  },
});

/**
 * A message sent through the contact form: kept so the firm can answer it (not public content), and
 * e-mailed to the firm when SMTP_URL is set. Deleted after ENQUIRY_RETENTION_DAYS.
 */
@ObjectType({ description: 'A message sent through the contact form; seen by the admin only (REST: /api/enquiries)' })
@Entity('enquiries')
@Index('IDX_enquiries_created_at', ['createdAt'])
export class Enquiry {
  @Field(() => ID, { description: 'A UUID' })
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_enquiries' })
  id: string;

  @Field({ description: "The visitor's name" })
  @Column('text')
  name: string;

  @Field({ description: "The visitor's e-mail address (the e-mail to the firm replies to it)" })
  @Column('text')
  email: string;

  @Field({ description: "The visitor's phone number, as typed" })
  @Column('text')
  phone: string;

  @Field({ description: 'What the message is about' })
  @Column('text')
  subject: string;

  @Field({ description: 'The message' })
  @Column('text')
  message: string;

  @Field(() => EnquiryStatus, { description: 'Where it stands; NEW until the firm changes it' })
  @Column({ type: 'enum', enum: EnquiryStatus, enumName: 'enquiry_status', default: 'new' })
  status: EnquiryStatus;

  @Field({
    description: `The staff's private notes on it (at most ${ENQUIRY_NOTES_MAX} characters; empty when none): never shown to visitors. Changed with updateEnquiryNotes`,
  })
  @Column('text', { default: '' })
  notes: string;

  @Field(() => Int, {
    description:
      "Raised by every save of the notes. Send it as updateEnquiryNotes's version argument: notes saved by someone else meanwhile are then refused with CONFLICT instead of being overwritten",
  })
  @Column('integer', { name: 'notes_version', default: 1 })
  notesVersion: number;

  @Field({ description: 'When it was sent' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  /** When the e-mail to the firm was accepted by the SMTP server; null until then. */
  @Column('timestamptz', { name: 'mailed_at', nullable: true })
  mailedAt: Date | null;

  /** Sends tried (each claimed before it starts, so two processes never send one enquiry twice at once). */
  @Column('smallint', { name: 'mail_attempts', default: 0 })
  mailAttempts: number;

  /** When the last send was tried; the next waits longer after each failure. */
  @Column('timestamptz', { name: 'mail_attempted_at', nullable: true })
  mailAttemptedAt: Date | null;
}
