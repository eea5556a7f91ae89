/*
 * The public pages' two inline scripts, with what runs them: their CSP allows these texts, by hash, and
 * nothing else inline.
 */
import { VISITS_BEACON_PATH } from './visit-kinds';

/** The localStorage key under which the islands note the web fonts' stylesheet this browser has loaded. */
export const WEB_FONTS_KEY = 'web-fonts';

/**
 * The loader, the only inline script in the public pages' HTML (in their head); it names the islands' script and the web fonts
 * in its `data-islands` and `data-web-fonts` attributes, and:
 * - links the web fonts at once when an earlier page linked the same stylesheet (`web-fonts` in
 *   localStorage, set by the islands), so the browser draws with its cached fonts from the start
 *   instead of swapping them in after the page has loaded;
 * - starts the islands' script (frontend/src/public/islands/main.ts) half a second after the page has
 *   loaded, when the browser is idle: a first visit on a slow phone spends the network on the text and
 *   the main photo, and nothing runs before they are painted (which a browser may do after `load`);
 * - starts it at once on a tap on a plain button of an island, or on a link an island takes over
 *   (`data-island-control`: a filter chip, a gallery photo), and taps it again once the islands' script
 *   has run, which then starts that island at once (islands/main.ts); should the script not arrive,
 *   the link is followed as it would be without JavaScript. Other links work without the islands;
 * - holds a form of an island sent before the islands run (the contact form) and sends it again once
 *   they have, so the island sends it (once: the first sending was stopped), or the browser does if
 *   their script never arrives. The last sending and the last tap are kept apart, so a tap on the menu
 *   meanwhile does not drop the form; both are replayed, the form first;
 * - counts taps on the contact links (tel:, https://wa.me/, mailto:) from the first moment, islands or
 *   not, with a beacon naming the kind of link and the page (visits.ts): no cookie, nothing personal;
 * - when the page was prerendered (the speculation rules below), says it was shown once the visitor
 *   opens it: the server does not count a prerender's request, which the visitor may never see.
 *
 * Plain ES5-era syntax but for `import()`, so an older browser that can run the islands can run this.
 * Written out here, not built: the CSP allows exactly this text by its hash (backend/src/http/security-headers.ts),
 * and the server and the pages' renderer read the same string.
 */
export const ISLANDS_LOADER = [
  '(function(){',
  'var d=document.currentScript.dataset,started=null,tapped=null,sent=null;',
  `try{if(d.webFonts&&localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})===d.webFonts){var l=document.createElement("link");l.rel="stylesheet";l.href=d.webFonts;document.head.append(l)}}catch(e){}`,
  'function replay(){removeEventListener("click",tap,true);removeEventListener("submit",sub,true);var f=sent,c=tapped;sent=tapped=null;',
  'if(f)f.form.requestSubmit?f.form.requestSubmit(f.by):f.form.submit();if(c)c.click()}',
  'function start(){return started||(started=import(d.islands).then(replay,replay))}',
  'function tap(e){var c=e.target instanceof Element&&e.target.closest("[data-island] button[type=button],[data-island] a[data-island-control]");',
  'if(!c||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;if(c.tagName==="A")e.preventDefault();tapped=c;start()}',
  'function sub(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.closest("[data-island]"))return;e.preventDefault();sent={form:f,by:e.submitter};start()}',
  'addEventListener("click",tap,true);addEventListener("submit",sub,true);',
  `function beacon(k){try{navigator.sendBeacon(${JSON.stringify(VISITS_BEACON_PATH)},JSON.stringify({kind:k,path:location.pathname}))}catch(e){}}`,
  'addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[href]"),h=a?a.getAttribute("href"):"";',
  'var k=/^tel:/i.test(h)?"call":/^https:\\/\\/wa\\.me\\//i.test(h)?"whatsapp":/^mailto:/i.test(h)?"email":"";if(k)beacon(k)},true);',
  'if(document.prerendering)document.addEventListener("prerenderingchange",function(){beacon("view")},{once:true});',
  'addEventListener("load",function(){setTimeout(function(){"requestIdleCallback"in window?requestIdleCallback(start,{timeout:2000}):start()},500)},{once:true})',
  '})()',
].join('');

/**
 * The public pages' speculation rules, added by the islands (islands/core/speculation-rules.ts): a page
 * is prerendered while the visitor's pointer rests on a link to it (or a finger is down on it), so
 * following the link shows it at once. A header would make every first visit fetch them while the page's
 * text and main photo load.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin', '/admin/*', '/login', '/set-password', '/api/*', '/uploads/*', '/graphql*', '/*.*'] } },
          { not: { selector_matches: '[target], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
