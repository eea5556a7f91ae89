import { PRIVATE_PREFIXES } from '@vriddhi/rules';

/** robots.txt: the public pages (and images) open to crawlers, the private prefixes closed, the sitemap at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
