import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many times something happened on one day, in the firm's time zone: a page or project page
 * viewed, a contact link tapped, an enquiry sent. Only these sums are kept: no address, no user agent,
 * no cookie, nothing that tells one visitor from another (modules/visits).
 */
@Entity('visit_counts')
export class VisitCount {
  @PrimaryColumn('date', { primaryKeyConstraintName: 'PK_visit_counts' })
  day: string;

  /** 'view', 'call', 'whatsapp', 'email' or 'enquiry'. */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_visit_counts' })
  kind: string;

  /** The page's canonical path ('/about', '/projects/<id>'); '' when the count is of the whole site (an enquiry, a tap on a page not known). */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_visit_counts' })
  subject: string;

  @Column('integer')
  count: number;
}
