import { applyWebFonts } from '@/public/islands/core/web-fonts';

/** The page's head as the server writes it: the loader's script names the web fonts' stylesheet. */
function writeHead(extra = ''): void {
  document.head.innerHTML = `<script data-islands="/assets/islands.js" data-web-fonts="/assets/web-fonts.css"></script>${extra}`;
}

const fontsLinks = () => document.querySelectorAll('link[rel="stylesheet"][href="/assets/web-fonts.css"]');

describe('web fonts', () => {
  afterEach(() => localStorage.clear());

  test('the islands link them (they start once the page has loaded) and remember it for the loader of later pages', () => {
    writeHead();
    applyWebFonts();
    expect(fontsLinks()).toHaveLength(1);
    expect(localStorage.getItem('web-fonts-seen')).toBe('1');
  });

  test('once the loader has linked them (a later page), they are not linked twice', () => {
    writeHead('<link rel="stylesheet" href="/assets/web-fonts.css">');
    applyWebFonts();
    expect(fontsLinks()).toHaveLength(1);
  });

  test('a page whose loader names no fonts links nothing', () => {
    document.head.innerHTML = '<script data-islands="/assets/islands.js"></script>';
    applyWebFonts();
    expect(document.querySelector('link')).toBeNull();
    expect(localStorage.getItem('web-fonts-seen')).toBeNull();
  });
});
