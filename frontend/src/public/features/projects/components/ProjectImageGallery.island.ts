import type { Island } from '@/public/islands/island';

function setAttribute(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Shows the chosen thumbnail's picture in the main image. The main image stays the same element (eager,
 * high priority); the browser keeps showing the current picture until the new one has loaded, which then
 * fades in.
 */
function showInMainImage(main: HTMLImageElement, caption: HTMLElement | null, thumb: HTMLElement): void {
  const { src, srcset, width, height, alt, position } = thumb.dataset;
  if (!src) return;
  // The core image script marks a broken image with data-placeholder and then leaves it alone: the new
  // picture gets its own chance to fail over to the placeholder.
  setAttribute(main, 'data-placeholder', thumb.dataset.missing);
  setAttribute(main, 'srcset', srcset);
  setAttribute(main, 'sizes', srcset ? main.dataset.sizes : undefined);
  setAttribute(main, 'width', width);
  setAttribute(main, 'height', height);
  main.alt = alt ?? '';
  main.style.objectPosition = position ?? '';
  main.src = src;
  if (caption) {
    caption.textContent = thumb.dataset.caption ?? '';
    caption.hidden = !thumb.dataset.caption;
  }
  // The page's first picture paints without a fade (a fade would hold back the largest paint); a chosen one fades in.
  main.addEventListener(
    'load',
    () => {
      // The fade is the main image's own style (ProjectImageGallery.tsx), so the page's CSS keeps its keyframes.
      main.removeAttribute('data-fade-in');
      void main.offsetWidth; // restarts the animation when pictures are chosen in quick succession
      main.setAttribute('data-fade-in', '');
    },
    { once: true },
  );
}

/** The project page's image gallery (markup: ProjectImageGallery): a thumbnail shows its picture as the main image. */
const projectGallery: Island = (root) => {
  const main = root.querySelector<HTMLImageElement>('img[data-gallery-main]');
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  const caption = root.querySelector<HTMLElement>('[data-gallery-caption]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('button[data-src]')];
  if (!main) return;

  root.addEventListener('click', (event) => {
    const thumb = (event.target as Element).closest<HTMLButtonElement>('button[data-src]');
    const index = thumb ? thumbs.indexOf(thumb) : -1;
    if (!thumb || index < 0 || thumb.getAttribute('aria-pressed') === 'true') return;
    for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    showInMainImage(main, caption, thumb);
    if (counter) counter.textContent = `${index + 1} / ${thumbs.length}`;
  });
};

export default projectGallery;
