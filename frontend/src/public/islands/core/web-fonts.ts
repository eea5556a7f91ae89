/** Set once the web fonts have been switched on: later pages find them in the browser's cache. */
const SEEN_KEY = 'web-fonts-seen';

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false; // storage refused (a private window): treated as a first visit
  }
}

/**
 * Switches on the web fonts' stylesheet (linked for print by the page, see src/public/fonts.css): at
 * once when an earlier page already loaded them, else once this page has loaded, so a first visit
 * spends its bandwidth on the text and the main photo first.
 */
export function applyWebFonts(): void {
  const link = document.querySelector<HTMLLinkElement>('link[data-web-fonts]');
  if (!link) return;
  const apply = () => {
    link.media = 'all';
    try {
      localStorage.setItem(SEEN_KEY, '1');
    } catch {
      // nothing kept: the next page waits for its load too
    }
  };
  if (seenBefore() || document.readyState === 'complete') apply();
  else window.addEventListener('load', apply, { once: true });
}
