#!/usr/bin/env node
// Precompresses the hashed build assets (dist/assets, or the folder given as argument) once at build
// time, so the server sends them as Brotli or gzip without compressing per request: `x.js` gets
// `x.js.br` (quality 11) and `x.js.gz` (level 9) beside it. Only text types over 1 kB; a variant that is
// not smaller than its file is not kept, and one newer than its file is reused. Node's zlib only.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dir = resolve(process.argv[2] ?? join(here, '..', 'dist', 'assets'));
const MIN_BYTES = 1024;
const TEXT_TYPES = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map', '.webmanifest', '.xml']);

const encoders = {
  '.br': (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  '.gz': (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : entry.isFile() ? [join(folder, entry.name)] : [])),
  );
  return nested.flat();
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Writes (or keeps) the variants of one file; returns the bytes before and after the best one. */
async function precompress(file) {
  const source = await stat(file);
  const bytes = await readFile(file);
  let smallest = bytes.length;
  for (const [suffix, encode] of Object.entries(encoders)) {
    const variant = file + suffix;
    const variantTime = await mtimeOf(variant);
    if (variantTime !== null && variantTime >= source.mtimeMs) {
      smallest = Math.min(smallest, (await stat(variant)).size);
      continue;
    }
    const encoded = await encode(bytes);
    if (encoded.length < bytes.length) {
      await writeFile(variant, encoded);
      smallest = Math.min(smallest, encoded.length);
    } else {
      await rm(variant, { force: true });
    }
  }
  return { before: bytes.length, after: smallest };
}

try {
  await stat(dir);
} catch {
  console.error(`precompress: ${dir} not found; run \`vite build\` first.`);
  process.exit(1);
}

const candidates = [];
for (const file of await filesUnder(dir)) {
  if (!TEXT_TYPES.has(extname(file))) continue; // also skips .br and .gz: already compressed
  if ((await stat(file)).size < MIN_BYTES) continue;
  candidates.push(file);
}

// Brotli 11 is slow: one file per core at a time.
const queue = [...candidates];
let before = 0;
let after = 0;
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await precompress(file);
      before += sizes.before;
      after += sizes.after;
    }
  }),
);
const kB = (n) => `${Math.round(n / 1024)} kB`;
console.log(
  `precompress: ${candidates.length} files in ${relative(process.cwd(), dir) || '.'}, ${kB(before)} → ${kB(after)} (Brotli or gzip, whichever is smaller)`,
);
