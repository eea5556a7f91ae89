import { applyWebFonts } from '@/public/islands/core/web-fonts';

/** The page's head as the server writes it: the loader's script names the web fonts' stylesheet. */
function writeHead(extra = ''): void {
  document.head.innerHTML = `<script data-islands="/assets/islands.js" data-web-fonts="/assets/fonts-1.css"></script>${extra}`;
}

const fontsLinks = () => document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href="/assets/fonts-1.css"]');

describe('web fonts', () => {
  // jsdom has no FontFaceSet: an event target stands in for `document.fonts`.
  const fonts = new EventTarget();
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
  });
  afterEach(() => localStorage.clear());

  test('the islands link them, and once the fonts have arrived (not just the stylesheet) remember which for the loader of later pages', async () => {
    writeHead();
    applyWebFonts();
    expect(fontsLinks()).toHaveLength(1);
    expect(localStorage.getItem('web-fonts')).toBeNull();
    fontsLinks()[0].dispatchEvent(new Event('load'));
    expect(localStorage.getItem('web-fonts')).toBeNull(); // the stylesheet has come, the fonts not yet
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(localStorage.getItem('web-fonts')).toBe('/assets/fonts-1.css');
  });

  test('once the loader has linked them (a later page), they are not linked twice', () => {
    writeHead('<link rel="stylesheet" href="/assets/fonts-1.css">');
    applyWebFonts();
    expect(fontsLinks()).toHaveLength(1);
    expect(localStorage.getItem('web-fonts')).toBe('/assets/fonts-1.css');
  });

  test('a page whose loader names no fonts links nothing', () => {
    document.head.innerHTML = '<script data-islands="/assets/islands.js"></script>';
    applyWebFonts();
    expect(document.querySelector('link')).toBeNull();
    expect(localStorage.getItem('web-fonts')).toBeNull();
  });
});
