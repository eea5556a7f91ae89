import fs from 'node:fs';
import path from 'node:path';
import { fetchFontsForLaterPages, fontFilesFor, localSources } from '@/public/islands/core/web-fonts';

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
 * rest) and `deviceFonts` (the `local()` sources found), and note what was asked for.
 */
function network(files: Record<string, string>, deviceFonts: string[] = []) {
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
      if (this.source.startsWith('local(')) {
        asked.push(this.source);
        if (!this.source.split(',').some((source) => deviceFonts.includes(source))) throw new DOMException('A network error occurred.', 'NetworkError');
        return this;
      }
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
    const files = fontFilesFor('A', FONTS_CSS, 'http://localhost/assets/fonts-1.css').map((file) => new URL(file).pathname);
    expect(files).toEqual(['/assets/files/inter-latin-wght-normal.woff2', '/assets/files/poppins-latin-700-normal.woff2']);
  });

  test('a first visit fetches the stylesheet and its Latin fonts without using them, then remembers them for the later pages', async () => {
    writeHead();
    // Relative to the stylesheet, as the browser reads its url()s.
    const fonts = ['/assets/files/inter-latin-wght-normal.woff2', '/assets/files/poppins-latin-700-normal.woff2'];
    const asked = network({ [STYLESHEET]: FONTS_CSS, ...Object.fromEntries(fonts.map((file) => [file, 'woff2'])) });
    await fetchFontsForLaterPages();
    expect(asked).toEqual([STYLESHEET, ...fonts]);
    expect(linked()).toHaveLength(0); // this page keeps its fallbacks: no relayout
    expect(localStorage.getItem('web-fonts')).toBe(STYLESHEET);
  });

  test('a font that does not arrive is not remembered: the next page keeps the fallbacks and tries again', async () => {
    writeHead();
    network({ [STYLESHEET]: FONTS_CSS }); // the fonts' files answer 404
    await fetchFontsForLaterPages();
    expect(localStorage.getItem('web-fonts')).toBeNull();
    expect(linked()).toHaveLength(0);
  });

  test('once the loader has linked them (a later page), nothing is fetched again', async () => {
    writeHead(`<link rel="stylesheet" href="${STYLESHEET}">`);
    const asked = network({});
    await fetchFontsForLaterPages();
    expect(asked).toEqual([]);
    expect(localStorage.getItem('web-fonts')).toBe(STYLESHEET);
  });

  test('a page whose loader names no fonts fetches nothing', async () => {
    document.head.innerHTML = '<script data-islands="/assets/islands.js"></script>';
    const asked = network({});
    await fetchFontsForLaterPages();
    expect(asked).toEqual([]);
    expect(localStorage.getItem('web-fonts')).toBeNull();
  });
});

const TAMIL_FILES = ['/assets/noto-sans-tamil-400.woff2', '/assets/noto-sans-tamil-700.woff2'];
/** As the Tamil pages write them (backend/src/pages/page-assets.ts, from the built fonts-tamil.css). */
const TAMIL_FACES = [
  `@font-face{font-family:Noto Sans Tamil;font-display:optional;font-weight:100 500;src:local(Noto Sans Tamil),local(NotoSansTamil-Regular),url(${TAMIL_FILES[0]});unicode-range:U+B80-BFF,U+200C-200D,U+25CC,U+11FC0-11FFF}`,
  `@font-face{font-family:Noto Sans Tamil;font-display:optional;font-weight:600 900;src:local(Noto Sans Tamil Bold),local(NotoSansTamil-Bold),url(${TAMIL_FILES[1]});unicode-range:U+B80-BFF,U+200C-200D,U+25CC,U+11FC0-11FFF}`,
].join('');

/** A Tamil page's head as the server writes it: the Tamil font's faces, off until the loader turns them on. */
function writeTamilHead(media = 'not all'): void {
  document.head.innerHTML = `<style media="${media}" data-tamil-font="">${TAMIL_FACES}</style><script data-islands="/assets/islands.js"></script>`;
}

const fetchedFiles = (asked: string[]) => asked.filter((source) => source.startsWith('/'));

describe('the Tamil font', () => {
  afterEach(() => localStorage.clear());

  test("each face's sources on the device are the ones looked for", () => {
    expect(localSources(TAMIL_FACES)).toEqual(['local(Noto Sans Tamil),local(NotoSansTamil-Regular)', 'local(Noto Sans Tamil Bold),local(NotoSansTamil-Bold)']);
  });

  test('a first visit on a device without it fetches its files without using them, then remembers them for the later pages', async () => {
    writeTamilHead();
    const asked = network(Object.fromEntries(TAMIL_FILES.map((file) => [file, 'woff2'])));
    await fetchFontsForLaterPages();
    expect(fetchedFiles(asked).sort()).toEqual(TAMIL_FILES);
    expect(document.querySelector('style[data-tamil-font]')).toHaveAttribute('media', 'not all'); // this page keeps the device's font
    expect(localStorage.getItem('tamil-font')).toBe(TAMIL_FACES);
  });

  test('a device with the font of its own (an Android phone) fetches nothing, and the later pages use its own', async () => {
    writeTamilHead();
    const asked = network({}, ['local(NotoSansTamil-Regular)', 'local(Noto Sans Tamil Bold)']);
    await fetchFontsForLaterPages();
    expect(fetchedFiles(asked)).toEqual([]);
    expect(localStorage.getItem('tamil-font')).toBe(TAMIL_FACES);
  });

  test('a device with one weight of its own fetches only the other', async () => {
    writeTamilHead();
    const asked = network({ [TAMIL_FILES[1]]: 'woff2' }, ['local(Noto Sans Tamil)']);
    await fetchFontsForLaterPages();
    expect(fetchedFiles(asked)).toEqual([TAMIL_FILES[1]]);
    expect(localStorage.getItem('tamil-font')).toBe(TAMIL_FACES);
  });

  test('a file that does not arrive is not remembered: the next page keeps the device font and tries again', async () => {
    writeTamilHead();
    network({ [TAMIL_FILES[0]]: 'woff2' });
    await fetchFontsForLaterPages();
    expect(localStorage.getItem('tamil-font')).toBeNull();
  });

  test('once the loader has turned the faces on (a later page), nothing is fetched again', async () => {
    writeTamilHead('all');
    const asked = network({});
    await fetchFontsForLaterPages();
    expect(asked).toEqual([]);
  });
});
