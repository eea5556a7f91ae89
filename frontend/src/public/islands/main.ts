/**
 * The only script of the public pages. The HTML is complete without it; it wires the interactive parts:
 * every element marked `data-island="<name>"` gets that island's module (`<name>.island.ts`, beside the
 * markup: registry.ts), loaded when the browser is idle, or when the element comes near the viewport with
 * `data-island-load="visible"`.
 */
import { enhanceImages } from './core/images';
import { scrollToTopOnSamePageLinks } from './core/same-page-links';
import { applyWebFonts } from './core/web-fonts';
import { ISLANDS } from './registry';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function whenNearViewport(element: Element, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
}

function mountIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = ISLANDS[element.dataset.island ?? ''];
    if (!load) continue;
    const mount = () => {
      load()
        .then((module) => module.default(element))
        .catch((error: unknown) => console.warn(`The ${element.dataset.island} island could not start`, error));
    };
    if (element.dataset.islandLoad === 'visible') whenNearViewport(element, mount);
    else whenIdle(mount);
  }
}

applyWebFonts();
enhanceImages();
scrollToTopOnSamePageLinks();
mountIslands();
