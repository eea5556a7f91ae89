import { ALL_IMAGES, galleryFilterSearch } from './gallery-filter';
import { revealPressedChip } from '@/public/islands/core/chips';
import { isPlainClick } from '@/public/islands/core/clicks';
import type { Island } from '@/public/islands/island';
import { islandMessages } from '@/public/islands/core/messages';
import { wireLightbox } from './Lightbox.behaviour';

/**
 * The gallery (markup: GalleryGrid): a category chip shows only its category's thumbnails (the others'
 * list items get `hidden`) and keeps the choice in the address's `?category=`, without a reload; the
 * chips stay links, so a new tab opens the filtered page. A thumbnail opens the lightbox over the
 * thumbnails shown.
 */
const gallery: Island = (root) => {
  const chips = [...root.querySelectorAll<HTMLAnchorElement>('a[data-filter]')];
  const tiles = [...root.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')];
  const itemOf = (tile: HTMLElement) => tile.closest('li') ?? tile;

  const choose = (category: string) => {
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.filter === category));
    for (const tile of tiles) itemOf(tile).hidden = category !== ALL_IMAGES && tile.dataset.category !== category;
    const url = new URL(window.location.href);
    url.search = galleryFilterSearch(url.search, category);
    window.history.replaceState(window.history.state, '', url);
  };

  for (const chip of chips) {
    chip.addEventListener('click', (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      choose(chip.dataset.filter ?? ALL_IMAGES);
    });
    // The chips are buttons to assistive technology, so Space presses them too (Enter follows any link).
    chip.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      chip.click();
    });
  }

  revealPressedChip(chips);
  wireLightbox(root, () => tiles.filter((tile) => !itemOf(tile).hidden), islandMessages<'counter'>(root).counter);
};

export default gallery;
