import { robotsTxt } from '../../src/seo/robots';
import { escapeXml, sitemapUrls, sitemapXml } from '../../src/seo/sitemap';

const at = (iso: string) => new Date(iso);

describe('sitemapUrls', () => {
  it('dates projects by themselves, lists by their newest item, fixed pages by the newest of all', () => {
    const urls = sitemapUrls({
      projects: [
        { id: 'p1', updatedAt: at('2024-01-02T00:00:00Z') },
        { id: 'p2', updatedAt: at('2024-01-05T00:00:00Z') },
      ],
      gallery: [{ updatedAt: at('2024-02-01T00:00:00Z') }],
      services: [],
    });
    expect(urls).toEqual([
      { path: '/', lastModified: at('2024-02-01T00:00:00Z') },
      { path: '/about', lastModified: at('2024-02-01T00:00:00Z') },
      { path: '/services', lastModified: null },
      { path: '/projects', lastModified: at('2024-01-05T00:00:00Z') },
      { path: '/gallery', lastModified: at('2024-02-01T00:00:00Z') },
      { path: '/contact', lastModified: at('2024-02-01T00:00:00Z') },
      { path: '/projects/p1', lastModified: at('2024-01-02T00:00:00Z') },
      { path: '/projects/p2', lastModified: at('2024-01-05T00:00:00Z') },
    ]);
  });
});

describe('sitemapXml', () => {
  it('lists every page in English and in Tamil, each naming both as alternates, escaped, dates to the second', () => {
    const xml = sitemapXml('https://a.example', [
      { path: '/x?a=1&b=<\'">', lastModified: at('2024-01-02T03:04:05.678Z') },
      { path: '/', lastModified: null },
    ]);
    const x = 'https://a.example/x?a=1&amp;b=&lt;&apos;&quot;&gt;';
    const xTa = 'https://a.example/ta/x?a=1&amp;b=&lt;&apos;&quot;&gt;';
    const xAlternates = `<xhtml:link rel="alternate" hreflang="en" href="${x}"/><xhtml:link rel="alternate" hreflang="ta" href="${xTa}"/><xhtml:link rel="alternate" hreflang="x-default" href="${x}"/>`;
    const homeAlternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/"/><xhtml:link rel="alternate" hreflang="ta" href="https://a.example/ta"/><xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/"/>';
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `  <url><loc>${x}</loc><lastmod>2024-01-02T03:04:05Z</lastmod>${xAlternates}</url>\n` +
        `  <url><loc>${xTa}</loc><lastmod>2024-01-02T03:04:05Z</lastmod>${xAlternates}</url>\n` +
        `  <url><loc>https://a.example/</loc>${homeAlternates}</url>\n` +
        `  <url><loc>https://a.example/ta</loc>${homeAlternates}</url>\n` +
        '</urlset>\n',
    );
  });

  it('escapeXml leaves other text alone', () => {
    expect(escapeXml('Vriddhachalam – ₹ 1')).toBe('Vriddhachalam – ₹ 1');
  });
});

describe('robotsTxt', () => {
  it('allows the site, disallows the admin, login and APIs, and names the sitemap', () => {
    expect(robotsTxt('https://a.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /set-password\nDisallow: /graphql\nDisallow: /api\n\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});
