import { isPlainClick } from './clicks';
import { scrollToTop } from './motion';

/**
 * A link to the page already shown (Home on the home page, the logo) scrolls smoothly back to the top
 * instead of loading the page again. Links with a hash, a target or a modifier key behave as usual.
 */
export function scrollToTopOnSamePageLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search || url.hash) return;
    event.preventDefault();
    scrollToTop();
  });
}
