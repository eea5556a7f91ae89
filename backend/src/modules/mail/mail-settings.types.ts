import { MAIL_SECURITY, type MailSecurity } from '@vriddhi/rules';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { MailSource } from '../../mail/mailer';

const MailSecurityEnum = Object.fromEntries(MAIL_SECURITY.map((value) => [value, value])) as Record<MailSecurity, MailSecurity>;
registerEnumType(MailSecurityEnum, {
  name: 'MailSecurity',
  description: 'How the connection to the mail server is protected',
  valuesConfig: {
    TLS: { description: 'TLS from the start (usually port 465)' },
    STARTTLS: { description: 'STARTTLS after connecting (usually port 587)' },
    NONE: { description: 'None: only for a mail server on the same network' },
  },
});

const MailSourceEnum = { ENVIRONMENT: 'ENVIRONMENT', SETTINGS: 'SETTINGS', NONE: 'NONE' } as const satisfies Record<MailSource, MailSource>;
registerEnumType(MailSourceEnum, {
  name: 'MailSource',
  description: "Where the site's e-mail goes out",
  valuesConfig: {
    ENVIRONMENT: { description: "The server's SMTP_URL, which wins over the settings" },
    SETTINGS: { description: 'The mail server saved in the settings' },
    NONE: { description: 'Nowhere: no e-mail is sent' },
  },
});

@ObjectType({ description: 'The mail server the site sends through (admins only); the password is never read back' })
export class MailSettings {
  @Field(() => MailSourceEnum, { description: 'Which mail server is used now' }) source: MailSource;
  @Field(() => String, { nullable: true, description: 'The saved mail server; null: none saved' }) host: string | null;
  @Field(() => Int, { nullable: true, description: 'Its port; null: none saved' }) port: number | null;
  @Field(() => MailSecurityEnum, { nullable: true, description: 'How the connection is protected; null: none saved' }) security: MailSecurity | null;
  @Field(() => String, { nullable: true, description: 'The user name to log in to the mail server; null: none' }) username: string | null;
  @Field({ description: 'Whether a password is saved' }) hasPassword: boolean;
  @Field({ description: 'A password is saved but this server cannot read it (JWT_SECRET changed): it must be entered again' })
  passwordUnreadable: boolean;
  @Field(() => String, { nullable: true, description: "The From address; null: the user name when it is an address, else the firm's first e-mail" })
  senderAddress: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Where links in e-mails nobody logged in asked for lead (PUBLIC_URL, else the address the settings were saved from)',
  })
  siteAddress: string | null;
  @Field(() => Int, { description: 'Raised by every save; send it back as `version` to refuse a save made over someone else’s (0: never saved)' })
  version: number;
}

@InputType({ description: 'The mail server to send through' })
export class MailSettingsInput {
  @Field({ description: 'Its name, like smtp.gmail.com' }) host: string;
  @Field(() => Int, { description: '1 to 65535' }) port: number;
  @Field(() => MailSecurityEnum, { description: 'How the connection is protected' }) security: MailSecurity;
  @Field(() => String, { nullable: true, description: 'The user name; null or empty: no login' }) username?: string | null;
  @Field(() => String, { nullable: true, description: 'A new password; null: keep the saved one' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'The From address; null: the user name when it is an address, else the firm’s first e-mail' })
  senderAddress?: string | null;
}

@ObjectType({ description: 'How a test e-mail went' })
export class TestEmailResult {
  @Field({ description: 'Whether the mail server took it' }) sent: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, in plain words' }) problem: string | null;
}
