/**
 * The only script of the public pages. The HTML is complete without it; it wires the interactive parts:
 * every element marked `data-island="<name>"` gets that island's module (`<name>.island.ts`, beside the
 * markup: registry.ts), loaded when the browser is idle, or when the element comes near the viewport with
 * `data-island-load="visible"`.
 */
import { enhanceImages } from './core/images';
import { scrollToTopOnSamePageLinks } from './core/same-page-links';
import { addSpeculationRules } from './core/speculation-rules';
import { fetchFontsForLaterPages } from './core/web-fonts';
import { holdEarlyActions } from './core/early-actions';
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
    let mounting: Promise<void> | null = null;
    let ready = false;
    const mount = () =>
      (mounting ??= load()
        .then((module) => {
          module.default(element);
          ready = true;
        })
        .catch((error: unknown) => console.warn(`The ${element.dataset.island} island could not start`, error)));
    // A tap on a plain button of the island before it runs (a phone still busy with the page), or on a
    // link it takes over, is not lost: it starts the island at once, and is replayed once it runs, as is
    // a form of the island sent meanwhile (the same logic as the pages' loader: core/early-actions.ts).
    holdEarlyActions({ root: element, start: mount, ready: () => ready });
    if (element.dataset.islandLoad === 'visible') whenNearViewport(element, () => void mount());
    else whenIdle(() => void mount());
  }
}

// A page prerendered from this one runs its loader then: only once this page has noted which fonts the
// browser has, or it would be drawn in the fallbacks (the device's Tamil font) too.
void fetchFontsForLaterPages().finally(addSpeculationRules);
enhanceImages();
scrollToTopOnSamePageLinks();
mountIslands();
