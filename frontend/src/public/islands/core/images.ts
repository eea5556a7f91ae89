import { PLACEHOLDER_IMAGE as FALLBACK_IMAGE } from '@/public/components/image/image-url';

function showFallback(img: HTMLImageElement): void {
  if (img.dataset.placeholder !== undefined) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = FALLBACK_IMAGE;
  img.dataset.placeholder = '';
  dropPreview(img);
}

/** Once loaded, the blurred preview behind the image must not show through its transparent parts. */
function dropPreview(img: HTMLImageElement): void {
  img.style.removeProperty('background-image');
  img.style.removeProperty('background-color');
}

/**
 * Server-rendered images show a blurred preview until they load and the site's placeholder when they
 * are missing or broken. Images that finished before this script ran are settled at once.
 */
export function enhanceImages(): void {
  for (const img of document.images) {
    if (!img.complete) continue;
    if (img.naturalWidth === 0) showFallback(img);
    else dropPreview(img);
  }
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement) dropPreview(event.target);
    },
    true,
  );
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
}
