import { SPECULATION_RULES } from '@vriddhi/rules';
import crypto from 'node:crypto';
import http from 'node:http';
import { createGalleryImage, createProject, UNKNOWN_ID } from '../support/factories';
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

/** A GET with its own Host header (fetch does not let a caller set one). */
function getWithHost(server: TestServer, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

function h1Text(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, text]) => JSON.parse(text) as Record<string, unknown>[]);
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('server-rendered public pages', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
  });
  afterAll(() => server.close());

  test.each([
    ['/', 'Building your vision with excellence & integrity', 'Sri Vriddhi Builders & Engineers | Construction & Engineering in Vriddhachalam'],
    ['/about', 'About Us', 'About Us | Sri Vriddhi Builders & Engineers'],
    ['/services', 'Our Services', 'Services | Sri Vriddhi Builders & Engineers'],
    ['/projects', 'Our Projects', 'Projects | Sri Vriddhi Builders & Engineers'],
    ['/gallery', 'Gallery', 'Gallery | Sri Vriddhi Builders & Engineers'],
    ['/contact', 'Contact Us', 'Contact Us | Sri Vriddhi Builders & Engineers'],
  ])('%s answers 200 with its heading, title, canonical URL and JSON-LD (the firm on home and contact)', async (path, heading, title) => {
    const page = await get(server, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(h1Text(page.html).replace(/&amp;/g, '&').replace(/\s+/g, ' ')).toBe(heading);
    expect(page.html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(page.html).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
    expect(metaContent(page.html, 'property', 'og:title')).toBe(title.replace(/&/g, '&amp;'));
    const types = jsonLd(page.html).map((node) => node['@type']);
    expect(types.includes('GeneralContractor')).toBe(path === '/' || path === '/contact');
    if (path !== '/') expect(types).toContain('BreadcrumbList');
  });

  test('the one inline script is the islands loader; the CSP allows it and the speculation rules by their hashes; every other script is data', async () => {
    const page = await get(server, '/');
    const scripts = [...page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const code = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(code).toHaveLength(1);
    const [, attributes, text] = code[0];
    // Built by the frontend's build (frontend/src/public/islands/loader): a classic script that imports the islands' one.
    expect(text).toMatch(/^\(function\(\)\{.*\bimport\(.*\}\)\(\);$/s);
    expect(attributes).toMatch(/^ data-islands="\/assets\/islands-[\w-]+\.js" data-web-fonts="\/assets\/[\w-]+\.css"$/);
    // Nothing external to fetch before the page is shown: no script file, module preload or stylesheet.
    expect(page.html).not.toMatch(/<script[^>]* src=|rel="modulepreload"|<link rel="stylesheet"/);

    // The CSP allows the loader and the speculation rules the islands add (prerender on hover), by their hashes.
    const hash = (inline: string) => `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash(text)} ${hash(SPECULATION_RULES)};`);
    // The same from the public cache, whose answers the fast path sends (kept from the second request on).
    for (const again of [await get(server, '/'), await get(server, '/')]) {
      expect(again.html).toBe(page.html);
      expect(again.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
    }
    expect(JSON.stringify((JSON.parse(SPECULATION_RULES) as { prerender: { where: unknown }[] }).prerender[0].where)).toContain('/admin/*');
    const islands = await get(server, /data-islands="([^"]+)"/.exec(attributes)![1]);
    expect(islands.status).toBe(200);
    expect(islands.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  test.each(['/', '/projects'])('%s holds the values of the tokens its styles name, and defines only the fonts it refers to', async (path) => {
    const { html } = await get(server, path);
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const defined = new Set([...css.matchAll(/(--chakra-[\w\\.-]+):/g)].map((match) => match[1]));
    const referenced = new Set([...html.matchAll(/var\(\s*(--chakra-[\w\\.-]+)/g)].map((match) => match[1]));
    // A Tamil page sets its own fonts: they stay custom properties; every other token is written as its value.
    expect([...defined].sort()).toEqual(['--chakra-fonts-body', '--chakra-fonts-heading']);
    expect(css).toMatch(/\{[^{}]*padding-inline:1\.25rem/); // the page container's spacing.5
    expect([...referenced].filter((name) => !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => !referenced.has(name))).toEqual([]);
  });

  test.each(['/', '/ta/projects'])('%s names its classes shortly, each one styled by its own CSS', async (path) => {
    const { html } = await get(server, path);
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(' ')));
    expect(classes.size).toBeGreaterThan(100);
    expect([...classes].filter((name) => !/^[a-z][a-z0-9]{0,2}$/.test(name))).toEqual([]);
    const styled = new Set([...css.matchAll(/\.([a-z][a-z0-9]*)(?![\w\\-])/g)].map((match) => match[1]));
    expect([...classes].filter((name) => !styled.has(name))).toEqual([]);
    expect(html).not.toContain('class=""');
  });

  test('the CSS keeps the -webkit- copies Safari still needs and no other prefixes; keyframes once, unprefixed', async () => {
    const { html } = await get(server, '/');
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    expect(css).toMatch(/-webkit-backdrop-filter:[^;]+;backdrop-filter:/); // the header's blur on Safari before 18
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).not.toMatch(/-(?:moz|ms)-user-select|-webkit-(?:transition|transform|box-flex|align-items)\b/);
    expect(css).toContain('@keyframes fade-up{');
    expect(css).not.toContain('@-webkit-keyframes');
  });

  test('the web fonts take nothing from the first paint: none preloaded or linked, their stylesheet only named for the loader', async () => {
    const page = await get(server, '/');
    expect(page.html).not.toMatch(/rel="preload"[^>]*as="font"/);
    const named = /data-web-fonts="(\/assets\/[\w.-]+\.css)"/.exec(page.html);
    expect(named).not.toBeNull();
    const stylesheet = await get(server, named![1]);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.html).toMatch(/@font-face\{font-family:Inter Variable;[^}]*font-display:swap/);
    // Until then, the fallbacks shaped to the fonts' metrics.
    expect(page.html).toContain('font-family:"Inter Fallback"');
  });

  test("a Tamil page fetches no font before its first paint: the Tamil font's faces are there, off, naming files the server has", async () => {
    const page = await get(server, '/ta');
    expect(page.html).not.toMatch(/rel="preload"[^>]*as="font"/);
    const faces = /<style media="not all" data-tamil-font="">([^<]*)<\/style>/.exec(page.html);
    expect(faces).not.toBeNull();
    expect(faces![1]).toMatch(/font-family:Noto Sans Tamil;[^}]*font-display:optional/);
    const files = [...faces![1].matchAll(/url\((\/assets\/[\w.-]+\.woff2)\)/g)].map((match) => match[1]);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const font = await get(server, file);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
    }
  });

  test('a project page carries its title, description, main image for sharing, and its JSON-LD', async () => {
    const project = await createProject(server, token, { title: 'Lakeside villa', details: 'A calm home by the lake.', location: 'Vriddhachalam' });
    const page = await get(server, `/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(h1Text(page.html)).toBe('Lakeside villa');
    expect(page.html).toContain('<title>Lakeside villa | Sri Vriddhi Builders &amp; Engineers</title>');
    expect(metaContent(page.html, 'name', 'description')).toBe('A calm home by the lake.');
    // The share picture made from its main photo (test/api/share-images.test.ts).
    expect(metaContent(page.html, 'property', 'og:image')).toMatch(new RegExp(`^${server.url}/og/projects/${project.id}\\.jpg\\?v=`));
    const nodes = jsonLd(page.html);
    const work = nodes.find((node) => node['@type'] === 'CreativeWork');
    expect(work).toMatchObject({ name: 'Lakeside villa', url: `${server.url}/projects/${project.id}` });
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Projects', 'Lakeside villa']);
  });

  test('database text stays text in the HTML and in JSON-LD', async () => {
    const title = '</script><script>alert(1)</script>';
    const project = await createProject(server, token, { title, details: '<img src=x onerror=alert(2)> & "quotes"' });
    const page = await get(server, `/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const work = jsonLd(page.html).find((node) => node['@type'] === 'CreativeWork');
    expect(work?.name).toBe(title);
    expect(work?.description).toBe('<img src=x onerror=alert(2)> & "quotes"');
  });

  test('an unknown path answers 404 with the not-found page, not indexed', async () => {
    const page = await get(server, '/no-such-page');
    expect(page.status).toBe(404);
    expect(h1Text(page.html)).toBe('404 - Page Not Found');
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  test.each([UNKNOWN_ID, 'not-a-project-id'])('an unknown project (%s) answers 404 with the error page', async (id) => {
    const page = await get(server, `/projects/${id}`);
    expect(page.status).toBe(404);
    expect(h1Text(page.html)).toBe('Error');
    expect(page.html).toContain('Project not found');
  });

  test('HEAD answers the same status and headers without a body', async () => {
    const response = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  test('the admin app answers /admin and /login, not indexed; the short admin URLs redirect', async () => {
    for (const path of ['/admin', '/admin/allprojects', '/login']) {
      const page = await get(server, path);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.html).toContain('<div id="root"></div>');
    }
    expect((await get(server, '/dashboard')).headers.get('location')).toBe('/admin');
    expect((await get(server, '/addprojects')).headers.get('location')).toBe('/admin/addprojects');
    expect((await get(server, `/editproject/${UNKNOWN_ID}`)).headers.get('location')).toBe(`/admin/editproject/${UNKNOWN_ID}`);
  });

  test('a page is kept until the next write, under its one canonical URL', async () => {
    const first = await get(server, '/projects');
    const again = await get(server, '/projects');
    const tagged = await get(server, '/projects?utm_source=whatsapp');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(tagged.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(tagged.html).toBe(first.html);

    await createProject(server, token, { title: 'Brand new warehouse', category: 'industrial' });
    const after = await get(server, '/projects');
    expect(after.html).toContain('Brand new warehouse');
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const filtered = await get(server, '/projects?category=industrial');
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain('<link rel="canonical" href="' + server.url + '/projects"/>');
  });

  test('the gallery is kept per existing category: any spelling of one is that page, a made-up one the whole gallery', async () => {
    await createGalleryImage(server, token, { title: 'Slab pour', category: 'Construction Progress' });
    await createGalleryImage(server, token, { title: 'Finished villa', category: 'Residential' });
    const progress = await get(server, '/gallery?category=Construction+Progress');
    expect(progress.status).toBe(200);
    expect(progress.html).toMatch(/<li hidden=""><a[^>]*aria-label="Open image: Finished villa"/);
    expect(progress.html).toMatch(/<li><a[^>]*aria-label="Open image: Slab pour"/);
    expect(progress.html).toMatch(/<a href="\/gallery\?category=Construction\+Progress" role="button"[^>]*aria-pressed="true"/);

    const spelled = await get(server, '/gallery?category=construction%20progress&utm_source=x');
    expect(spelled.headers.get('etag')).toBe(progress.headers.get('etag'));
    const [all, madeUp] = await Promise.all([get(server, '/gallery'), get(server, '/gallery?category=Nope')]);
    expect(madeUp.headers.get('etag')).toBe(all.headers.get('etag'));
    expect(all.html).not.toContain('<li hidden');
  });

  test('each origin the site is reached by gets its own absolute URLs', async () => {
    const [one, two] = await Promise.all([getWithHost(server, '/contact', 'one.example:4000'), getWithHost(server, '/contact', 'two.example')]);
    expect(one).toContain('<link rel="canonical" href="http://one.example:4000/contact"/>');
    expect(two).toContain('<link rel="canonical" href="http://two.example/contact"/>');
    expect(JSON.stringify(jsonLd(two))).toContain('"url":"http://two.example/"');
    for (const html of [one, two]) expect(html).not.toContain('.invalid');
  });

  test('every unknown path and project id gets the same not-found page', async () => {
    const [a, b] = await Promise.all([get(server, '/made-up-1'), get(server, '/made/up/2?x=1')]);
    expect(a.html).toBe(b.html);
    const [p, q] = await Promise.all([get(server, `/projects/${UNKNOWN_ID}`), get(server, '/projects/%E0%A4%A')]);
    expect(p.status).toBe(404);
    expect(q.status).toBe(404);
    expect(p.html).toBe(q.html);
  });

  test('another spelling of a page redirects (301) to its one canonical address before anything is rendered', async () => {
    const project = await createProject(server, token);
    const escaped = [...project.id].map((char, index) => (index % 3 === 0 ? `%${char.charCodeAt(0).toString(16)}` : char)).join('');
    const cases: [string, string][] = [
      [`/projects/${escaped}`, `/projects/${project.id}`],
      [`/projects/${project.id.toUpperCase()}`, `/projects/${project.id}`],
      [`/Projects/${project.id}/`, `/projects/${project.id}`],
      ['/about/', '/about'],
      ['//about', '/about'],
      ['/%61bout?utm_source=whatsapp', '/about?utm_source=whatsapp'],
      ['/Gallery?category=Residential', '/gallery?category=Residential'],
    ];
    for (const [odd, canonical] of cases) {
      const page = await get(server, odd);
      expect([odd, page.status, page.headers.get('location')]).toEqual([odd, 301, canonical]);
    }
    const page = await get(server, `/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<link rel="canonical" href="${server.url}/projects/${project.id}"/>`);
    // What is no page is not redirected: it is the not-found page wherever it points.
    for (const path of ['/made-up/', '//evil.example', '/projects/a/b']) expect((await get(server, path)).status).toBe(404);
  });
});

describe("the pages' dates", () => {
  // Fourteen hours ahead of UTC: most instants fall on another day there than in UTC or in India.
  const timeZone = 'Pacific/Kiritimati';
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { TIME_ZONE: timeZone } });
    token = await server.login();
  });
  afterAll(() => server.close());

  test("are the firm's days (TIME_ZONE), in words and as <time datetime>, on the project's page and its card", async () => {
    const project = await createProject(server, token, { title: 'Dated house' });
    const createdAt = new Date(project.createdAt);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(createdAt);
    const words = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(createdAt);
    for (const path of [`/projects/${project.id}`, '/projects']) {
      const page = await get(server, path);
      expect(page.html).toContain(`<time dateTime="${day}">${words}</time>`);
    }
  });
});
