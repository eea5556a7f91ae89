/**
 * Taps and sendings that come before the code that answers them runs, held and replayed once it does:
 * the one logic of the pages' loader (islands/loader, until the islands' script has run) and of each
 * island (islands/main.ts, until that island has mounted). The loader is built apart (an inline script),
 * so both bundle this source; neither calls the other's copy.
 */

/**
 * The taps that are held: on a plain button of an island, or on a link an island takes over
 * (`data-island-control`: a filter chip, a gallery photo). Other links work without the islands.
 */
const HELD_CONTROLS = '[data-island] button[type=button],[data-island] a[data-island-control]';

interface Held {
  submit?: () => void;
  tap?: () => void;
}

export interface EarlyActions {
  /** Where taps and sendings are listened for (capture phase): the document (the loader), or an island's element. */
  root: Document | HTMLElement;
  /** Starts what answers them; the promise settles once it runs, or has failed to. May be called again: it starts once. */
  start: () => Promise<unknown>;
  /** Whether it runs already: a tap or a sending then goes its way, and nothing more is held. */
  ready: () => boolean;
}

/**
 * From now until `ready()`, a tap on a held control or the sending of a form of an island under `root`
 * calls `start()` and is held (its default stopped: a second tap on a slow phone neither follows the link
 * nor sends the form as a plain page). Once `start()` has settled, the last sending is sent again, then
 * the last tap is replayed, once each: kept apart, so a tap on the menu meanwhile does not drop the form.
 * Should the start fail, the replay is the browser's: the link is followed, the form sent as a plain page.
 * A tap that opens a new tab or window (a modified or middle click) is left to the browser.
 */
export function holdEarlyActions({ root, start, ready }: EarlyActions): void {
  let held: Held | null = null;

  const stopHolding = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
  };

  const replay = () => {
    stopHolding();
    const { submit, tap } = held ?? {};
    held = null;
    submit?.();
    tap?.();
  };

  const hold = (event: Event, action: Held) => {
    if (ready()) return stopHolding(); // started meanwhile (idle, or in view): it answers this itself
    event.preventDefault();
    if (held) return void Object.assign(held, action);
    held = action;
    start().then(replay, replay);
  };

  function onClick(event: Event) {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
    const mouse = event as MouseEvent;
    if (!control || mouse.button || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    hold(event, { tap: () => control.click() });
  }

  function onSubmit(event: Event) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('[data-island]')) return;
    const submitter = (event as SubmitEvent).submitter;
    hold(event, { submit: () => (form.requestSubmit ? form.requestSubmit(submitter) : form.submit()) });
  }

  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
}
