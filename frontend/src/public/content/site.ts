import { DEFAULT_SITE_SETTINGS, formatPhone, whatsAppDigits, type SiteSettings } from '@vriddhi/rules/site-settings';
import { createContext, useContext } from 'react';
import type { ImageAssetLike } from '@/public/components/image/ResponsiveImage';

/**
 * The firm's identity as the pages show it, made from the settings record the admin edits (the server
 * reads it for every page: src/public/server/render-page.tsx). Components read it with `useSite()`.
 */
/** A service as the home page and the footer name it (the services in the database, in their order). */
export interface ServiceName {
  title: string;
  description: string;
  /** The English title, which chooses the home tile's icon in either language (the title itself when not given). */
  englishTitle?: string;
}

/** The services in the page's language, each with its English title (`english`: the same services in English). */
export function withEnglishTitles(services: readonly (ServiceName & { id: string })[], english: readonly { id: string; title: string }[]): ServiceName[] {
  const titles = new Map(english.map((service) => [service.id, service.title]));
  return services.map(({ title, description, id }) => ({ title, description, englishTitle: titles.get(id) ?? title }));
}

/** A team member as the pages read them: with the photo's sizes when there is one. */
type TeamMember = SiteSettings['about']['team'][number] & { photo?: ImageAssetLike | null };

/** The settings as the pages read them (the stored record, or today's defaults). */
type SettingsForPages = Omit<SiteSettings, 'about'> & { about: Omit<SiteSettings['about'], 'team'> & { team: TeamMember[] } };

export function siteFrom(settings: SettingsForPages, services: readonly ServiceName[] = []) {
  return {
    name: settings.firmName,
    shortName: settings.shortName,
    tagline: settings.tagline,
    description: settings.description,
    foundedYear: settings.foundedYear,
    address: settings.address,
    /** `display` as people read it, `tel` as dialled. */
    phones: settings.phones.map(({ label, number }) => ({ label, display: formatPhone(number), tel: number })),
    emails: settings.emails,
    /** Digits only, as wa.me links take it. */
    whatsapp: whatsAppDigits(settings.whatsapp),
    hours: settings.hours,
    /** The office on the map (schema.org GeoCoordinates in the pages' JSON-LD). */
    geo: { latitude: settings.map.latitude, longitude: settings.map.longitude },
    map: { embedUrl: settings.map.embedUrl, linkUrl: settings.map.linkUrl },
    /** Only the networks the firm has a profile on. */
    social: settings.social.filter((link) => link.url).map((link) => ({ name: link.name, href: link.url })),
    developer: { name: settings.credit.name, href: settings.credit.url },
    stats: settings.stats,
    testimonials: settings.testimonials,
    about: settings.about,
    services: services.map(({ title, description, englishTitle }) => ({ title, summary: summaryOf(description), iconTitle: englishTitle ?? title })),
  };
}

export type Site = ReturnType<typeof siteFrom>;
export type Phone = Site['phones'][number];
export type OpeningHours = Site['hours'][number];
export type SocialName = Site['social'][number]['name'];

/** Today's texts: what a page shows until the server provides the stored settings (and in component tests). */
export const DEFAULT_SITE = siteFrom(DEFAULT_SITE_SETTINGS);

export const SiteContext = createContext<Site>(DEFAULT_SITE);

/** The firm's identity for the page being rendered. */
export function useSite(): Site {
  return useContext(SiteContext);
}

export function addressLines(site: Site): string[] {
  return [site.address.street, `${site.address.town}, ${site.address.district}`, `${site.address.state} ${site.address.postalCode}`];
}

export function addressOneLine(site: Site): string {
  return `${site.address.street}, ${site.address.town}, ${site.address.district}, ${site.address.state} ${site.address.postalCode}`;
}

/** A service's description cut to its opening sentences (at least a line's worth), for the home page's short tiles. */
function summaryOf(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s+|$)|[^.!?]+$/g) ?? [text];
  let summary = '';
  for (const sentence of sentences) {
    summary += sentence;
    if (summary.trim().length >= 80) break;
  }
  return summary.trim();
}
