/**
 * The islands' loader, the only inline script in the public pages' HTML (in their head). Its script tag
 * names the islands' script and the web fonts in its `data-islands` and `data-web-fonts` attributes, and it:
 * - links the web fonts at once when an earlier page fetched the same stylesheet (`web-fonts` in
 *   localStorage, set by the islands), so the browser draws with its cached fonts from the start; a
 *   first visit keeps the metric-matched fallbacks (islands/core/web-fonts.ts). On a Tamil page it turns
 *   on the Tamil font's faces (`style[data-tamil-font]`) the same way (`tamil-font`);
 * - starts the islands' script (islands/main.ts) half a second after the page has loaded, when the
 *   browser is idle: a first visit on a slow phone spends the network on the text and the main photo,
 *   and nothing runs before they are painted (which a browser may do after `load`);
 * - starts it at once on a tap on a plain button of an island, or on a link an island takes over
 *   (`data-island-control`: a filter chip, a gallery photo), and taps it again once the islands' script
 *   has run, which then starts that island at once (islands/main.ts); should the script not arrive,
 *   the link is followed as it would be without JavaScript. Other links work without the islands;
 * - holds a form of an island sent before the islands run (the contact form) and sends it again once
 *   they have, so the island sends it (once: the first sending was stopped), or the browser does if
 *   their script never arrives. Taps and sendings are held by the islands' own logic (core/early-actions.ts);
 * - counts taps on the contact links (tel:, https://wa.me/, mailto:) from the first moment, islands or
 *   not, with a beacon naming the kind of link and the page (packages/rules visit-kinds.ts): no cookie,
 *   nothing personal;
 * - when the page was prerendered (the speculation rules the islands add), says it was shown once the
 *   visitor opens it: the server does not count a prerender's request, which the visitor may never see.
 *
 * Built by the frontend's build (scripts/islands-loader.mjs: bundled, minified, a classic script whose only
 * module syntax is the `import()` of the islands' script) and written into every page by the server
 * renderer (server/Document.tsx), which hands the same text to the server: its CSP allows exactly that
 * text, by its hash (backend/src/http/security-headers.ts).
 */
import type { BeaconKind, TapKind } from '@vriddhi/rules';
import { TAMIL_FONT_KEY, VISITS_BEACON_PATH, WEB_FONTS_KEY } from '@vriddhi/rules/islands-loader';
import { holdEarlyActions } from '@/public/islands/core/early-actions';

/** The contact links whose taps are counted, by what their address starts with. */
const CONTACT_LINKS: readonly (readonly [RegExp, TapKind])[] = [
  [/^tel:/i, 'call'],
  [/^https:\/\/wa\.me\//i, 'whatsapp'],
  [/^mailto:/i, 'email'],
];

/** Tells the server that `kind` happened on this page (a tap on a contact link, a prerendered page shown). */
function sendBeacon(kind: BeaconKind): void {
  try {
    navigator.sendBeacon(VISITS_BEACON_PATH, JSON.stringify({ kind, path: location.pathname }));
  } catch {
    // no beacons in this browser: nothing is counted
  }
}

/** Links the web fonts' stylesheet at once when an earlier page has fetched it (islands/core/web-fonts.ts). */
function linkKnownWebFonts(href: string | undefined): void {
  try {
    if (!href || localStorage.getItem(WEB_FONTS_KEY) !== href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  } catch {
    // no localStorage (a private window, storage refused): the page keeps its metric-matched fallbacks
  }
}

/**
 * Turns the Tamil pages' faces of Noto Sans Tamil on at once when an earlier page found this browser has
 * their files, cached or its own (islands/core/web-fonts.ts): drawn from the first paint, `optional`, so
 * a slow disk never moves the text. Off, the page draws in the device's Tamil font.
 */
function enableKnownTamilFont(): void {
  try {
    const faces = document.querySelector<HTMLStyleElement>('style[data-tamil-font]');
    if (faces && localStorage.getItem(TAMIL_FONT_KEY) === faces.textContent) faces.media = 'all';
  } catch {
    // no localStorage: the device's Tamil font, as on a first visit
  }
}

/**
 * Runs the loader of the page whose head holds `script`; `importScript` starts the islands' script
 * (`import()` of its URL: main.ts).
 */
export function startLoader(script: HTMLScriptElement, importScript: (url: string) => Promise<unknown>): void {
  const { islands = '', webFonts } = script.dataset;
  linkKnownWebFonts(webFonts);
  enableKnownTamilFont();

  let started: Promise<void> | undefined;
  let settled = false;
  const settle = () => {
    settled = true;
  };
  // Once, whoever asks first; a script that does not arrive leaves the page as it is without JavaScript.
  const start = () => (started ??= importScript(islands).then(settle, settle));
  holdEarlyActions({ root: document, start, ready: () => settled });

  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      const kind = CONTACT_LINKS.find(([address]) => address.test(href))?.[1];
      if (kind) sendBeacon(kind);
    },
    true,
  );

  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', () => sendBeacon('view'), { once: true });

  // Half a second after the page has loaded, when the browser is idle: the text and the main photo first.
  const startWhenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start());
  addEventListener('load', () => setTimeout(startWhenIdle, 500), { once: true });
}
