import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The mail server set in the admin (id 1; none until an admin saves one). SMTP_URL, when set, is used instead. */
@Entity('mail_settings')
@Check('CHK_mail_settings_single_row', '"id" = 1')
export class MailSettingsRecord {
  @PrimaryColumn('smallint', { primaryKeyConstraintName: 'PK_mail_settings' })
  id: number;

  @Column('text')
  host: string;

  @Column('integer')
  port: number;

  /** TLS, STARTTLS or NONE (@vriddhi/rules' MAIL_SECURITY). */
  @Column('text')
  security: string;

  @Column('text', { nullable: true })
  username: string | null;

  /** The password, sealed (mail/sealed-secret.ts); null: none. */
  @Column('text', { name: 'sealed_password', nullable: true })
  sealedPassword: string | null;

  /** The From address; null: the user name when it is an address, else the firm's first e-mail. */
  @Column('text', { name: 'sender_address', nullable: true })
  senderAddress: string | null;

  /**
   * The site's address as the admin who last saved this reached it: the links of e-mails asked for
   * without a login (a forgotten password) start with it, never with an anonymous request's Host.
   */
  @Column('text', { name: 'site_address', nullable: true })
  siteAddress: string | null;

  @Column('integer', { default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
