#!/usr/bin/env node
// The public pages' islands loader (src/public/islands/loader), built into the one inline script of their
// head: bundled with what it imports, minified, a classic script (an IIFE: its only module syntax is the
// `import()` of the islands' script), for the same browsers as the islands' bundle.
// - In vite.config.ts, `islandsLoader()` makes it during the server build: the renderer imports it as
//   `virtual:islands-loader` (server/Document.tsx writes it into the pages, render-page.tsx hands it to the
//   server, whose CSP allows it by its hash), and it is written beside the renderer too
//   (dist-server/islands-loader.js: the bundle budget reports it, `npm run dev` restarts the server when
//   it changes). `vite build --watch` rebuilds it when one of its sources changes.
// - print-islands-loader.mjs prints it, built with the frontend's Vite config (the frontend's tests run it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, resolveConfig } from 'vite';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = path.join(frontend, 'src/public/islands/loader/main.ts');
const MODULE_ID = 'virtual:islands-loader';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** The built loader beside the server renderer (check-bundle-size.mjs and scripts/dev.mjs read it there). */
const ISLANDS_LOADER_FILE = 'islands-loader.js';

/**
 * Builds the loader with these aliases (the frontend's) for this target (the islands' bundle's): its text and
 * the files it was made from.
 */
export async function buildIslandsLoader({ alias, target }) {
  const result = await build({
    configFile: false,
    root: frontend,
    logLevel: 'warn',
    resolve: { alias },
    publicDir: false,
    build: {
      write: false,
      target,
      minify: true,
      sourcemap: false,
      modulePreload: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'islandsLoader' },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`islands loader: expected one script, got ${chunks.length}`);
  const [{ code, moduleIds }] = chunks;
  const text = code.trim();
  // Written into the HTML as the text of a <script>: nothing in it may end the element or open a comment.
  if (/<\/script|<!--/i.test(text)) throw new Error('islands loader: the built text would end its <script> element early');
  return { text, files: moduleIds.filter((id) => path.isAbsolute(id)) };
}

/** The browsers the islands' bundle (the client build) is made for. */
const clientTarget = (config) => (config.environments?.client ?? config).build.target;

/**
 * Makes the loader during the server build, as the module `virtual:islands-loader` (its text, the default
 * export), and writes it beside the renderer.
 */
export function islandsLoader() {
  let config;
  let text = null;
  return {
    name: 'islands-loader',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const built = await buildIslandsLoader({ alias: config.resolve.alias, target: clientTarget(config) });
      for (const file of built.files) this.addWatchFile(file);
      text = built.text;
      return `export default ${JSON.stringify(text)};`;
    },
    generateBundle() {
      if (text !== null) this.emitFile({ type: 'asset', fileName: ISLANDS_LOADER_FILE, source: text });
    },
  };
}

/** The loader built with the frontend's Vite config (its aliases, the islands' browsers), outside a build. */
export async function buildWithViteConfig() {
  const config = await resolveConfig({ root: frontend, logLevel: 'warn' }, 'build', 'production', 'production');
  return (await buildIslandsLoader({ alias: config.resolve.alias, target: clientTarget(config) })).text;
}
