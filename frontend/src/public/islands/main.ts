/**
 * The only script of the public pages. The HTML is complete without it; it wires the interactive parts:
 * every element marked `data-island="<name>"` gets that island's module (`<name>.island.ts`, beside the
 * markup: registry.ts), loaded when the browser is idle, or when the element comes near the viewport with
 * `data-island-load="visible"`.
 */
import { enhanceImages } from './core/images';
import { scrollToTopOnSamePageLinks } from './core/same-page-links';
import { addSpeculationRules } from './core/speculation-rules';
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

/**
 * A tap on a button of an island that has not started yet (a phone still busy with the page) is not
 * lost: it starts the island at once, and the button then gets its click. Only plain buttons: links
 * and a form's submit button work without the island, and a replayed submit would send twice.
 */
function startOnFirstTap(element: HTMLElement, mount: () => Promise<void>, ready: () => boolean): void {
  const early = (event: MouseEvent) => {
    if (ready()) return element.removeEventListener('click', early, true);
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
    if (!button) return;
    element.removeEventListener('click', early, true);
    void mount().then(() => button.click());
  };
  element.addEventListener('click', early, true);
}

function mountIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = ISLANDS[element.dataset.island ?? ''];
    if (!load) continue;
    let mounting: Promise<void> | null = null;
    let ready = false;
    const mount = () =>
      (mounting ??= load()
        .then((module) => {
          module.default(element);
          ready = true;
        })
        .catch((error: unknown) => console.warn(`The ${element.dataset.island} island could not start`, error)));
    startOnFirstTap(element, mount, () => ready);
    if (element.dataset.islandLoad === 'visible') whenNearViewport(element, () => void mount());
    else whenIdle(() => void mount());
  }
}

applyWebFonts();
enhanceImages();
scrollToTopOnSamePageLinks();
addSpeculationRules();
mountIslands();
