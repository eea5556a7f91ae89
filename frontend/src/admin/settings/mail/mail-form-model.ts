import { check, mailSettingsRules, type FieldErrors, type MailSecurity } from '@vriddhi/rules';
import type { MailSettingsFieldsFragment, MailSettingsInput } from '@/gql/graphql';

/** The Mail form's fields as typed: the port as text, the password empty unless a new one is typed. */
export interface MailFormValues {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  password: string;
  senderAddress: string;
}

/** The usual port of each kind of connection: choosing one fills it in while the port is still a usual one. */
export const USUAL_PORTS: Readonly<Record<MailSecurity, string>> = { TLS: '465', STARTTLS: '587', NONE: '25' };

export function mailFormValues(saved: MailSettingsFieldsFragment | undefined): MailFormValues {
  return {
    host: saved?.host ?? '',
    port: saved?.port ? String(saved.port) : USUAL_PORTS.TLS,
    security: saved?.security ?? 'TLS',
    username: saved?.username ?? '',
    password: '',
    senderAddress: saved?.senderAddress ?? '',
  };
}

/** The values as the server takes them (an empty password keeps the saved one), or the problems, with the server's messages. */
export function checkMailForm(values: MailFormValues): { ok: true; input: MailSettingsInput } | { ok: false; errors: FieldErrors } {
  const checked = check(mailSettingsRules, { ...values, password: values.password || null });
  if (!checked.ok) return checked;
  return { ok: true, input: { ...checked.values, security: checked.values.security } };
}
