// The public pages' icons, drawn once in one SVG file (a sprite) that every page shares and the browser
// keeps: a page says <svg><use href="…/icons-HASH.svg#Phone"/></svg> where it shows an icon (the Icon
// component), instead of carrying each icon's drawing in its markup.
// - src/public/components/icons/sprite-source.ts names the icons: Lucide's (lines) and the brands' (filled).
// - `iconSprite()` (vite.config.ts) draws them at build time, writes the file into both builds' assets
//   under a name that changes with its content, and gives its URL to the pages as `virtual:icon-sprite`.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport } from 'vite';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = path.join(frontend, 'src/public/components/icons/sprite-source.ts');
const MODULE_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** What Lucide puts on each icon's <svg>; the symbol keeps all but the fill, which the page's <svg> gives (none by default). */
const LINE_ATTRIBUTES = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite's text: one <symbol> per icon, named as sprite-source.ts names it. */
export async function drawIconSprite() {
  const { module } = await runnerImport(SOURCE, { configFile: false, root: frontend, logLevel: 'warn' });
  const symbols = [];
  for (const [name, icon] of Object.entries(module.LINE_ICONS)) {
    const markup = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!inner) throw new Error(`icon sprite: ${name} did not draw as one <svg>`);
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${LINE_ATTRIBUTES}>${inner}</symbol>`);
  }
  for (const [name, d] of Object.entries(module.FILLED_ICONS)) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${d}"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export function iconSprite() {
  let sprite = null;
  const fileName = () => `assets/icons-${crypto.createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;
  return {
    name: 'icon-sprite',
    async buildStart() {
      sprite = await drawIconSprite();
      this.addWatchFile(SOURCE);
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify(`/${fileName()}`)};`;
    },
    // Both builds write it: the browser build's assets are what the server serves.
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: fileName(), source: sprite });
    },
  };
}
