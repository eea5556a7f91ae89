import type { PageAssets } from '@vriddhi/rules';
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ISLANDS_ENTRY = 'src/public/islands/main.ts';

/**
 * Arial reshaped to the web fonts' metrics (the values next/font and fontaine compute), so the first
 * paint in the fallback takes the same room as the web font that replaces it: no layout shift.
 */
const FALLBACK_FACES = [
  '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}',
  '@font-face{font-family:"Poppins Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%;size-adjust:112.16%}',
].join('');

/** The Latin faces the first paint uses: body text and the headings' weight. */
const FIRST_PAINT_FONTS = [/inter-latin-wght-normal-[\w-]+\.woff2$/, /poppins-latin-700-normal-[\w-]+\.woff2$/];

/** Every stylesheet the islands' entry pulls in, following its static imports. */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen))];
}

/** Null when the browser build is missing (the server then answers that the site is not built yet). */
export function readPageAssets(distDir: string): PageAssets | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) return null;
  const css = [...new Set(stylesheetsOf(manifest, ISLANDS_ENTRY))].map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'));
  const fontUrls = css.join('').match(/\/assets\/[\w.-]+\.woff2/g) ?? [];
  return {
    script: `/${entry.file}`,
    inlineCss: FALLBACK_FACES + css.join(''),
    preloadFonts: [...new Set(fontUrls)].filter((url) => FIRST_PAINT_FONTS.some((pattern) => pattern.test(url))),
  };
}
