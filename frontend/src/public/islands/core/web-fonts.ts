/** Read by the pages' loader (ISLANDS_LOADER in packages/rules), which links the fonts at once on later pages. */
const SEEN_KEY = 'web-fonts-seen';

/**
 * Links the web fonts' stylesheet (src/public/fonts.css, named on the loader's script tag) unless the
 * loader already did, and remembers that this browser has them. The islands start once the page has
 * loaded, so a first visit spends its bandwidth on the text and the main photo first.
 */
export function applyWebFonts(): void {
  const href = document.querySelector<HTMLScriptElement>('script[data-web-fonts]')?.dataset.webFonts;
  if (!href) return;
  if (![...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // nothing kept (a private window): the next page links them once loaded too
  }
}
