import { TAMIL_FONT_KEY, WEB_FONTS_KEY } from '@vriddhi/rules/islands-loader';

function remember(key: typeof WEB_FONTS_KEY | typeof TAMIL_FONT_KEY, fonts: string): void {
  try {
    localStorage.setItem(key, fonts); // read by the pages' loader, which uses them at once on later pages
  } catch {
    // nothing kept (a private window): the next page fetches them again and keeps its fallbacks too
  }
}

/**
 * Loads a face from `source` without adding it to the page's fonts: asked for exactly as a stylesheet's
 * face is (a plain fetch differs in its Origin header, which the answers vary by), so it lands in the
 * cache the later pages' faces read; nothing is drawn with it.
 */
function loadUnused(source: string): Promise<unknown> {
  return new FontFace('fetched-for-later-pages', source).load();
}

/** The `@font-face` rules of a stylesheet. */
function faces(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

/** Whether a face's `unicode-range` (none: every character) holds `codePoint`. */
function rangeHolds(range: string | undefined, codePoint: number): boolean {
  if (!range) return true;
  return range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt(to.replace(/\?/g, 'F'), 16);
    return codePoint >= low && codePoint <= high;
  });
}

/**
 * The font file of each face that draws `letter`, from a stylesheet's faces: the faces of other scripts
 * (for Latin letters: Cyrillic, Greek, Vietnamese, extended Latin) are fetched by a later page only if its
 * text needs them.
 */
export function fontFilesFor(letter: string, css: string, base: string): string[] {
  return faces(css)
    .filter((face) => rangeHolds(/unicode-range:\s*([^;}]+)/.exec(face)?.[1], letter.codePointAt(0)!))
    .flatMap((face) => {
      // The first of a face's sources: woff2, which every browser that runs the islands reads.
      const file = /url\(\s*["']?([^"')]+)/.exec(face)?.[1];
      return file ? [new URL(file, base).href] : [];
    });
}

/**
 * On a first visit, fetches the web fonts' stylesheet (src/shared/fonts.css, named on the loader's script
 * tag) and its Latin font files into the browser's cache without using them, then remembers that this
 * browser has them: the loader of every later page links them at once, so they are drawn from its first
 * paint. This page keeps its fallbacks, shaped to the same metrics: a font swapped in once the page is
 * up would lay the whole page out again, a long task on a phone, for a change the visitor hardly sees.
 * A new build names another stylesheet, which the next page fetches again.
 */
async function fetchWebFontsForLaterPages(): Promise<void> {
  const href = document.querySelector<HTMLScriptElement>('script[data-web-fonts]')?.dataset.webFonts;
  if (!href) return;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  if (linked) return remember(WEB_FONTS_KEY, href);
  try {
    const stylesheet = await fetch(href, { priority: 'low' });
    if (!stylesheet.ok) return;
    const files = fontFilesFor('A', await stylesheet.text(), new URL(href, location.href).href);
    await Promise.all(files.map((file) => loadUnused(`url(${JSON.stringify(file)})`)));
    remember(WEB_FONTS_KEY, href);
  } catch {
    // offline, a file refused or not a font: the next page tries again
  }
}

/** Each face's `local()` sources in `css` (the device's own copies of the font), as a face's source. */
export function localSources(css: string): string[] {
  return faces(css).map((face) => (face.match(/local\([^)]*\)/g) ?? []).join(','));
}

/** Whether a face from `source` loads: the device has it, or it arrived. */
function loads(source: string): Promise<boolean> {
  return loadUnused(source).then(
    () => true,
    () => false,
  );
}

/**
 * Fetches a face's file into the browser's cache without using it, unless the device has the face of its
 * own (one of its `local()` sources): weight by weight, as a device may have one and not the other.
 */
async function ownOrFetched(face: string): Promise<void> {
  const [local] = localSources(face);
  if (local && (await loads(local))) return;
  await Promise.all(fontFilesFor('த', face, location.href).map((file) => loadUnused(`url(${JSON.stringify(file)})`)));
}

/**
 * On a Tamil page drawn in the device's Tamil font (its Noto Sans Tamil faces off: a first visit), finds
 * which of the faces the device has itself (Android phones do: their `local()` sources) and fetches the
 * others' files into the browser's cache without using them; then remembers it, and the loader of every
 * later Tamil page turns the faces on at once. Waiting for the font on a first visit held each Tamil
 * page's first paint and main photo back behind 31 kB of fonts (Lighthouse /ta LCP 1.36 s; without them
 * 0.94 s), and a font swapped in later moves every Tamil line (the devices' Tamil fonts have other
 * metrics). What is remembered is the faces' text: another build's (or any change to them) is fetched
 * again, once.
 */
async function fetchTamilFontForLaterPages(): Promise<void> {
  const style = document.querySelector<HTMLStyleElement>('style[data-tamil-font]');
  const css = style?.textContent;
  if (!style || !css || style.media !== 'not all') return;
  try {
    await Promise.all(faces(css).map(ownOrFetched));
    remember(TAMIL_FONT_KEY, css);
  } catch {
    // offline, a file refused or not a font: the next page tries again
  }
}

/** Once a page is up, the fonts of the later pages (the web fonts, or on a Tamil page the Tamil font). */
export async function fetchFontsForLaterPages(): Promise<void> {
  await Promise.all([fetchWebFontsForLaterPages(), fetchTamilFontForLaterPages()]);
}
