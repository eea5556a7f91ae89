import { HEADER_SCROLL_THRESHOLD } from './nav';
import { watchScrolledPast } from '@/public/islands/core/motion';
import type { Island } from '@/public/islands/island';
import { islandMessages } from '@/public/islands/core/messages';

/**
 * The fixed header: `data-scrolled` once the page is scrolled past the threshold (the header turns solid),
 * and the phone menu, opened and closed by its button, closed again by Escape or by following a link.
 */
const header: Island = (root) => {
  watchScrolledPast(HEADER_SCROLL_THRESHOLD, (past) => {
    root.dataset.scrolled = String(past);
  });

  const messages = islandMessages<'open' | 'close'>(root);
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  const menu = root.querySelector<HTMLElement>('#mobile-menu');
  if (!button || !menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    root.dataset.menuOpen = String(open);
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? messages.close : messages.open) ?? '');
  };
  button.addEventListener('click', () => setOpen(root.dataset.menuOpen !== 'true'));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      button.focus();
    }
  });
};

export default header;
