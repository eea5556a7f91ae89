/**
 * A custom property's declaration: only after `{` or `;`, so a class name such as `.btn--size_lg` is no
 * property; its value runs to the next `;` or `}` outside quotes (a data URI holds a `;`).
 */
const DECLARATION = /(?<=[{;])(--[\w\\.-]+):((?:[^;}"']|"[^"]*"|'[^']*')*)(;|(?=\}))/g;
/** A rule with no declaration, after the `{` or `}` before it. */
const EMPTY_RULE = /([{}])[^{}@;]+\{\}/g;
const REFERENCE = /var\(\s*(--[\w\\.-]+)/g;

function referencesIn(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1]);
}

/**
 * Drops the custom properties a page declares but nothing on it uses: no rule, style attribute or other
 * kept property refers to them. Most are the theme's tokens: the build's stylesheet declares every one
 * (about 270: every spacing, size, colour and radius; Panda 1.12 has no option to leave them out), though
 * the styles hold the tokens' values (panda.config.ts) and refer only to the fonts, which a Tamil page
 * sets; the rest are the reset's and the recipes' (`--made-with-panda`, `--transition-prop`) that no style
 * reads. Otherwise 1 kB of a page's first round trip. `markup` is the rest of the page (its style
 * attributes); the islands set and read no custom property.
 */
export function withoutUnusedCustomProperties(css: string, markup: string): string {
  const values = new Map<string, string>();
  for (const [, name, value] of css.matchAll(DECLARATION)) values.set(name, `${values.get(name) ?? ''} ${value}`);
  const used = new Set([...referencesIn(css.replace(DECLARATION, '')), ...referencesIn(markup)]);
  // A kept property may be defined by others (semantic colours name the palette's): keep those too.
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of referencesIn(values.get(pending.pop()!) ?? '')) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  const kept = css.replace(DECLARATION, (declaration: string, name: string) => (used.has(name) ? declaration : ''));
  // A rule left with nothing in it (`:root{}`) goes too.
  return kept.replace(EMPTY_RULE, '$1');
}
