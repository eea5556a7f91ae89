import type { PageAssets, TamilFont } from '@vriddhi/rules';
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ISLANDS_ENTRY = 'src/public/islands/main.ts';
const WEB_FONTS_ENTRY = 'src/shared/fonts.css';
const TAMIL_WEB_FONTS_ENTRY = 'src/shared/fonts-tamil.css';

/**
 * Arial reshaped to the web fonts' metrics (the values next/font and fontaine compute), so the first
 * paint in the fallback takes the same room as the web font that replaces it once the page has
 * loaded (frontend/src/shared/fonts.css): no layout shift.
 */
const FALLBACK_FACES = [
  '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}',
  '@font-face{font-family:"Poppins Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:93.62%;descent-override:31.21%;line-gap-override:8.92%;size-adjust:112.16%}',
].join('');

/**
 * Noto Sans Tamil's faces from the built Tamil fonts' stylesheet (the admin links it as it is) for the
 * Tamil pages' head, `optional`, off until the pages' loader finds this browser has their files, cached by
 * an earlier page or its own (frontend/src/public/islands/core/web-fonts.ts): a first visit draws in the
 * device's Tamil font and fetches nothing before its first paint; later pages draw in Noto Sans Tamil from
 * theirs. The Tamil pages' few Latin letters (digits, names such as DTCP) stay in the metric-matched
 * fallbacks: Tamil pages load no Latin web font. Any font that arrives after the first paint moves the
 * text: the Tamil one every Tamil line (Lighthouse /ta: CLS 0.21; the devices' own Tamil fonts have other
 * metrics), the Latin ones a line of mixed text that only just fit (a Tamil project's title: CLS 0.03);
 * loaded with the page instead, the Latin ones held its LCP back (1.2 → 1.8 s), and so did the Tamil one
 * (1.36 → 0.94 s without it).
 */
function tamilFontOf(css: string): TamilFont | null {
  const faces = (css.match(/@font-face\{[^}]*Noto Sans Tamil[^}]*\}/g) ?? []).map((face) =>
    face
      .replace(/font-display:\s*swap/, 'font-display:optional')
      // Said for nothing in every Tamil page's first round trip: the normal style (the default), and the
      // format of the one file, which every browser that runs these pages reads.
      .replace(/font-style:\s*normal;?/, '')
      .replace(/\s*format\(["']?woff2["']?\)/, ''),
  );
  return faces.some((face) => /url\([^)]+\.woff2/.test(face)) ? { faces: faces.join('') } : null;
}

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
  const stylesheet = (key: string) => {
    const file = manifest[key]?.file;
    return file ? `/${file}` : null;
  };
  const tamilStylesheet = manifest[TAMIL_WEB_FONTS_ENTRY]?.file;
  return {
    script: `/${entry.file}`,
    inlineCss: FALLBACK_FACES + css.join(''),
    webFonts: stylesheet(WEB_FONTS_ENTRY),
    tamilFont: tamilStylesheet ? tamilFontOf(fs.readFileSync(path.join(distDir, tamilStylesheet), 'utf8')) : null,
  };
}
