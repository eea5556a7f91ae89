import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { cleanText } from './fields';
import { tamilGroup, tamilText } from './tamil';

/**
 * The firm's details as the admin edits them and every page shows them (the settings record): its name
 * and texts, address and map, phones, e-mails, WhatsApp, hours, social links, the home's figures, the
 * testimonials, the About page and the credit line. Phone numbers are read for India unless they carry
 * another country code, and kept in international form (+91…); links are http(s) only.
 *
 * Not in the package's index: the phone metadata (libphonenumber-js) would weigh on every admin screen;
 * the settings screen and the server import this module on its own.
 */

export const SETTINGS_LIMITS = {
  shortText: 120,
  text: 600,
  longText: 3000,
  phones: 5,
  emails: 5,
  hours: 7,
  social: 8,
  testimonials: 20,
  team: 12,
  reasons: 12,
  milestones: 12,
} as const;

/** The social networks a link may point at; a network without a link is not shown. */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X'] as const;

const required = (label: string, max: number = SETTINGS_LIMITS.shortText) =>
  z.preprocess(cleanText, z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`));
const optional = (label: string, max: number = SETTINGS_LIMITS.shortText) =>
  z.preprocess(cleanText, z.string().max(max, `${label} must be at most ${max} characters`));

/** A phone number as people type it (spaces, dashes, a leading 0) → its international form, +91…; null when it is not one. */
export function normalizePhone(raw: unknown): string | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text || text.length > 30) return null;
  const parsed: PhoneNumber | undefined = parsePhoneNumberFromString(text, 'IN');
  return parsed?.isValid() ? parsed.number : null;
}

/** +919443212345 → '+91 94432 12345', as the pages show a number. */
export function formatPhone(international: string): string {
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}

/** +919443212345 → '919443212345', the form wa.me links take. */
export function whatsAppDigits(international: string): string {
  return international.replace(/\D/g, '');
}

const phoneNumber = (label: string) =>
  z.unknown().transform((raw, context) => {
    const number = normalizePhone(raw);
    if (number === null) {
      context.addIssue({ code: 'custom', message: `${label} is not a phone number we can call: give it with its area code, like 94432 12345 or 04143 223456` });
      return z.NEVER;
    }
    return number;
  });

/** Whether `value` is an address of the web (http or https): what a link of the settings may open, never `javascript:` or `data:`. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) address; '' when not given (a social network without a link is not shown). */
const link = (label: string, { required: isRequired = false } = {}) =>
  z.preprocess(
    cleanText,
    z.string().refine((value) => (value ? isWebAddress(value) && value.length <= SETTINGS_LIMITS.text : !isRequired), {
      message: `${label} must be a web address starting with https://`,
    }),
  );

/** Where the settings hold links (the pages make each an href or a frame's src), by field path. */
export function settingsLinks(settings: unknown): [string, unknown][] {
  const data = settings as { map?: { linkUrl?: unknown; embedUrl?: unknown }; credit?: { url?: unknown }; social?: unknown } | null;
  const social = Array.isArray(data?.social) ? (data.social as ({ url?: unknown } | null)[]) : [];
  return [
    ['map.linkUrl', data?.map?.linkUrl],
    ['map.embedUrl', data?.map?.embedUrl],
    ['credit.url', data?.credit?.url],
    ...social.map((item, index): [string, unknown] => [`social.${index}.url`, item?.url]),
  ];
}

/**
 * The map embed is one of Google Maps' embed pages: the only frame the site's content security policy
 * allows (Google's host), and on that host only the addresses made to be framed, not any page of it
 * (a search, a redirect to elsewhere).
 */
export const MAP_EMBED_MESSAGE =
  'Map embed link must be a Google Maps embed address (https://www.google.com/maps/embed?…): in Google Maps choose Share, then "Embed a map", and copy the address after src=';
const mapEmbed = z.preprocess(
  srcOfFrameCode,
  link('Map embed link', { required: true }).refine((value) => isGoogleMapsEmbedOrNotALink(value), { message: MAP_EMBED_MESSAGE }),
);

