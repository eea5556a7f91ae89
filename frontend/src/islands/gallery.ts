import type { Island } from './island';
import { wireLightbox } from './lightbox';

/**
 * The gallery: the category chips show only their category's thumbnails (the others' list items get
 * `hidden`), and a thumbnail opens the lightbox over the thumbnails shown.
 */
const gallery: Island = (root) => {
  const chips = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-filter]'));
  const tiles = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]'));
  const itemOf = (tile: HTMLElement) => tile.closest('li') ?? tile;

  for (const chip of chips) {
    chip.addEventListener('click', () => {
      const category = chip.dataset.filter;
      for (const other of chips) other.setAttribute('aria-pressed', String(other === chip));
      for (const tile of tiles) itemOf(tile).hidden = category !== 'all' && tile.dataset.category !== category;
    });
  }

  wireLightbox(root, () => tiles.filter((tile) => !itemOf(tile).hidden));
};

export default gallery;
