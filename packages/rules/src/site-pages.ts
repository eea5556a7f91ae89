/**
 * The public pages, in the header's order: the one list the server's page route, the renderer's
 * route table, the header's menu and the sitemap all read. `label` is the page's name in the menu (in
 * English; the Tamil menu translates it), null for a page the menu does not list. `sitemap` says what
 * dates a page in /sitemap.xml: the newest change of everything, of one kind of content, or (for the
 * one-per-project page) of that project.
 */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/', label: 'Home', sitemap: 'everything' },
  { name: 'about', path: '/about', label: 'About Us', sitemap: 'everything' },
  { name: 'services', path: '/services', label: 'Services', sitemap: 'services' },
  { name: 'projects', path: '/projects', label: 'Projects', sitemap: 'projects' },
  { name: 'project', path: '/projects/:id', label: null, sitemap: 'each project' },
  { name: 'gallery', path: '/gallery', label: 'Gallery', sitemap: 'gallery' },
  { name: 'contact', path: '/contact', label: 'Contact', sitemap: 'everything' },
] as const;

type MenuPage = Extract<(typeof PUBLIC_PAGES)[number], { label: string }>;
export type MenuPageName = MenuPage['name'];

/** The pages the header's menu lists, in its order. */
export const MENU_PAGES: readonly MenuPage[] = PUBLIC_PAGES.filter((page): page is MenuPage => page.label !== null);

/** A menu page's English name: 'about' → 'About Us'. */
export function menuLabel(name: MenuPageName): string {
  return MENU_PAGES.find((page) => page.name === name)!.label;
}

/** A menu page's English name by its path ('/about' → 'About Us'), or the path itself for any other. */
export function pageLabelOf(path: string): string {
  return MENU_PAGES.find((page) => page.path === path)?.label ?? path;
}

export type PublicPageName = (typeof PUBLIC_PAGES)[number]['name'];

/**
 * The languages every public page is written in: English at the pages' own paths, Tamil under `/ta`
 * (`/ta`, `/ta/about`, …). The language of a page is decided here, from its address only: never from
 * Accept-Language, so each address shows one language to people, crawlers and shared links alike.
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language of the pages without a prefix, and of `hreflang="x-default"`. */
export const DEFAULT_LOCALE: Locale = 'en';
/** The path prefix of each language's pages: '' for English, '/ta' for Tamil. */
const LOCALE_PREFIX: Record<Locale, string> = { en: '', ta: '/ta' };

/** A path as its language's page: '/about' → '/ta/about' in Tamil; '/' → '/ta'. `path` is an English one. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  return prefix && path === '/' ? prefix : prefix + path;
}

/** The language a path (without query) is in, and the path as the English page's: '/ta/about' → ta, '/about'. */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

export interface PublicPageMatch {
  name: PublicPageName;
  /** The path's parameters, decoded (the project's id). */
  params: { id?: string };
  /** The page's language, from its path. */
  locale: Locale;
}

/** A malformed escape stays as it is: it names no project, so the project's page says it was not found. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path (without query) names, in any language, or null: then the answer is the not-found page. */
export function matchPublicPage(localized: string): PublicPageMatch | null {
  const { locale, path } = localeOfPath(localized);
  // '/ta/' is not a spelling of '/ta' (canonicalPagePath redirects it).
  if (locale !== DEFAULT_LOCALE && path === '/' && localized !== localizedPath(locale, '/')) return null;
  for (const page of PUBLIC_PAGES) {
    if (!page.path.includes(':')) {
      if (path === page.path) return { name: page.name, params: {}, locale };
      continue;
    }
    const prefix = page.path.slice(0, page.path.indexOf(':'));
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (rest === '' || rest.includes('/')) continue;
    return { name: page.name, params: { id: decodedOrAsIs(rest) }, locale };
  }
  return null;
}

/**
 * The one spelling of a public page's path, when `rawPath` is another spelling of one: percent-escapes
 * decoded where they need none, lower case (the pages' names and project ids, which are UUIDs), no
 * empty or trailing segments. Null when it is already canonical or names no page (answered 404).
 */
export function canonicalPagePath(rawPath: string): string | null {
  let segments: string[];
  try {
    segments = rawPath
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()));
  } catch {
    return null; // a malformed escape names no page
  }
  const canonical = `/${segments.join('/')}`;
  return canonical !== rawPath && matchPublicPage(canonical) !== null ? canonical : null;
}
