#!/usr/bin/env node
// Bundle budgets, from the built manifest (run `vite build` first; DIST=<folder> checks another build):
// - public pages: the islands' entry, what it imports statically, and every island it may load (an upper
//   bound of what a page runs before the visitor interacts) must stay under PUBLIC_BUDGET_KB gzip;
// - admin: the admin entry's first load (static imports only; screens load on demand) under ADMIN_BUDGET_KB;
// - the islands' loader, the inline script in every public page's head (dist-server/islands-loader.js, made
//   by `vite build --ssr`), under LOADER_BUDGET_KB.
// Sizes are zlib gzip at the default level, like a typical web server.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(process.env.DIST ?? join(here, '..', 'dist'));
const KB = 1000;
const budgets = [
  {
    name: 'public pages (islands), before any interaction',
    entry: 'src/public/islands/main.ts',
    withDynamic: true,
    kb: Number(process.env.PUBLIC_BUDGET_KB ?? 30),
  },
  { name: 'admin app, first load', entry: 'index.html', withDynamic: false, kb: Number(process.env.ADMIN_BUDGET_KB ?? 240) },
];

const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle size: ${manifestFile} not found; run \`vite build\` in frontend/ first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The chunks of `key` and its static imports, plus (for islands) the modules it loads on demand with theirs. */
function chunksOf(key, withDynamic, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle size: ${key} is not in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(imported, withDynamic, seen);
  if (withDynamic) for (const loaded of chunk.dynamicImports ?? []) chunksOf(loaded, withDynamic, seen);
  return seen;
}

let failed = false;
for (const budget of budgets) {
  let total = 0;
  const rows = [];
  for (const key of chunksOf(budget.entry, budget.withDynamic)) {
    const file = manifest[key].file;
    const raw = readFileSync(join(dist, file));
    const gz = gzipSync(raw).length;
    total += gz;
    rows.push({ file, raw: raw.length, gz });
  }
  rows.sort((a, b) => b.gz - a.gz);
  console.log(`${budget.name}:`);
  for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${(r.raw / KB).toFixed(1).padStart(8)} kB  ${(r.gz / KB).toFixed(1).padStart(7)} kB gzip`);
  const ok = total <= budget.kb * KB;
  failed ||= !ok;
  console.log(`  total ${(total / KB).toFixed(1)} kB gzip (budget ${budget.kb} kB) ${ok ? 'OK' : 'OVER BUDGET'}\n`);
}
const loaderFile = join(dist, '..', 'dist-server', 'islands-loader.js');
if (existsSync(loaderFile)) {
  const raw = readFileSync(loaderFile);
  const gz = gzipSync(raw).length;
  const kb = Number(process.env.LOADER_BUDGET_KB ?? 1.2);
  const ok = gz <= kb * KB;
  failed ||= !ok;
  console.log('islands loader, inline in every public page:');
  console.log(`  ${'dist-server/islands-loader.js'.padEnd(48)} ${(raw.length / KB).toFixed(2).padStart(8)} kB  ${(gz / KB).toFixed(2).padStart(7)} kB gzip`);
  console.log(`  total ${(gz / KB).toFixed(2)} kB gzip (budget ${kb} kB) ${ok ? 'OK' : 'OVER BUDGET'}\n`);
} else {
  console.error(`bundle size: ${loaderFile} not found; run \`vite build --ssr\` in frontend/ first.`);
  failed = true;
}
process.exit(failed ? 1 : 0);
