import { fill } from '@/public/i18n/fill';

const FOCUSABLE = 'a[href], button:not([disabled]):not([hidden]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The gallery's full-screen viewer on its server-rendered `<dialog data-lightbox>`: `tiles()` gives the
 * thumbnails it moves between (links marked `data-lightbox-item`, carrying the image in `href` and
 * `data-*`). A thumbnail opens it as a modal with focus on ×; a click anywhere but the arrows, × or Esc
 * closes it and gives focus back to the thumbnail; arrow keys and buttons move between images.
 * `counterText`: the page's "{index} of {count}", shown when there is more than one image.
 */
export function wireLightbox(root: HTMLElement, tiles: () => HTMLAnchorElement[], counterText: string | undefined): void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
  const part = <T extends HTMLElement>(name: string) => dialog?.querySelector<T>(`[data-lightbox-${name}]`) ?? null;
  const closeButton = part<HTMLButtonElement>('close');
  const previousButton = part<HTMLButtonElement>('previous');
  const nextButton = part<HTMLButtonElement>('next');
  const figure = part('figure');
  const image = part<HTMLImageElement>('image');
  const title = dialog?.querySelector<HTMLElement>('#lightbox-title') ?? null;
  const category = part('category');
  const separator = part('separator');
  const counter = part('counter');
  const caption = part('caption');
  if (!dialog || !closeButton || !previousButton || !nextButton || !figure || !image || !title || !category || !separator || !counter) return;

  let items: HTMLAnchorElement[] = [];
  let index = 0;
  let opener: HTMLElement | null = null;
  let bodyOverflow = '';

  const show = (position: number) => {
    index = (position + items.length) % items.length;
    const tile = items[index];
    const { title: name = '', category: kind = '', srcset, width, height, preview, colour, alt, caption: words = '' } = tile.dataset;
    // The previous image may have been replaced by the placeholder (src/public/islands/core/images.ts).
    delete image.dataset.placeholder;
    if (srcset) {
      image.srcset = srcset;
      image.sizes = '100vw';
    } else {
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
    }
    image.width = Number(width);
    image.height = Number(height);
    image.alt = alt || name;
    const src = tile.getAttribute('href') ?? '';
    // The preview shows until the image has loaded (src/public/islands/core/images.ts drops it on load).
    if (image.getAttribute('src') !== src) {
      Object.assign(image.style, {
        backgroundColor: colour ?? '',
        backgroundImage: preview ? `url("${preview}")` : '',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      });
      image.src = src;
    }

    title.textContent = name;
    if (caption) {
      caption.textContent = words;
      caption.hidden = !words;
    }
    category.textContent = kind;
    const counted = items.length > 1;
    separator.hidden = !(kind && counted);
    counter.textContent = counted ? fill(counterText ?? '', { index: index + 1, count: items.length }) : '';
    // Play the entrance animation again for the new image.
    figure.style.animation = 'none';
    void figure.offsetWidth;
    figure.style.removeProperty('animation');
  };

  const open = (tile: HTMLAnchorElement) => {
    items = tiles();
    opener = tile;
    previousButton.hidden = nextButton.hidden = items.length < 2;
    image.loading = 'eager';
    show(Math.max(0, items.indexOf(tile)));
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    closeButton.focus();
  };

  // Also runs on the dialog's own `close` event (a close request of the browser), so only once.
  const restore = () => {
    if (!opener) return;
    const thumbnail = opener;
    opener = null;
    document.body.style.overflow = bodyOverflow;
    thumbnail.focus();
  };

  const close = () => {
    if (dialog.open) dialog.close();
    restore();
  };

  root.addEventListener('click', (event) => {
    const tile = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-item]');
    if (!tile || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(tile);
  });
  root.addEventListener('keydown', (event) => {
    const tile = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-item]');
    if (tile && event.key === ' ') {
      event.preventDefault();
      open(tile);
    }
  });
  for (const tile of root.querySelectorAll('a[data-lightbox-item]')) tile.setAttribute('role', 'button');

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (previousButton.contains(target)) show(index - 1);
    else if (nextButton.contains(target)) show(index + 1);
    else close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && items.length > 1) {
      show(index + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === 'Tab') {
      const nodes = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  dialog.addEventListener('close', restore);
}
