import { holdEarlyActions } from '@/public/islands/core/early-actions';
import { browser } from './browser-defaults';

/** A start that settles when the test says so. */
function deferredStart() {
  let settle!: (ok: boolean) => void;
  const started = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('no script')))));
  const start = jest.fn(() => started);
  return { start, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An island as the pages render it: a plain button, a link it takes over, a plain link and its form. */
function island(): HTMLElement {
  document.body.innerHTML = `
    <section data-island="ContactForm">
      <button type="button" id="menu">Menu</button>
      <a href="/gallery?category=Homes" data-island-control id="chip">Homes</a>
      <a href="/about" id="plain">About</a>
      <form action="/contact" method="post" id="form"><button type="submit" id="send">Send</button></form>
    </section>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('holdEarlyActions, on an island (islands/main.ts)', () => {
  let page: ReturnType<typeof browser>;
  beforeEach(() => (page = browser()));
  afterEach(() => page.stop());

  test('a tap on a plain button starts the island, is held, and is replayed once it runs, once', async () => {
    const { start, settle } = deferredStart();
    let ready = false;
    holdEarlyActions({ root: island(), start, ready: () => ready });

    byId('menu').click();
    byId('menu').click(); // a second, impatient tap: still one replay
    expect(start).toHaveBeenCalled();
    expect(page.seen.map((event) => event.stopped)).toEqual([true, true]);

    ready = true;
    settle(true);
    await flush();
    expect(page.seen.slice(2)).toEqual([{ type: 'click', target: byId('menu'), stopped: false }]);

    byId('menu').click(); // the island answers from now on
    expect(page.seen.slice(3)).toEqual([{ type: 'click', target: byId('menu'), stopped: false }]);
  });

  test('a link the island takes over is held too; a plain link is not', async () => {
    const { start, settle } = deferredStart();
    holdEarlyActions({ root: island(), start, ready: () => false });

    byId('plain').click();
    expect(start).not.toHaveBeenCalled();
    byId('chip').click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.seen.map((event) => [event.target, event.stopped])).toEqual([
      [byId('plain'), false],
      [byId('chip'), true],
    ]);
    settle(true);
    await flush();
    expect(page.seen.slice(2)).toEqual([{ type: 'click', target: byId('chip'), stopped: false }]);
  });

  test('a form sent early is held and sent again once, before a tap made meanwhile', async () => {
    const { start, settle } = deferredStart();
    holdEarlyActions({ root: island(), start, ready: () => false });
    const sent: (HTMLElement | null)[] = [];
    byId('form').addEventListener('submit', (event) => sent.push(event.submitter));

    byId('send').click(); // a click on a submit button: not a held tap, it sends the form
    byId('menu').click();
    expect(page.seen.map((event) => [event.type, event.stopped])).toEqual([
      ['click', false], // the submit button's own click, which sends the form…
      ['submit', true], // …held
      ['click', true],
    ]);

    settle(true);
    await flush();
    expect(page.seen.slice(3).map((event) => [event.type, event.target, event.stopped])).toEqual([
      ['submit', byId('form'), false],
      ['click', byId('menu'), false],
    ]);
    expect(sent).toEqual([byId('send'), byId('send')]); // sent again as by the same button
  });

  test('should the start fail, the held tap is still replayed: the browser answers it', async () => {
    const { start, settle } = deferredStart();
    holdEarlyActions({ root: island(), start, ready: () => false });
    byId('chip').click();
    settle(false);
    await flush();
    expect(page.seen.map((event) => [event.target, event.stopped])).toEqual([
      [byId('chip'), true],
      [byId('chip'), false],
    ]);
  });

  test.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('%s: a click that opens a new tab or window is left to the browser', (_name, init) => {
    const { start } = deferredStart();
    holdEarlyActions({ root: island(), start, ready: () => false });
    byId('chip').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    expect(start).not.toHaveBeenCalled();
    expect(page.seen.map((event) => event.stopped)).toEqual([false]);
  });

  test('once it is ready, nothing is held', () => {
    const { start } = deferredStart();
    holdEarlyActions({ root: island(), start, ready: () => true });
    byId('menu').click();
    byId('send').click();
    expect(start).not.toHaveBeenCalled();
    expect(page.seen.every((event) => !event.stopped)).toBe(true);
  });
});

describe('holdEarlyActions, on the document (the loader)', () => {
  let page: ReturnType<typeof browser>;
  beforeEach(() => (page = browser()));
  afterEach(() => page.stop());

  test('holds taps and sendings of islands only', async () => {
    document.body.innerHTML = `${island().outerHTML}<form id="search"><button type="button" id="outside">Go</button></form>`;
    const { start, settle } = deferredStart();
    holdEarlyActions({ root: document, start, ready: () => false });

    byId('outside').click();
    byId<HTMLFormElement>('search').requestSubmit();
    expect(start).not.toHaveBeenCalled();
    byId('menu').click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.seen.map((event) => event.stopped)).toEqual([false, false, true]);

    settle(true);
    await flush();
    expect(page.seen.slice(3).map((event) => [event.target, event.stopped])).toEqual([[byId('menu'), false]]);
  });
});
