/** Paths no crawler needs: the admin, its login and the APIs. */
const DISALLOWED = ['/admin', '/login', '/graphql', '/api'];

/** robots.txt: the public pages (and images) open to crawlers, the sitemap at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
