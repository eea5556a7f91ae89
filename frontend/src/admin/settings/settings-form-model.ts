import { check } from '@vriddhi/rules';
import { formatPhone, normalizePhone, SOCIAL_NETWORKS, siteSettingsRules, type SiteSettings } from '@vriddhi/rules/site-settings';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import type { ImageAssetLike } from '@/admin/ui/AdminImage';
import { notifyError } from '@/admin/ui/toaster';

/**
 * The Settings form's values: the settings record as the admin types it. Numbers are typed as text
 * (the rules read them), and every social network has a row, empty when the firm has no profile there.
 */
export type SettingsFormValues = Omit<SiteSettings, 'foundedYear' | 'map' | 'about'> & {
  foundedYear: string;
  map: Omit<SiteSettings['map'], 'latitude' | 'longitude'> & { latitude: string; longitude: string };
  about: Omit<SiteSettings['about'], 'team'> & { team: TeamMemberFormValues[] };
};

/** A team member in the form: the stored photo's sizes for its preview, and a newly chosen photo. */
export type TeamMemberFormValues = SiteSettings['about']['team'][number] & { photo?: ImageAssetLike | null; photoFile?: File | null };

/** The settings as the admin reads them, with the version they are at (sent back with a save). */
export type StoredSettings = SiteSettings & { version: number };

/** Messages by field path, as the rules and the server name them: `phones.0.number`, `about.story`. */
export type SettingsFormErrors = Record<string, string>;

/** A stored number as the site shows it; anything else as it is. */
function shownPhone(number: string): string {
  const international = normalizePhone(number);
  return international ? formatPhone(international) : number;
}

/** GraphQL answers carry __typename on every object; the input types have none. */
function withoutTypenames<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (key === '__typename' ? undefined : inner)) as T;
}

/** The form's starting values from the stored settings (their version is not a field of the form). */
export function settingsFormValues(stored: SiteSettings | StoredSettings | SettingsFormValues): SettingsFormValues {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, ...settings } = withoutTypenames(stored as SiteSettings & { version?: number });
  const social = SOCIAL_NETWORKS.map((name) => ({ name, url: settings.social.find((link) => link.name === name)?.url ?? '' }));
  return {
    ...settings,
    // As the site shows them (+91 94432 12345), not as stored (+919443212345).
    phones: settings.phones.map((phone) => ({ ...phone, number: shownPhone(phone.number) })),
    whatsapp: shownPhone(settings.whatsapp),
    foundedYear: String(settings.foundedYear),
    map: { ...settings.map, latitude: String(settings.map.latitude), longitude: String(settings.map.longitude) },
    social,
  };
}

/**
 * The form checked by the server's own rules: the cleaned settings to send with the newly chosen team
 * photos (by member, null where none), or the messages by field.
 */
export function checkSettings(
  values: SettingsFormValues,
): { ok: true; input: SiteSettings; teamPhotos: (File | null)[] | undefined } | { ok: false; errors: SettingsFormErrors } {
  const result = check(siteSettingsRules, values);
  if (!result.ok) return { ok: false, errors: result.errors };
  const teamPhotos = values.about.team.map((member) => member.photoFile ?? null);
  return { ok: true, input: result.values as SiteSettings, teamPhotos: teamPhotos.some(Boolean) ? teamPhotos : undefined };
}

/** A failed save: a toast with the server's reason, and its field messages for the form. */
export function settingsFailure(error: unknown): SettingsFormErrors {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [field.replace(/^input\./, ''), message]));
  const count = Object.keys(fields).length;
  notifyError('Failed to save settings.', count ? `${count} field${count === 1 ? ' needs' : 's need'} attention.` : describeError(error, '') || undefined);
  return fields;
}
