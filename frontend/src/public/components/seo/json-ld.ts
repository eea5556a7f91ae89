import { schemaOpeningHours, type OpeningHoursLine } from './opening-hours';

/**
 * schema.org JSON-LD for the public pages: the firm, breadcrumbs and a project. Pure functions of
 * their arguments; the firm's identity comes in as a parameter (`content/site.ts` has this shape).
 */

export type JsonLd = { [key: string]: unknown };

/** The part of the firm's identity (frontend/src/public/content/site.ts) the firm's JSON-LD uses. */
export interface FirmIdentity {
  name: string;
  description?: string;
  foundedYear?: number;
  address: { street: string; town: string; district?: string; state: string; postalCode: string; country: string };
  /** Coordinates of the office. */
  geo?: { latitude: number; longitude: number };
  phones: readonly { tel: string; label?: string }[];
  emails: readonly string[];
  hours: readonly OpeningHoursLine[];
  map?: { linkUrl: string };
  social?: readonly { href: string }[];
}

export interface Crumb {
  name: string;
  /** Path on the site, such as /projects. */
  path: string;
}

/** The fields of a project its page's JSON-LD uses; dates as Date or ISO text (GraphQL sends text). */
export interface ProjectForJsonLd {
  id: string;
  title: string;
  details: string;
  category?: string;
  location?: string | null;
  imageUrl: string;
  images?: readonly string[];
  createdAt: Date | string;
  updatedAt?: Date | string;
}

const CONTEXT = 'https://schema.org';

/** The id other nodes use to point at the firm. */
export function firmId(origin: string): string {
  return `${origin}/#firm`;
}

/** The firm as a GeneralContractor, for the home and contact pages. `origin` is the site's, like https://example.com. */
export function firmJsonLd(firm: FirmIdentity, origin: string): JsonLd {
  const { address } = firm;
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'GeneralContractor',
    '@id': firmId(origin),
    name: firm.name,
    description: firm.description,
    url: `${origin}/`,
    foundingDate: firm.foundedYear === undefined ? undefined : String(firm.foundedYear),
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.town,
      addressRegion: address.district ? `${address.district}, ${address.state}` : address.state,
      postalCode: address.postalCode,
      addressCountry: address.country,
    }),
    geo: firm.geo && { '@type': 'GeoCoordinates', latitude: firm.geo.latitude, longitude: firm.geo.longitude },
    telephone: oneOrMany(firm.phones.map((phone) => phone.tel)),
    email: oneOrMany([...firm.emails]),
    openingHours: oneOrMany(schemaOpeningHours(firm.hours)),
    hasMap: firm.map && webUrl(firm.map.linkUrl),
    sameAs: oneOrMany((firm.social ?? []).flatMap((profile) => webUrl(profile.href) ?? [])),
  });
}

/** The trail of an inner page, such as Home › Projects › {title}. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/**
 * A project's page: the work, its pictures and place, made by the firm. `page`: the page's path and
 * language (BCP 47) when it is not the English one.
 */
export function projectJsonLd(project: ProjectForJsonLd, origin: string, page?: { path: string; inLanguage: string }): JsonLd {
  const url = `${origin}${page?.path ?? `/projects/${encodeURIComponent(project.id)}`}`;
  const images = [project.imageUrl, ...(project.images ?? [])].flatMap((path) => absoluteUrl(path, origin) ?? []);
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    url,
    inLanguage: page?.inLanguage ?? 'en',
    name: project.title,
    description: project.details,
    genre: project.category,
    image: oneOrMany(images),
    dateCreated: isoDate(project.createdAt),
    dateModified: project.updatedAt === undefined ? undefined : isoDate(project.updatedAt),
    locationCreated: project.location ? { '@type': 'Place', name: project.location } : undefined,
    creator: { '@id': firmId(origin) },
  });
}

/**
 * JSON-LD as text that is safe inside `<script type="application/ld+json">`: `<`, `>`, `&` and the
 * JavaScript line separators are written as \u escapes, so no database text can close the element
 * or open a comment, and parsing the JSON gives back exactly the data.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The whole `<script type="application/ld+json">` element for server-rendered HTML. */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}

/** An absolute http(s) URL for a site path or an absolute link; undefined for anything else (javascript:, '#'). */
function absoluteUrl(pathOrUrl: string, origin: string): string | undefined {
  try {
    const url = new URL(pathOrUrl, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Only links that lead somewhere outside: a placeholder such as '#' is no profile. */
function webUrl(href: string): string | undefined {
  return /^https?:\/\//i.test(href) ? absoluteUrl(href, 'http://invalid') : undefined;
}

function isoDate(value: Date | string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function oneOrMany<T>(values: T[]): T | T[] | undefined {
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

function withoutEmpty(node: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}
