#!/usr/bin/env node
// Bundle budget: the JavaScript the home page loads before any interaction must stay under the budget.
// It builds nothing: run `vite build` first. It reads dist/index.html, takes the entry module script and
// every modulepreload link, follows the static imports of those chunks (never dynamic `import()`), and sums
// their gzip-compressed sizes (zlib, default level, like a typical web server).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '..', 'dist');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 240);
const KB = 1000;

const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`bundle size: ${relative(process.cwd(), indexPath)} not found; run \`vite build\` in frontend/ first.`);
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');

/** Turns an URL from index.html ("/assets/x.js") into a path under dist. */
function distPath(url) {
  const clean = url.split(/[?#]/)[0].replace(/^\//, '');
  return join(dist, clean);
}

const roots = new Set();
for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
  if (!/type=["']module["']/.test(tag)) continue;
  const src = tag.match(/src=["']([^"']+)["']/)?.[1];
  if (src) roots.add(distPath(src));
}
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  if (!/rel=["']modulepreload["']/.test(tag)) continue;
  const href = tag.match(/href=["']([^"']+)["']/)?.[1];
  if (href) roots.add(distPath(href));
}
if (roots.size === 0) {
  console.error('bundle size: no module script found in dist/index.html');
  process.exit(1);
}

// Static imports in minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
// Dynamic imports are `import("./x.js")` and are skipped (they load on demand).
const staticImport = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g;

const seen = new Set();
const queue = [...roots];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  if (!existsSync(file)) {
    console.error(`bundle size: ${relative(dist, file)} is referenced but missing`);
    process.exit(1);
  }
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(staticImport)) {
    const spec = m[1];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const target = spec.startsWith('/') ? distPath(spec) : join(dirname(file), spec);
    if (!seen.has(target)) queue.push(target);
  }
}

let total = 0;
const rows = [];
for (const file of seen) {
  const raw = readFileSync(file);
  const gz = gzipSync(raw).length;
  total += gz;
  rows.push({ file: posix.normalize(relative(dist, file).split('\\').join('/')), raw: raw.length, gz });
}
rows.sort((a, b) => b.gz - a.gz);
for (const r of rows) {
  console.log(`  ${r.file.padEnd(48)} ${(r.raw / KB).toFixed(1).padStart(8)} kB  ${(r.gz / KB).toFixed(1).padStart(7)} kB gzip`);
}
const figure = (total / KB).toFixed(1);
const ok = total <= budgetKb * KB;
console.log(`home page JavaScript before interaction: ${figure} kB gzip (budget ${budgetKb} kB) ${ok ? 'OK' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
