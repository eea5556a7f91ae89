import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { projectIdByTitle, RESIDENCE } from './public-site';

/** Every public page's Tamil twin, with its English address and its h1 (the firm's own titles may be English until translated). */
export const TAMIL_PAGES: { name: string; path: (request: APIRequestContext) => Promise<string>; h1: RegExp }[] = [
  { name: 'home', path: async () => '/', h1: /உங்கள் கனவைத்\s+தரத்துடனும்\s+நேர்மையுடனும் கட்டுகிறோம்/ },
  { name: 'about', path: async () => '/about', h1: /^எங்களைப் பற்றி$/ },
  { name: 'services', path: async () => '/services', h1: /^எங்கள் சேவைகள்$/ },
  { name: 'projects', path: async () => '/projects', h1: /^எங்கள் திட்டங்கள்$/ },
  { name: 'a project', path: async (request) => `/projects/${await projectIdByTitle(request, RESIDENCE.title)}`, h1: /./ },
  { name: 'gallery', path: async () => '/gallery', h1: /^படங்கள்$/ },
  { name: 'contact', path: async () => '/contact', h1: /^தொடர்பு கொள்ள$/ },
];

/** The Tamil twin's address of an English page. */
export const tamil = (path: string) => (path === '/' ? '/ta' : `/ta${path}`);

/** No sideways scrolling, and no text cut off in the header, the cards and the buttons. */
export async function expectNothingOverflows(page: Page) {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  const { scrollWidth, innerWidth, clipped } = await page.evaluate(() => {
    const isClipped = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.clientWidth <= 1) return false;
      return element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
    };
    const texts = document.querySelectorAll('header a, header button, article :is(h2, h3, p, a), main :is(a, button), h1, h2');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      clipped: [...texts].filter((element) => isClipped(element)).map((element) => element.textContent?.trim()),
    };
  });
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
  expect(clipped, 'text cut off').toEqual([]);
}
