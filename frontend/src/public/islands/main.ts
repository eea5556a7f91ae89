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
 * A tap on a plain button of an island that has not started yet (a phone still busy with the page), or
 * on a link it takes over (`data-island-control`, see ISLANDS_LOADER), is not lost: it starts the island
 * at once, and the control then gets its click; a form of the island sent meanwhile is held and sent
 * again once the island runs. Until then every such tap or sending is held (a second tap on a slow
 * phone neither follows the link nor sends the form as a plain page), and once the island runs the
 * last sending and the last tap are replayed, once each. A tap that opens a new tab or window is left to
 * the browser.
 */
function startOnFirstTap(element: HTMLElement, mount: () => Promise<void>, ready: () => boolean): void {
  let held: { submit?: () => void; tap?: () => void } | null = null;
  const stopHolding = () => {
    element.removeEventListener('click', early, true);
    element.removeEventListener('submit', earlySubmit, true);
  };
  const hold = (event: Event, replay: { submit?: () => void; tap?: () => void }) => {
    if (ready()) return stopHolding(); // started meanwhile (idle or in view): the island has it
    event.preventDefault();
    if (held) return void Object.assign(held, replay);
    held = replay;
    void mount().then(() => {
      stopHolding();
      const { submit, tap } = held!;
      held = null;
      submit?.();
      tap?.();
    });
  };
  const early = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('button[type="button"], a[data-island-control]');
    if (!control || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    hold(event, { tap: () => control.click() });
  };
  const earlySubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter;
    hold(event, { submit: () => (form.requestSubmit ? form.requestSubmit(submitter) : form.submit()) });
  };
  element.addEventListener('click', early, true);
  element.addEventListener('submit', earlySubmit, true);
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