/**
 * The address inside the HTML "Embed a map" gives (`<iframe src="https://www.google.com/maps/embed?pb=…" …>`),
 * so the whole code may be pasted; any other value as it is.
 */
export function srcOfFrameCode(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*<iframe\b/i.test(value)) return value;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(value);
  return src ? (src[1] ?? src[2]).replace(/&amp;/g, '&').trim() : value;
}

/**
 * Whether `value` is a Google Maps embed: "Embed a map"'s `/maps/embed?pb=…`, the Embed API's
 * `/maps/embed/v1/…`, or the older `/maps?…&output=embed`, over https on www.google.com or
 * maps.google.com. A value that is no address at all was already refused as such (one message).
 */
function isGoogleMapsEmbedOrNotALink(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !['www.google.com', 'maps.google.com'].includes(url.hostname)) return false;
  return (
    url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/v1/') || (url.pathname === '/maps' && url.searchParams.get('output') === 'embed')
  );
}

/** Degrees: a number, or a text that is one (the admin's field, "11.5183"); left empty or null it is missing, never 0. */
const coordinate = (label: string, limit: number) => {
  const between = `${label} must be between -${limit} and ${limit}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ message: `${label} must be a number of degrees, like 11.5183` })
      .min(-limit, between)
      .max(limit, between),
  );
};

const email = z.preprocess(
  cleanText,
  z
    .string()
    .max(254, 'An e-mail address must be at most 254 characters')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Each e-mail must be an address like office@example.com'),
);

const list = <T extends z.ZodType>(item: T, label: string, max: number, min = 0) =>
  z
    .array(item)
    .min(min, min === 1 ? `At least one ${label} is needed` : `At least ${min} ${label}s are needed`)
    .max(max, `At most ${max} ${label}s`);

/**
 * The texts a visitor reads, in Tamil: each group of the settings holding such texts has a `ta` group
 * with the same fields' names and limits (a list's item has its own, so it moves with its item). Not
 * translated: numbers, links, e-mails, people's names, the PIN code and the social networks.
 */
const S = SETTINGS_LIMITS.shortText;
/** The settings' Tamil groups, by the English group they sit in. */
export const SETTINGS_TAMIL_GROUPS = {
  site: tamilGroup({
    firmName: tamilText('Firm name', S),
    shortName: tamilText('Short name', 40),
    tagline: tamilText('Tagline', S),
    description: tamilText('Description', SETTINGS_LIMITS.text),
  }),
  address: tamilGroup({
    street: tamilText('Street', S),
    town: tamilText('Town', S),
    district: tamilText('District', S),
    state: tamilText('State', S),
    country: tamilText('Country', S),
  }),
  phone: tamilGroup({ label: tamilText('Phone label', 40) }),
  hours: tamilGroup({ days: tamilText('Days', 40), short: tamilText('Short days', 20), hours: tamilText('Hours', 40) }),
  stat: tamilGroup({ label: tamilText('Figure label', 40) }),
  testimonial: tamilGroup({ position: tamilText('Position', S), content: tamilText('Testimonial', SETTINGS_LIMITS.text) }),
  about: tamilGroup({
    story: tamilText('Story', SETTINGS_LIMITS.longText),
    mission: tamilText('Mission', SETTINGS_LIMITS.text),
    vision: tamilText('Vision', SETTINGS_LIMITS.text),
  }),
  member: tamilGroup({ role: tamilText('Role', S), bio: tamilText('Bio', SETTINGS_LIMITS.text) }),
  reason: tamilGroup({ title: tamilText('Reason', S), text: tamilText('Reason text', SETTINGS_LIMITS.text) }),
  milestone: tamilGroup({ year: tamilText('Milestone year', 12), title: tamilText('Milestone', S), text: tamilText('Milestone text', SETTINGS_LIMITS.text) }),
};

export const siteSettingsRules = z.object({
  firmName: required('Firm name'),
  shortName: required('Short name', 40),
  tagline: optional('Tagline'),
  description: required('Description', SETTINGS_LIMITS.text),
  foundedYear: z.coerce
    .number({ message: 'Founding year must be a year, such as 1995' })
    .int('Founding year must be a year, such as 1995')
    .min(1900, 'Founding year must be 1900 or later')
    .refine((year) => year <= new Date().getFullYear(), 'Founding year cannot be in the future'),
  address: z.object({
    street: required('Street'),
    town: required('Town'),
    district: optional('District'),
    state: required('State'),
    postalCode: z.preprocess(cleanText, z.string().regex(/^\d{6}$/, 'PIN code must be six digits, like 606001')),
    country: required('Country'),
    ta: SETTINGS_TAMIL_GROUPS.address,
  }),
  map: z.object({
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    linkUrl: link('Map link', { required: true }),
    embedUrl: mapEmbed,
  }),
  phones: list(
    z.object({ label: required('Phone label', 40), number: phoneNumber('Phone number'), ta: SETTINGS_TAMIL_GROUPS.phone }),
    'phone number',
    SETTINGS_LIMITS.phones,
    1,
  ),
  emails: list(email, 'e-mail address', SETTINGS_LIMITS.emails),
  whatsapp: phoneNumber('WhatsApp number'),
  hours: list(
    z.object({
      days: required('Days', 40),
      short: required('Short days', 20),
      hours: required('Hours', 40),
      closed: z.boolean().default(false),
      ta: SETTINGS_TAMIL_GROUPS.hours,
    }),
    'line of opening hours',
    SETTINGS_LIMITS.hours,
    1,
  ),
  social: list(
    z.object({ name: z.enum(SOCIAL_NETWORKS, `The network must be one of ${SOCIAL_NETWORKS.join(', ')}`), url: link('Social link') }),
    'social link',
    SETTINGS_LIMITS.social,
  ),
  stats: z
    .array(z.object({ value: required('Figure', 12), label: required('Figure label', 40), ta: SETTINGS_TAMIL_GROUPS.stat }))
    .length(4, 'The home page shows exactly four figures'),
  testimonials: list(
    z.object({
      name: required('Name'),
      position: optional('Position'),
      content: required('Testimonial', SETTINGS_LIMITS.text),
      ta: SETTINGS_TAMIL_GROUPS.testimonial,
    }),
    'testimonial',
    SETTINGS_LIMITS.testimonials,
  ),
  about: z.object({
    story: required('Story', SETTINGS_LIMITS.longText),
    mission: required('Mission', SETTINGS_LIMITS.text),
    vision: required('Vision', SETTINGS_LIMITS.text),
    team: list(
      z.object({
        name: required('Name'),
        role: required('Role'),
        bio: optional('Bio', SETTINGS_LIMITS.text),
        photoUrl: z.string().nullable().default(null),
        ta: SETTINGS_TAMIL_GROUPS.member,
      }),
      'team member',
      SETTINGS_LIMITS.team,
    ),
    reasons: list(
      z.object({ title: required('Reason'), text: required('Reason text', SETTINGS_LIMITS.text), ta: SETTINGS_TAMIL_GROUPS.reason }),
      'reason',
      SETTINGS_LIMITS.reasons,
    ),
    milestones: list(
      z.object({
        year: required('Milestone year', 12),
        title: required('Milestone'),
        text: required('Milestone text', SETTINGS_LIMITS.text),
        ta: SETTINGS_TAMIL_GROUPS.milestone,
      }),
      'milestone',
      SETTINGS_LIMITS.milestones,
    ),
    ta: SETTINGS_TAMIL_GROUPS.about,
  }),
  credit: z.object({ name: optional('Credit name'), url: link('Credit link') }),
  ta: SETTINGS_TAMIL_GROUPS.site,
});

export type SiteSettings = z.output<typeof siteSettingsRules>;

export { DEFAULT_SITE_SETTINGS } from './site-settings-defaults';
