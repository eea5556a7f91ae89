import { browser } from './browser-defaults';
import { collectBeacons, islandsScript, runBuiltLoader } from './built-loader';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/*
 * The built loader, run once in this page (its listeners stay for the page's life, as in a browser): the
 * tests follow one visit, in order, before and after the islands' script has run.
 */
describe('the islands’ loader as built, in a page', () => {
  const { importIslands, settle } = islandsScript();
  const page = browser();
  let beacons: [string, unknown][];

  beforeAll(() => {
    document.body.innerHTML = `
      <header data-island="Header"><button type="button" id="menu">Menu</button></header>
      <section data-island="ContactForm">
        <form action="/contact" method="post" id="form"><input name="name" value="Asha"><button type="submit" id="send">Send</button></form>
      </section>
      <a href="tel:+914143000000" id="call">Call</a>
      <a href="https://wa.me/914143000000" id="whatsapp">WhatsApp</a>
      <a href="mailto:office@example.test" id="email">Mail</a>
      <a href="/about" id="about">About</a>`;
    beacons = collectBeacons();
    localStorage.setItem('web-fonts', '/assets/fonts-test.css'); // an earlier page linked them
    runBuiltLoader({ importIslands });
  });
  afterAll(() => page.stop());

  test('links the web fonts at once when an earlier page linked the same stylesheet', () => {
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute('href', '/assets/fonts-test.css');
  });

  test('a ctrl-click on an island’s button is left to the browser: nothing starts', () => {
    byId('menu').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(page.seen.at(-1)).toEqual({ type: 'click', target: byId('menu'), stopped: false });
    expect(importIslands).not.toHaveBeenCalled();
  });

  test('a tap on a contact link sends a beacon naming its kind and the page; the link is followed', () => {
    byId('call').click();
    byId('whatsapp').click();
    byId('email').click();
    byId('about').click();
    expect(beacons).toEqual([
      ['/api/visits', { kind: 'call', path: '/' }],
      ['/api/visits', { kind: 'whatsapp', path: '/' }],
      ['/api/visits', { kind: 'email', path: '/' }],
    ]);
    expect(page.seen.slice(-4).map((event) => event.stopped)).toEqual([false, false, false, false]);
    expect(importIslands).not.toHaveBeenCalled();
  });

  test('a tap on an island’s button before the islands’ script has loaded starts it and is held, as is a form sent meanwhile', () => {
    page.seen.length = 0;
    byId('menu').click();
    expect(importIslands).toHaveBeenCalledTimes(1);
    expect(importIslands).toHaveBeenCalledWith('/assets/islands-test.js');
    byId<HTMLFormElement>('form').requestSubmit(byId('send'));
    byId('menu').click(); // tapped again meanwhile
    expect(importIslands).toHaveBeenCalledTimes(1);
    expect(page.seen).toEqual([
      { type: 'click', target: byId('menu'), stopped: true },
      { type: 'submit', target: byId('form'), stopped: true },
      { type: 'click', target: byId('menu'), stopped: true },
    ]);
  });

  test('once the islands’ script has run, the form is sent again and the tap replayed, once each', async () => {
    page.seen.length = 0;
    settle(true);
    await flush();
    expect(page.seen).toEqual([
      { type: 'submit', target: byId('form'), stopped: false },
      { type: 'click', target: byId('menu'), stopped: false },
    ]);
  });

  test('from then on the islands answer: nothing is held, nothing started again', () => {
    page.seen.length = 0;
    byId('menu').click();
    expect(page.seen).toEqual([{ type: 'click', target: byId('menu'), stopped: false }]);
    expect(importIslands).toHaveBeenCalledTimes(1);
  });
});
