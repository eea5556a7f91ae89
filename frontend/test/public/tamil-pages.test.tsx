import './setup-dom';
import { screen, within } from '@testing-library/react';
import { PUBLIC_PAGES } from '@vriddhi/rules';
import { loadPage } from '@/public/server/render-page';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { pageFixtures, renderServerPage } from './server-page';

const ORIGIN = 'https://example.test';

/** Every public page's English path, with the fixtures' project. */
const englishPaths = PUBLIC_PAGES.map((page) => page.path.replace(':id', 'p1'));
const tamil = (path: string) => (path === '/' ? '/ta' : `/ta${path}`);

const switchLink = () => document.querySelector<HTMLAnchorElement>('header a[data-language-switch]')!;
const menuSwitchLink = () => document.querySelector<HTMLAnchorElement>('#mobile-menu a[data-language-switch]')!;

describe('the language of a page is decided by its address', () => {
  test.each(englishPaths)('%s is English; its /ta twin is Tamil, in one render each', async (path) => {
    const english = await loadPage(path, async ({ operationName, variables }) => pageFixtures[operationName!](variables));
    expect((english.data as { locale: string }).locale).toBe('en');
    const twin = await loadPage(tamil(path), async ({ operationName, variables }) => pageFixtures[operationName!](variables));
    expect((twin.data as { locale: string }).locale).toBe('ta');
    expect(twin.status).toBe(200);
    expect(twin.renderUrl).toBe(tamil(path));
  });

  test('an unknown address under /ta is the Tamil not-found page, shared by all of them', async () => {
    const execute = async ({ operationName, variables }: { operationName?: string; variables: Record<string, unknown> }) =>
      pageFixtures[operationName!](variables);
    const [a, b, english] = await Promise.all([loadPage('/ta/nowhere', execute), loadPage('/ta/x/y', execute), loadPage('/nowhere', execute)]);
    expect([a.status, b.status, english.status]).toEqual([404, 404, 404]);
    expect(a.renderUrl).toBe('/ta/404');
    expect(b.renderUrl).toBe('/ta/404');
    expect(english.renderUrl).toBe('/404');
    const page = await renderServerPage('/ta/nowhere');
    expect(page.status).toBe(404);
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - பக்கம் கிடைக்கவில்லை');
    expect(screen.getByRole('link', { name: /முகப்புக்குத் திரும்ப/ })).toHaveAttribute('href', '/ta');
    // No page of its own: the switch leads to the other language's home.
    expect(switchLink()).toHaveAttribute('href', '/');
  });
});

