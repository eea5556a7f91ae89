import fs from 'node:fs';
import path from 'node:path';
import { fetchWebFontsForLaterPages, latinFontFiles } from '@/public/islands/core/web-fonts';

const STYLESHEET = '/assets/fonts-1.css';

/** The page's head as the server writes it: the loader's script names the web fonts' stylesheet. */
function writeHead(extra = ''): void {
  document.head.innerHTML = `<script data-islands="/assets/islands.js" data-web-fonts="${STYLESHEET}"></script>${extra}`;
}

/** Fontsource's own stylesheets, as src/shared/fonts.css imports them (read from the package: jest maps `.css` away). */
const fontsource = (name: string, file: string) => fs.readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), 'utf8');
const FONTS_CSS = fontsource('@fontsource-variable/inter', 'wght.css') + fontsource('@fontsource/poppins', 'latin-700.css');

/**
 * jsdom has neither fetch nor FontFace: stand-ins that answer from `files` (404, or a failed load, for the
 * rest) and note what was asked for.
 */
function network(files: Record<string, string>) {
  const asked: string[] = [];
  const answer = (input: string) => {
    const { pathname } = new URL(input, location.href);
    asked.push(pathname);
    return files[pathname];
  };
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const body = answer(String(input));
    return { ok: body !== undefined, text: async () => body ?? '' } as Response;
  }) as typeof fetch;
  window.FontFace = class {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {}
    async load() {
      if (answer(JSON.parse(/^url\((.*)\)$/.exec(this.source)![1]) as string) === undefined)
        throw new DOMException('A network error occurred.', 'NetworkError');
      return this;
    }
  } as unknown as typeof FontFace;
  return asked;
}

const linked = () => document.querySelectorAll('link[rel="stylesheet"]');

describe('web fonts', () => {
  afterEach(() => localStorage.clear());

  test('the Latin faces are the ones fetched: none of the other scripts Inter comes with', () => {
    const files = latinFontFiles(FONTS_CSS, 'http://localhost/assets/fonts-1.css').map((file) => new URL(file).pathname);
    expect(files).toEqual(['/assets/files/inter-latin-wght-normal.woff2', '/assets/files/poppins-latin-700-normal.woff2']);
  });

  test('a first visit fetches the stylesheet and its Latin fonts without using them, then remembers them for the later pages', async () => {
    writeHead();
    // Relative to the stylesheet, as the browser reads its url()s.
    const fonts = ['/assets/files/inter-latin-wght-normal.woff2', '/assets/files/poppins-latin-700-normal.woff2'];
    const asked = network({ [STYLESHEET]: FONTS_CSS, ...Object.fromEntries(fonts.map((file) => [file, 'woff2'])) });
    await fetchWebFontsForLaterPages();
    expect(asked).toEqual([STYLESHEET, ...fonts]);
    expect(linked()).toHaveLength(0); // this page keeps its fallbacks: no relayout
    expect(localStorage.getItem('web-fonts')).toBe(STYLESHEET);
  });

  test('a font that does not arrive is not remembered: the next page keeps the fallbacks and tries again', async () => {
    writeHead();
    network({ [STYLESHEET]: FONTS_CSS }); // the fonts' files answer 404
    await fetchWebFontsForLaterPages();
    expect(localStorage.getItem('web-fonts')).toBeNull();
    expect(linked()).toHaveLength(0);
  });

  test('once the loader has linked them (a later page), nothing is fetched again', async () => {
    writeHead(`<link rel="stylesheet" href="${STYLESHEET}">`);
    const asked = network({});
    await fetchWebFontsForLaterPages();
    expect(asked).toEqual([]);
    expect(localStorage.getItem('web-fonts')).toBe(STYLESHEET);
  });

  test('a page whose loader names no fonts fetches nothing', async () => {
    document.head.innerHTML = '<script data-islands="/assets/islands.js"></script>';
    const asked = network({});
    await fetchWebFontsForLaterPages();
    expect(asked).toEqual([]);
    expect(localStorage.getItem('web-fonts')).toBeNull();
  });
});
