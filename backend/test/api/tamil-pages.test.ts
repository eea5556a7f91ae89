import http from 'node:http';
import { createProject } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

// Rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend before these run.

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(server: TestServer, path: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A plain conditional GET (fetch adds Cache-Control: no-cache to conditional requests). */
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

const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]));
const h1Text = (html: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Tamil pages under /ta', () => {
  let server: TestServer;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
    projectId = (await createProject(server, token, { title: 'Tamil twin house' })).id;
  });
  afterAll(() => server.close());

  const pages = () => ['/', '/about', '/services', '/projects', `/projects/${projectId}`, '/gallery', '/contact'];
  const tamil = (path: string) => (path === '/' ? '/ta' : `/ta${path}`);

  test('every page has a Tamil twin: 200, lang="ta", Tamil headings, hreflang both ways and x-default, canonical and og:locale of its own', async () => {
    for (const path of pages()) {
      const [english, twin] = await Promise.all([get(server, path), get(server, tamil(path))]);
      expect([tamil(path), twin.status]).toEqual([tamil(path), 200]);
      expect(twin.html.startsWith('<!doctype html><html lang="ta">')).toBe(true);
      expect(english.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      const alternates = { en: `${server.url}${path}`, ta: `${server.url}${tamil(path)}`, 'x-default': `${server.url}${path}` };
      expect(hreflangs(twin.html)).toEqual(alternates);
      expect(hreflangs(english.html)).toEqual(alternates);
      expect(twin.html).toContain(`<link rel="canonical" href="${server.url}${tamil(path)}"/>`);
      expect(twin.html).toContain('<meta property="og:locale" content="ta_IN"/><meta property="og:locale:alternate" content="en_IN"/>');
      expect(english.html).toContain('<meta property="og:locale" content="en_IN"/><meta property="og:locale:alternate" content="ta_IN"/>');
      // The switch leads to the same page in the other language.
      expect(twin.html).toMatch(new RegExp(`<a href="${path}" hrefLang="en" data-language-switch=""[^>]*>.*?<span lang="en">English</span></a>`));
      expect(english.html).toMatch(new RegExp(`<a href="${tamil(path)}" hrefLang="ta" data-language-switch=""[^>]*>.*?<span lang="ta">தமிழ்</span></a>`));
    }
    expect(h1Text((await get(server, '/ta/about')).html)).toBe('எங்களைப் பற்றி');
    expect(h1Text((await get(server, '/ta/projects')).html)).toBe('எங்கள் திட்டங்கள்');
  });

  test('an unknown address under /ta is the Tamil not-found page; other spellings redirect to the one address', async () => {
    const [a, b] = await Promise.all([get(server, '/ta/made-up'), get(server, '/ta/made/up/2')]);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.html).toBe(b.html);
    expect(a.html).toContain('<html lang="ta">');
    expect(h1Text(a.html)).toBe('404 - பக்கம் கிடைக்கவில்லை');
    expect((await get(server, '/made-up')).html).toContain('<html lang="en">');
    for (const [odd, canonical] of [
      ['/ta/', '/ta'],
      ['/TA/About/', '/ta/about'],
      ['/ta/projects/?category=commercial', '/ta/projects?category=commercial'],
    ]) {
      const page = await get(server, odd);
      expect([odd, page.status, page.headers.get('location')]).toEqual([odd, 301, canonical]);
    }
  });

  test('no Accept-Language redirect: each address answers in its own language whatever the browser asks for', async () => {
    const english = await get(server, '/about', { headers: { 'accept-language': 'ta-IN,ta;q=0.9' } });
    const twin = await get(server, '/ta/about', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect([english.status, twin.status]).toEqual([200, 200]);
    expect(english.html).toContain('<html lang="en">');
    expect(twin.html).toContain('<html lang="ta">');
    expect(english.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });

  test('the page cache keeps each language apart: its own ETag, kept and revalidated per address, the filter too', async () => {
    for (const path of ['/projects', '/projects?category=residential', '/contact']) {
      const english = await get(server, path);
      await get(server, tamil(path)); // the second request of each is the one kept
      const [englishKept, twinKept] = [await get(server, path), await get(server, tamil(path))];
      expect(twinKept.html).toContain('<html lang="ta">');
      expect(englishKept.html).toBe(english.html);
      const [englishTag, twinTag] = [englishKept.headers.get('etag')!, twinKept.headers.get('etag')!];
      expect(twinTag).not.toBe(englishTag);
      expect(await conditionalGet(`${server.url}${tamil(path)}`, twinTag)).toBe(304);
      expect(await conditionalGet(`${server.url}${tamil(path)}`, englishTag)).toBe(200);
      expect(await conditionalGet(`${server.url}${path}`, twinTag)).toBe(200);
    }
    // Compressed answers of the fast path, too.
    const [englishBr, twinBr] = await Promise.all([
      get(server, '/projects', { headers: { 'accept-encoding': 'br' } }),
      get(server, '/ta/projects', { headers: { 'accept-encoding': 'br' } }),
    ]);
    expect(twinBr.headers.get('etag')).not.toBe(englishBr.headers.get('etag'));
    expect(twinBr.html).toContain('<html lang="ta">');
  });

  test('the sitemap lists both languages, each entry naming the other as its alternate', async () => {
    const sitemap = await get(server, '/sitemap.xml');
    expect(sitemap.html).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of pages()) {
      for (const loc of [path, tamil(path)]) {
        const entry = new RegExp(`<url><loc>${server.url}${loc}</loc>(?:<lastmod>[^<]*</lastmod>)?((?:<xhtml:link [^>]*/>)+)</url>`).exec(sitemap.html);
        expect([loc, entry?.[1]]).toEqual([
          loc,
          `<xhtml:link rel="alternate" hreflang="en" href="${server.url}${path}"/><xhtml:link rel="alternate" hreflang="ta" href="${server.url}${tamil(path)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${server.url}${path}"/>`,
        ]);
      }
    }
  });
});
