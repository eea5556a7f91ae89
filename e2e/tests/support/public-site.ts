import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * What the public-site tests expect from the firm's identity (frontend/src/public/content/site.ts) and
 * from the demo seed (backend/demo-content/content.json). They run on a server of their own, which
 * nothing changes (the admin's tests have another: playwright.config.ts).
 */
export const FIRM_NAME = 'Sri Vriddhi Builders & Engineers';
export const WHATSAPP_NUMBER = '919443212345';

/** "Page | Firm", or the firm's own title for the home page. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${FIRM_NAME}` : `${FIRM_NAME} | Construction & Engineering in Vriddhachalam`;
}

const demoContentFile = path.resolve(__dirname, '..', '..', '..', 'backend', 'demo-content', 'content.json');
const demoContent = JSON.parse(fs.readFileSync(demoContentFile, 'utf8')) as { services: { title: string }[] };

/** The seeded services' titles, in display order (the home page's static list and the seed agree). */
export const SERVICE_TITLES: readonly string[] = demoContent.services.map((service) => service.title);

export interface SeededProject {
  title: string;
  category: 'residential' | 'commercial' | 'industrial' | 'infrastructure';
  location: string;
}

export const RESIDENCE = {
  title: 'Two-Storey Family Residence',
  category: 'residential',
  location: 'Vriddhachalam, Cuddalore District',
  /** The main image and three extra ones. */
  imageCount: 4,
  detailsStart: 'A 2,450 sq.ft two-storey home on a 40 x 60 ft plot',
  features: [
    '2,450 sq.ft built-up area on two floors',
    'Isolated footings below the expansive clay layer',
    'Tiled sloped roof over an RCC slab for heat control',
    'East-facing pooja room and covered car porch',
    'Rainwater harvesting pit and underground sump',
    'Completed in 11 months',
  ],
  /** The only other seeded residential project: first in the related list (same category first). */
  sameCategory: 'Stilt-Plus-Four Apartment Block',
} as const;

export const SEEDED_PROJECTS: readonly SeededProject[] = [
  RESIDENCE,
  { title: 'Shopping Complex on the Main Road', category: 'commercial', location: 'Vriddhachalam, Cuddalore District' },
  { title: 'Ceramic Production Shed and Kiln', category: 'industrial', location: 'Vriddhachalam, Cuddalore District' },
  { title: 'Stilt-Plus-Four Apartment Block', category: 'residential', location: 'Neyveli, Cuddalore District' },
  { title: 'Minor Bridge across an Irrigation Channel', category: 'infrastructure', location: 'Sethiathope, Cuddalore District' },
  { title: 'Rehabilitation of a Commercial Building', category: 'commercial', location: 'Chidambaram, Cuddalore District' },
  { title: 'Rice Mill and Storage Godown', category: 'industrial', location: 'Tittagudi, Cuddalore District' },
  { title: 'Village Road Improvement', category: 'infrastructure', location: 'Kammapuram, Virudhachalam Taluk' },
];

export const GALLERY_TITLES = [
  'Two-storey villa at sunrise',
  'Family home in the evening light',
  'Shop fronts after dark',
  'Living room with a warm, simple palette',
  'RCC frame rising, with tower crane on site',
  'Bridge on piers over an irrigation channel',
] as const;

/** A seeded project's id, read from the real server's REST API. */
export async function projectIdByTitle(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/projects');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { id: string; title: string }[] };
  const project = body.data.find((p) => p.title === title);
  if (!project) throw new Error(`Seeded project not found: ${title}`);
  return project.id;
}

/** The project cards on a list (each card is an article whose heading links to the detail page). */
export function projectCards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('a[href^="/projects/"]') });
}

export function projectCard(page: Page, title: string): Locator {
  return projectCards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Every image inside `scope` has finished loading and decoded to a real picture (not a broken image). */
export async function expectImagesLoaded(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

/**
 * Waits until the page's text is set in its final fonts. A first visit keeps the fallbacks; a later page's
 * loader links the web fonts in its head, and should they arrive after the first layout, the swap moves
 * the text by a pixel or so (the fallbacks' metrics match closely, not exactly): the browser keeps what is
 * on screen in place by moving the scroll position, or a smooth scroll's end, by as much. A test that
 * checks a scroll position waits for this first.
 */
export async function webFontsInUse(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const href = document.querySelector<HTMLElement>('script[data-web-fonts]')?.dataset.webFonts;
        const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
        if (link && !link.sheet) return false;
        void document.body.offsetHeight; // a layout, so the fonts the text needs start loading
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return true;
      }),
    )
    .toBe(true);
}

/** Scrolls the window to `y` the way a visitor's wheel would, so the page's scroll listeners fire. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await webFontsInUse(page);
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/**
 * Holds back the islands' script, as a slow network would: `askedFor` resolves when the page has asked
 * for it (the loader does, once the page has loaded), `release` lets it through. `script` names another
 * of them instead (an island's own module, e.g. /ContactForm\.island-[\w-]+\.js$/).
 */
export async function holdIslandsScript(page: Page, script = /\/assets\/islands-[\w-]+\.js$/): Promise<{ askedFor: Promise<void>; release: () => void }> {
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { askedFor, release };
}

declare global {
  interface Window {
    __opened: { url: string; target?: string }[];
  }
}

/** Records window.open calls instead of opening WhatsApp (the machine has no way out to wa.me). */
export async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.__opened = [];
    window.open = (url?: string | URL, target?: string) => {
      window.__opened.push({ url: String(url), target });
      return null;
    };
  });
}

/** The window.open calls recorded by stubWindowOpen. */
export const opened = (page: Page) => page.evaluate(() => window.__opened);

/** Fills the contact page's form as a visitor would, with `subject` to tell the sending apart; returns the form. */
export async function fillContactForm(page: Page, subject: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Arun Kumar');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('arun.kumar@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+91 98765 43210');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('A two-storey house.');
  return form;
}
