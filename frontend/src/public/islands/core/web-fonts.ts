import { WEB_FONTS_KEY } from '@vriddhi/rules/islands-loader';

function remember(href: string): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, href); // read by the pages' loader, which links them at once on later pages
  } catch {
    // nothing kept (a private window): the next page links them once loaded too
  }
}

/**
 * Links the web fonts' stylesheet (src/shared/fonts.css, named on the loader's script tag) unless the
 * loader already did, and once the fonts have arrived remembers which stylesheet this browser has (a new
 * build names another, which later pages then wait for again). The islands start once the page has
 * loaded, so a first visit spends its bandwidth on the text and the main photo first.
 */
export function applyWebFonts(): void {
  const href = document.querySelector<HTMLScriptElement>('script[data-web-fonts]')?.dataset.webFonts;
  if (!href) return;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
  if (linked) return remember(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Not `document.fonts.ready`: reading it lays the whole page out at once, a long task on a phone.
  // Fonts this tab had already loaded fire no event: then the next page links them after load again.
  link.addEventListener('load', () => document.fonts.addEventListener('loadingdone', () => remember(href), { once: true }), { once: true });
  document.head.append(link);
}
