/**
 * The public pages, in the header's order: the one list the server's page route, the renderer's
 * route table and the sitemap all read. `sitemap` says what dates a page in /sitemap.xml: the newest
 * change of everything, of one kind of content, or (for the one-per-project page) of that project.
 */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/', sitemap: 'everything' },
  { name: 'about', path: '/about', sitemap: 'everything' },
  { name: 'services', path: '/services', sitemap: 'services' },
  { name: 'projects', path: '/projects', sitemap: 'projects' },
  { name: 'project', path: '/projects/:id', sitemap: 'each project' },
  { name: 'gallery', path: '/gallery', sitemap: 'gallery' },
  { name: 'contact', path: '/contact', sitemap: 'everything' },
] as const;

export type PublicPageName = (typeof PUBLIC_PAGES)[number]['name'];

export interface PublicPageMatch {
  name: PublicPageName;
  /** The path's parameters, decoded (the project's id). */
  params: { id?: string };
}

/** A malformed escape stays as it is: it names no project, so the project's page says it was not found. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path (without query) names, or null: then the answer is the not-found page. */
export function matchPublicPage(path: string): PublicPageMatch | null {
  for (const page of PUBLIC_PAGES) {
    if (!page.path.includes(':')) {
      if (path === page.path) return { name: page.name, params: {} };
      continue;
    }
    const prefix = page.path.slice(0, page.path.indexOf(':'));
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (rest === '' || rest.includes('/')) continue;
    return { name: page.name, params: { id: decodedOrAsIs(rest) } };
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
