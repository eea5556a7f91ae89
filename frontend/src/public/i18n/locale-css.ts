import type { Locale } from '@vriddhi/rules';

/**
 * What a language changes in the pages' type, written into the head of that language's pages only.
 *
 * Tamil: the letters are set in Noto Sans Tamil (the device's own where it has it, as Android phones do,
 * else its web font, src/shared/fonts-tamil.css, from the second page a browser sees: server/Document.tsx),
 * or in the device's Tamil font; the Latin text keeps the site's fonts. Tamil words are long: text wraps
 * anywhere rather than overflow. The components' own Tamil sizes (smaller headings, buttons that wrap)
 * are in their styles, under the `_tamil` condition (panda.config.ts).
 */
const TAMIL = [
  ":root:lang(ta){--chakra-fonts-body:'Inter Variable','Noto Sans Tamil','Inter Fallback',system-ui,sans-serif;",
  "--chakra-fonts-heading:'Poppins','Noto Sans Tamil','Poppins Fallback',system-ui,sans-serif}",
  ':lang(ta) :is(h1,h2,h3,h4,p,a,button,label,dt,dd,li){overflow-wrap:anywhere}',
].join('');

export const LOCALE_CSS: Record<Locale, string> = { en: '', ta: TAMIL };
