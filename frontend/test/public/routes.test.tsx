import './setup-dom';
import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE as site } from '@/public/content/site';
import type { ExecuteOperation } from '@vriddhi/rules';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { loadPage, renderer } from '@/public/server/render-page';
import { pageFixtures, renderServerPage } from './server-page';

const pages: [path: string, h1: string | RegExp, title: RegExp, navLink: string | null][] = [
  ['/', /building your vision/i, new RegExp(`^${site.name} \\| `), 'Home'],
  ['/about', 'About Us', /^About Us \| /, 'About Us'],
  ['/services', 'Our Services', /^Services \| /, 'Services'],
  ['/projects', 'Our Projects', /^Projects \| /, 'Projects'],
  ['/projects/p1', 'Project 1', /^Project 1 \| /, 'Projects'],
  ['/gallery', 'Gallery', /^Gallery \| /, 'Gallery'],
  ['/contact', 'Contact Us', /^Contact Us \| /, 'Contact'],
  ['/no/such/page', '404 - Page Not Found', /^Page Not Found \| /, null],
];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe.each(pages)('%s', (path, h1, title, navLink) => {
  test('is rendered on the server inside the layout: one h1, landmarks, its own title and description, the islands script', async () => {
    const page = await renderServerPage(path);
    expect(page.status).toBe(navLink ? 200 : 404);
    expect(page.html.startsWith('<!doctype html>')).toBe(true);

    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');

    expect(document.title).toMatch(title);
    expect(document.querySelectorAll('head title')).toHaveLength(1);
    const description = document.querySelector('head meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(20);
    for (const img of document.querySelectorAll('img')) expect(img).toHaveAttribute('alt');

    // The only code is the islands' loader, which names their script; anything else is data. Its text is,
    // to the byte, the one the renderer hands the server, whose CSP allows it by its hash.
    const code = [...document.querySelectorAll('script')].filter((script) => !/^application\/(ld\+)?json$/.test(script.type));
    expect(code).toHaveLength(1);
    expect(code[0].parentElement).toBe(document.head);
    expect(code[0].textContent).toBe(renderer.islandsLoader);
    expect(renderer.islandsLoader).toMatch(/^\(function\(\)\{.*import\(/);
    expect(code[0]).toHaveAttribute('data-islands', '/assets/islands.js');
  });

  test('the header marks the current page', async () => {
    await renderServerPage(path);
    const current = within(mainNav()).queryAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(navLink ? [navLink] : []);
  });
});

test('the 404 page offers a way home', async () => {
  await renderServerPage('/nowhere');
  expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a project that does not exist is answered with 404 and its error page', async () => {
  const page = await renderServerPage('/projects/nope');
  expect(page.status).toBe(404);
  expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Project not found');
  expect(screen.getByRole('main').querySelector('a[href="/projects"]')).toHaveTextContent('Back to Projects');
});

test('a list whose data cannot be read is answered with 503 and its error message', async () => {
  const page = await renderServerPage('/projects', { ...pageFixtures, PublicProjects: () => ({ errors: [{ message: 'Internal server error' }] }) });
  expect(page.status).toBe(503);
  expect(screen.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects. Please try again later.');
});

test.each([
  ['/', 'HomeLatestProjects', 'Failed to load projects. Please try again later.'],
  ['/services', 'PublicServices', 'Failed to load services. Please try again later.'],
  ['/projects/p1', 'PublicProject', 'Failed to load project details. Please try again later.'],
])('%s: its loader answers 503 with the page’s message when %s cannot be read', async (path, operation, message) => {
  const page = await renderServerPage(path, { ...pageFixtures, [operation]: () => ({ errors: [{ message: 'Internal server error' }] }) });
  expect(page.status).toBe(503);
  expect(screen.getByRole('alert')).toHaveTextContent(message);
});

test('the firm’s details come from the settings the server reads: header, footer, contact page, floating buttons and JSON-LD', async () => {
  const settings = JSON.parse(JSON.stringify(DEFAULT_SITE_SETTINGS)) as typeof DEFAULT_SITE_SETTINGS;
  settings.firmName = 'Kaveri Constructions';
  settings.phones = [{ label: 'Office', number: '+919000012345' }];
  settings.whatsapp = '+919000054321';
  settings.address.street = '7, Temple Street';
  const page = await renderServerPage('/contact', { ...pageFixtures, PublicSiteSettings: () => ({ data: { siteSettings: settings } }) });
  expect(page.status).toBe(200);
  expect(document.title).toMatch(/\| Kaveri Constructions$/);
  for (const link of screen.getAllByRole('link', { name: /\+91 90000 12345/ })) expect(link).toHaveAttribute('href', 'tel:+919000012345');
  expect(screen.getAllByRole('link', { name: /\+91 90000 12345/ }).length).toBeGreaterThanOrEqual(3);
  expect(screen.getByRole('link', { name: /Chat with us on WhatsApp/ }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/919000054321\?text=Hello%20Kaveri%20Constructions/,
  );
  expect(screen.getAllByText(/7, Temple Street/).length).toBeGreaterThan(0);
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );
  const firm = scripts.find((data) => data['@type'] === 'GeneralContractor') as { name: string; telephone: string[] };
  expect([firm.name, firm.telephone]).toEqual(['Kaveri Constructions', '+919000012345']); // one number: a string
  expect(page.html).not.toContain(DEFAULT_SITE_SETTINGS.firmName);
});

test('a page whose firm details cannot be read is answered 503, shown with the defaults', async () => {
  const page = await renderServerPage('/about', { ...pageFixtures, PublicSiteSettings: () => ({ errors: [{ message: 'Internal server error' }] }) });
  expect(page.status).toBe(503);
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
});

test('every missing project, and every address of no page, is rendered once for one shared address', async () => {
  const execute: ExecuteOperation = async ({ operationName }) =>
    operationName === 'PublicSiteSettings' ? pageFixtures.PublicSiteSettings({}) : { data: { project: null } };
  const [first, second, nowhere] = await Promise.all([loadPage('/projects/a', execute), loadPage('/projects/b', execute), loadPage('/no/such/page', execute)]);
  expect([first.status, second.status, nowhere.status]).toEqual([404, 404, 404]);
  expect(first.renderUrl).toBe('/projects/missing');
  expect(second.renderUrl).toBe(first.renderUrl);
  expect(nowhere.renderUrl).toBe('/404');
});

test('the data is read through the page’s GraphQL documents, and shown', async () => {
  await renderServerPage('/projects');
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Project 1' })).toHaveAttribute('href', '/projects/p1');
  expect(within(main).getByRole('link', { name: 'Project 2' })).toHaveAttribute('href', '/projects/p2');
});

test('each page has a different description', async () => {
  const seen = new Set<string>();
  for (const [path] of pages) {
    await renderServerPage(path);
    seen.add(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  }
  expect(seen.size).toBe(pages.length);
});

test("the firm's structured data is on the pages about the firm, home and contact, and not repeated on the others", async () => {
  const firmOn = async (path: string) => (await renderServerPage(path)).html.includes('"@type":"GeneralContractor"');
  expect([await firmOn('/'), await firmOn('/contact'), await firmOn('/ta/contact'), await firmOn('/about'), await firmOn('/projects')]).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
});

test('links between pages carry no route-discovery mark: no router runs in the browser', async () => {
  for (const [path, contact] of [
    ['/', '/contact'],
    ['/ta/projects', '/ta/contact'],
    ['/projects/p1', '/contact'],
  ]) {
    const { html } = await renderServerPage(path);
    expect(html).toContain(`href="${contact}"`);
    expect(html).not.toContain('data-discover');
  }
});

test('a page says nothing it need not: no empty class, no class the router adds for no style, no default image decoding', async () => {
  for (const path of ['/', '/services', '/ta/services', '/projects/p1']) {
    const { html } = await renderServerPage(path);
    expect(html).not.toContain(' class=""');
    expect(html).not.toMatch(/class="[^"]*\bactive\b/);
    expect(html).not.toContain('decoding="auto"');
    // The current page's link is marked for its styles all the same.
    expect(document.querySelector('header a[aria-current="page"]')).not.toBeNull();
  }
});