describe.each(englishPaths)('%s in Tamil', (path) => {
  test('is Tamil throughout: lang, navigation, links that stay under /ta, hreflang both ways, og:locale', async () => {
    const page = await renderServerPage(tamil(path));
    expect(page.status).toBe(200);
    expect(document.documentElement.lang).toBe('ta');
    expect(page.html).toContain('<html lang="ta">');
    const nav = screen.getByRole('navigation', { name: 'முதன்மை' });
    expect(within(nav).getByRole('link', { name: 'முகப்பு' })).toHaveAttribute('href', '/ta');
    expect(within(nav).getByRole('link', { name: 'தொடர்புக்கு' })).toHaveAttribute('href', '/ta/contact');
    expect(screen.getByRole('link', { name: 'முதன்மை உள்ளடக்கத்துக்குச் செல்ல' })).toBeInTheDocument();

    // Every link into the site stays in Tamil, but the admin's (English only) and the switch.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = link.getAttribute('href')!;
      if (href === '/login' || link.dataset.languageSwitch !== undefined || href.startsWith('/uploads/')) continue;
      expect(href === '/ta' || href.startsWith('/ta/') || href.startsWith('/ta?')).toBe(true);
    }

    const alternates = Object.fromEntries(
      [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    expect(alternates).toEqual({ en: `${ORIGIN}${path}`, ta: `${ORIGIN}${tamil(path)}`, 'x-default': `${ORIGIN}${path}` });
    expect(document.querySelector('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${tamil(path)}`);
    expect(document.querySelector('head meta[property="og:locale"]')).toHaveAttribute('content', 'ta_IN');
    expect(document.querySelector('head meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_IN');
    // No web-font stylesheet linked later; the Tamil font's faces in the head, off (the device's Tamil font)
    // until the loader finds the browser has its file, and nothing fetched before the first paint.
    expect(document.querySelector('script[data-islands]')).not.toHaveAttribute('data-web-fonts');
    expect(document.querySelector('head link[rel="preload"][as="font"]')).toBeNull();
    const tamilFaces = document.querySelector('head style[data-tamil-font]');
    expect(tamilFaces).toHaveAttribute('media', 'not all');
    expect(tamilFaces?.textContent).toContain('font-family:Noto Sans Tamil;font-display:optional');
    // Before the loader, which turns them on.
    expect(tamilFaces?.compareDocumentPosition(document.querySelector('script[data-islands]')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  test('the switch, in the header and the phone menu, leads to the same page in English, and back', async () => {
    await renderServerPage(tamil(path));
    for (const link of [switchLink(), menuSwitchLink()]) {
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveTextContent('English');
      expect(link.querySelector('[lang="en"]')).toHaveTextContent('English');
    }
    await renderServerPage(path);
    expect(document.documentElement.lang).toBe('en');
    for (const link of [switchLink(), menuSwitchLink()]) {
      expect(link).toHaveAttribute('href', tamil(path));
      expect(link).toHaveAttribute('hreflang', 'ta');
      expect(link.querySelector('[lang="ta"]')).toHaveTextContent('தமிழ்');
    }
    const alternates = [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates).toEqual(['en', 'ta', 'x-default']);
    expect(document.querySelector('head meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  });
});

test('an English page neither preloads nor names the Tamil font', async () => {
  await renderServerPage('/about');
  expect(document.querySelector('head link[rel="preload"][as="font"]')).toBeNull();
  expect(document.querySelector('head style[data-tamil-font]')).toBeNull();
  expect(document.querySelector('head style')?.textContent).not.toContain('Noto Sans Tamil');
});

test('every query of a Tamil page asks for the Tamil texts; of an English page, for the English ones', async () => {
  const asked: Record<string, unknown>[] = [];
  const execute = async ({ operationName, variables }: { operationName?: string; variables: Record<string, unknown> }) => {
    asked.push({ operationName, ...variables });
    return pageFixtures[operationName!](variables);
  };
  await loadPage('/ta/projects/p1', execute);
  expect(asked).toEqual(
    expect.arrayContaining([
      { operationName: 'PublicSiteSettings', locale: 'TA' },
      { operationName: 'PublicProject', id: 'p1', locale: 'TA' },
    ]),
  );
  asked.length = 0;
  await loadPage('/gallery', execute);
  expect(asked).toEqual(
    expect.arrayContaining([
      { operationName: 'PublicSiteSettings', locale: 'EN' },
      { operationName: 'PublicGalleryImages', locale: 'EN' },
    ]),
  );
});

test("the switch keeps the projects page's filter", async () => {
  await renderServerPage('/ta/projects?category=commercial');
  expect(switchLink()).toHaveAttribute('href', '/projects?category=commercial');
  expect(screen.getByRole('button', { name: /வணிகக் கட்டடங்கள்/ })).toHaveAttribute('href', '/ta/projects?category=commercial');
});

test("a Tamil project page's structured data is in Tamil and names its language", async () => {
  await renderServerPage('/ta/projects/p1');
  const data = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? '') as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Record<string, unknown>[];
  const project = data.find((node) => node['@type'] === 'CreativeWork')!;
  expect(project).toMatchObject({ url: `${ORIGIN}/ta/projects/p1`, inLanguage: 'ta' });
  const crumbs = data.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(crumbs.itemListElement.slice(0, 2)).toEqual([
    expect.objectContaining({ name: 'முகப்பு', item: `${ORIGIN}/ta` }),
    expect.objectContaining({ name: 'திட்டங்கள்', item: `${ORIGIN}/ta/projects` }),
  ]);
});

test("the Tamil home's service tiles have the icons their English titles choose", async () => {
  const inPageLanguage = (variables: Record<string, unknown>) =>
    variables.locale === 'TA'
      ? [
          { id: 's1', title: 'அப்ரூவல் பிளான்', description: 'வரைபடம்.' },
          { id: 's2', title: 'ஆலோசனை', description: 'ஆலோசனை.' },
        ]
      : [
          { id: 's1', title: 'Approval Plan', description: 'Plans.' },
          { id: 's2', title: 'Consultation', description: 'Advice.' },
        ];
  await renderServerPage('/ta', {
    ...pageFixtures,
    PublicSiteSettings: (variables) => ({
      data: { siteSettings: DEFAULT_SITE_SETTINGS, services: inPageLanguage(variables), servicesInEnglish: inPageLanguage({ locale: 'EN' }) },
    }),
  });
  const tile = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
  const iconOf = (title: string) => tile(title).querySelector('svg use')?.getAttribute('href');
  expect(iconOf('அப்ரூவல் பிளான்')).toMatch(/#FileCheck$/);
  expect(iconOf('ஆலோசனை')).toMatch(/#Handshake$/);
});
