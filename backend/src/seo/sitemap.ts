import { DEFAULT_LOCALE, LOCALES, localizedPath, PUBLIC_PAGES } from '@vriddhi/rules';

/** The sitemap (https://www.sitemaps.org/protocol.html) of the public site, from its live content. */

export interface SitemapUrl {
  /** Path of the English page, such as /projects: the sitemap lists it in every language. */
  path: string;
  /** Unknown (no content yet) leaves <lastmod> out. */
  lastModified: Date | null;
}

interface Dated {
  updatedAt: Date;
}

export interface SiteContent {
  projects: readonly (Dated & { id: string })[];
  gallery: readonly Dated[];
  services: readonly Dated[];
}

function newest(items: readonly Dated[]): Date | null {
  let latest: Date | null = null;
  for (const { updatedAt } of items) if (!latest || updatedAt > latest) latest = updatedAt;
  return latest;
}

/**
 * Every public page (PUBLIC_PAGES), in the header's order, then every project's page. A project is
 * dated by its last change, a list page by its newest item, and the pages of fixed text (which also
 * show lists) by the newest change of anything.
 */
export function sitemapUrls({ projects, gallery, services }: SiteContent): SitemapUrl[] {
  const dates = {
    everything: newest([...projects, ...gallery, ...services]),
    services: newest(services),
    projects: newest(projects),
    gallery: newest(gallery),
  };
  const urls: SitemapUrl[] = [];
  const perProject: SitemapUrl[] = [];
  for (const page of PUBLIC_PAGES) {
    if (page.sitemap === 'each project') {
      for (const project of projects) perProject.push({ path: page.path.replace(':id', encodeURIComponent(project.id)), lastModified: project.updatedAt });
    } else urls.push({ path: page.path, lastModified: dates[page.sitemap] });
  }
  return [...urls, ...perProject];
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => XML_ENTITIES[char]);
}

/** W3C datetime to the second, in UTC. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Every page in every language (English, then Tamil, page by page), each naming all its languages'
 * addresses as alternates (hreflang, English the default), as Google reads them from a sitemap.
 */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${w3cDate(lastModified)}</lastmod>` : '';
    const alternate = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`;
    const alternates =
      LOCALES.map((locale) => alternate(locale, localizedPath(locale, path))).join('') + alternate('x-default', localizedPath(DEFAULT_LOCALE, path));
    return LOCALES.map((locale) => `  <url><loc>${escapeXml(origin + localizedPath(locale, path))}</loc>${lastmod}${alternates}</url>\n`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`
  );
}
