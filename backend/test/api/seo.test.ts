import http from 'node:http';
import { createProject, multipartForm, request, type RestGalleryImage, type RestProject, type RestService } from '../support/factories';
import { startTestServer, type TestServer, useAdminServer } from '../support/test-server';

interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map(([, loc, lastmod]) => ({
    loc,
    lastmod,
  }));
}

/** The sitemap's form of a timestamp: W3C datetime to the second. */
function w3c(date: string | Date): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function newest(items: { updatedAt: string }[]): string {
  return w3c(new Date(Math.max(...items.map((item) => Date.parse(item.updatedAt)))));
}

/** A plain GET: fetch adds Cache-Control: no-cache to conditional requests, which rules out a 304. */
function conditionalGet(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const PUBLIC_ROUTES = ['/', '/about', '/services', '/projects', '/gallery', '/contact'];

describe('robots.txt and sitemap.xml', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { seed: true });

  async function sitemap(headers: Record<string, string> = {}) {
    const response = await request(server, 'GET', '/sitemap.xml', { headers });
    return { ...response, entries: parseSitemap(response.text) };
  }

  async function content() {
    const projects = (await request<{ data: RestProject[] }>(server, 'GET', '/api/projects')).body.data;
    const gallery = (await request<RestGalleryImage[]>(server, 'GET', '/api/gallery')).body;
    const services = (await request<RestService[]>(server, 'GET', '/api/services')).body;
    return { projects, gallery, services };
  }

  it('robots.txt allows the public pages, keeps crawlers out of the admin and names the sitemap', async () => {
    const { status, headers, text } = await request(server, 'GET', '/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Allow: /', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /set-password', 'Disallow: /graphql', 'Disallow: /api']),
    );
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    for (const route of PUBLIC_ROUTES.filter((path) => path !== '/')) {
      expect(lines.filter((line) => line.startsWith('Disallow:') && route.startsWith(line.slice('Disallow:'.length).trim()))).toEqual([]);
    }
  });

  it('without PUBLIC_URL, links use the origin a trusted proxy forwarded', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.firm.example' };
    const robots = await request(server, 'GET', '/robots.txt', { headers: forwarded });
    expect(robots.text).toContain('Sitemap: https://www.firm.example/sitemap.xml');
    const { entries } = await sitemap(forwarded);
    expect(entries[0].loc).toBe('https://www.firm.example/');
  });

  it('refuses a Host that is no host name rather than putting it into links', async () => {
    for (const host of ['evil.example"><x', 'a b', 'x/y']) {
      const robots = await request(server, 'GET', '/robots.txt', { headers: { 'x-forwarded-host': host } });
      expect(robots.status).toBe(400);
      expect(robots.text).not.toContain(host);
    }
  });

  it('sitemap.xml lists every public route and project, each dated by its content', async () => {
    const { status, headers, text, entries } = await sitemap();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );

    const { projects, gallery, services } = await content();
    expect(projects.length).toBeGreaterThan(0);
    expect(gallery.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    const everything = newest([...projects, ...gallery, ...services]);
    // Each page in English, then its Tamil twin under /ta.
    const both = (path: string, lastmod: string) => [
      { loc: `${server.url}${path}`, lastmod },
      { loc: `${server.url}${path === '/' ? '/ta' : `/ta${path}`}`, lastmod },
    ];
    expect(entries).toEqual([
      ...both('/', everything),
      ...both('/about', everything),
      ...both('/services', newest(services)),
      ...both('/projects', newest(projects)),
      ...both('/gallery', newest(gallery)),
      ...both('/contact', everything),
      ...projects.flatMap((project) => both(`/projects/${project.id}`, w3c(project.updatedAt))),
    ]);
    // Every entry names both languages and the default.
    expect(text).toContain(
      `<url><loc>${server.url}/ta/about</loc><lastmod>${everything}</lastmod><xhtml:link rel="alternate" hreflang="en" href="${server.url}/about"/><xhtml:link rel="alternate" hreflang="ta" href="${server.url}/ta/about"/><xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/about"/></url>`,
    );
  });

  it('answers a repeated fetch with 304 while nothing changed', async () => {
    const first = await sitemap();
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await conditionalGet(`${server.url}/sitemap.xml`, etag)).toBe(304);
  });

  it('shows a new, changed or deleted project at once, though it is cached', async () => {
    const before = await sitemap();
    const reads = jest.spyOn(server.services.projects, 'list');
    expect((await sitemap()).text).toBe(before.text);
    expect(reads).not.toHaveBeenCalled(); // kept, not rebuilt

    const created = await createProject(server, token, { title: 'Sitemap house' });
    const afterCreate = await sitemap();
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect(afterCreate.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(afterCreate.entries).toContainEqual({ loc: `${server.url}/projects/${created.id}`, lastmod: w3c(created.updatedAt) });
    expect(afterCreate.entries.find((entry) => entry.loc === `${server.url}/projects`)?.lastmod).toBe(w3c(created.updatedAt));
    expect(afterCreate.entries.find((entry) => entry.loc === `${server.url}/`)?.lastmod).toBe(w3c(created.updatedAt));

    await new Promise((resolve) => setTimeout(resolve, 1100)); // the sitemap's dates are to the second
    const updated = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${created.id}`, {
      token,
      form: multipartForm({ title: 'Sitemap villa' }),
    });
    expect(updated.status).toBe(200);
    const afterUpdate = await sitemap();
    expect(afterUpdate.entries).toContainEqual({ loc: `${server.url}/projects/${created.id}`, lastmod: w3c(updated.body.data.updatedAt) });
    expect(w3c(updated.body.data.updatedAt)).not.toBe(w3c(created.updatedAt));

    await request(server, 'DELETE', `/api/projects/${created.id}`, { token });
    expect((await sitemap()).entries.map((entry) => entry.loc)).not.toContain(`${server.url}/projects/${created.id}`);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('robots.txt and sitemap.xml with PUBLIC_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://www.firm.example/' } });
  });

  afterAll(() => server.close());

  it('use the configured origin whatever the request says', async () => {
    const forwarded = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'other.example' };
    const robots = await request(server, 'GET', '/robots.txt', { headers: forwarded });
    expect(robots.text).toContain('Sitemap: https://www.firm.example/sitemap.xml\n');
    const { text } = await request(server, 'GET', '/sitemap.xml', { headers: forwarded });
    const entries = parseSitemap(text);
    expect(entries.map((entry) => entry.loc)).toEqual(
      PUBLIC_ROUTES.flatMap((path) => [`https://www.firm.example${path}`, `https://www.firm.example${path === '/' ? '/ta' : `/ta${path}`}`]),
    );
  });

  it('leaves <lastmod> out where there is no content to date it', async () => {
    const entries = parseSitemap((await request(server, 'GET', '/sitemap.xml')).text);
    expect(entries.every((entry) => entry.lastmod === undefined)).toBe(true);
  });
});

describe('robots.txt when TRUST_PROXY names the proxy on another machine', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '10.9.9.9' } });
  });

  afterAll(() => server.close());

  it('believes X-Forwarded-* only from that proxy, no longer from this machine', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.firm.example' };
    const robots = await request(server, 'GET', '/robots.txt', { headers: forwarded });
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
