const DECLARATION = /(--chakra-[\w\\.-]+):([^;}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--chakra-[\w\\.-]+)/g;

function referencesIn(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1]);
}

/**
 * The build's stylesheet declares every token of the theme as a custom property (about 270: every
 * spacing, size, colour and radius; Panda 1.12 has no option to leave them out), though the styles hold
 * the tokens' values (panda.config.ts) and refer only to the fonts, which a Tamil page sets. Drops the
 * declarations no rule, style attribute or other kept token refers to: otherwise 1 kB of a page's first
 * round trip. `markup` is the rest of the page (its style attributes); the islands set no token of their own.
 */
export function withoutUnusedTokens(css: string, markup: string): string {
  const values = new Map<string, string>();
  for (const [, name, value] of css.matchAll(DECLARATION)) values.set(name, `${values.get(name) ?? ''} ${value}`);
  const used = new Set([...referencesIn(css.replace(DECLARATION, '')), ...referencesIn(markup)]);
  // A kept token may be defined by others (semantic colours name the palette's): keep those too.
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of referencesIn(values.get(pending.pop()!) ?? '')) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  return css.replace(DECLARATION, (declaration: string, name: string) => (used.has(name) ? declaration : ''));
}
