import { WEB_FONTS_KEY } from '@vriddhi/rules/islands-loader';

function remember(href: string): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, href); // read by the pages' loader, which links them at once on later pages
  } catch {
    // nothing kept (a private window): the next page fetches them again and keeps its fallbacks too
  }
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
 * The font file of each face that draws Latin letters, from the web fonts' stylesheet: the faces of other
 * scripts (Cyrillic, Greek, Vietnamese, extended Latin) are fetched by a later page only if its text needs them.
 */
export function latinFontFiles(css: string, base: string): string[] {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? [])
    .filter((face) => rangeHolds(/unicode-range:\s*([^;}]+)/.exec(face)?.[1], 'A'.codePointAt(0)!))
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
export async function fetchWebFontsForLaterPages(): Promise<void> {
  const href = document.querySelector<HTMLScriptElement>('script[data-web-fonts]')?.dataset.webFonts;
  if (!href) return;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  if (linked) return remember(href);
  try {
    const stylesheet = await fetch(href, { priority: 'low' });
    if (!stylesheet.ok) return;
    const files = latinFontFiles(await stylesheet.text(), new URL(href, location.href).href);
    // Loaded as faces of their own, never added to the page's fonts: asked for exactly as the stylesheet's
    // faces will be (a plain fetch differs in its Origin header, which the answers vary by), nothing drawn.
    await Promise.all(files.map((file) => new FontFace('fetched-for-later-pages', `url(${JSON.stringify(file)})`).load()));
    remember(href);
  } catch {
    // offline, a file refused or not a font: the next page tries again
  }
}
