/*
 * The build's stylesheet (panda cssgen) holds the rules of every public page; a page carries only the
 * rules its elements use, so that its HTML and CSS fit the first round trip of a phone's connection.
 * The stylesheet is cut into rules once, when the server starts; each page keeps, in the stylesheet's
 * order (which atomic CSS depends on), the rules whose classes it uses.
 */

/** One rule of the stylesheet, with the at-rules (layers, media queries) it sits in. */
interface StylesheetRule {
  wrappers: string[];
  text: string;
  /** Per selector of the rule's list, the classes an element must have for it to apply; null: always kept (@keyframes, @layer order). */
  classes: string[][] | null;
}

const GROUPING_AT_RULE = /^@(?:media|supports|layer|container)\b/;
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w\-\u00a0-\uffff])+)/g;

function unescapeClass(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Splits a selector list at its top-level commas (not those inside :is(…) or attribute values). */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  return [...selectors, prelude.slice(start)];
}

/** What a page whose root is `<html lang="ta">` has besides its classes: a rule under `html:lang(ta)` needs it. */
const languageMark = (lang: string) => `:lang(${lang})`;
const PAGE_LANGUAGE = /^\s*html:lang\(([\w-]+)\)/;

/**
 * The classes a selector needs, and the page's language if it names one (Tamil styles, on Tamil pages
 * only). Classes inside :not(), :is(), :where() or :has() do not count (an element must lack them, or
 * needs only one of a list): such a rule is kept on its other classes.
 */
function classesOf(selector: string): string[] {
  const needed = selector.replace(/:(?:not|is|where|has)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '').replace(/(?<!\\)\[[^\]]*\]/g, '');
  const language = PAGE_LANGUAGE.exec(selector)?.[1];
  return [...[...needed.matchAll(CLASS)].map((match) => unescapeClass(match[1])), ...(language ? [languageMark(language)] : [])];
}

/** Where the prelude starting at `from` ends: its `{` or `;`, not an escaped one (`.a\\{b`) or one in a string. */
function preludeEnd(css: string, from: number): number {
  for (let index = from; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") index = css.indexOf(char, index + 1);
    else if (char === '{' || char === ';') return index;
  }
  return -1;
}

function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") index = css.indexOf(char, index + 1);
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index;
  }
  throw new Error('The stylesheet has an unclosed block');
}

export function stylesheetRules(css: string): StylesheetRule[] {
  const rules: StylesheetRule[] = [];
  const wrappers: string[] = [];
  let index = 0;
  while (index < css.length) {
    if (/\s/.test(css[index])) {
      index += 1;
      continue;
    }
    if (css[index] === '}') {
      wrappers.pop();
      index += 1;
      continue;
    }
    const end = preludeEnd(css, index);
    if (end < 0) break;
    const prelude = css.slice(index, end).trim();
    if (css[end] === ';') {
      rules.push({ wrappers: [...wrappers], text: `${prelude};`, classes: null });
      index = end + 1;
    } else if (GROUPING_AT_RULE.test(prelude)) {
      wrappers.push(prelude);
      index = end + 1;
    } else {
      const close = closingBrace(css, end);
      const classes = prelude.startsWith('@') ? null : selectorList(prelude).map(classesOf);
      rules.push({ wrappers: [...wrappers], text: prelude + css.slice(end, close + 1), classes });
      index = close + 1;
    }
  }
  return rules;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** The characters React escapes in an attribute's value (a class such as `[&>span]:w_7` has two). */
const ATTRIBUTE_ENTITIES: { [entity: string]: string } = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** Every class the page's elements carry, and its language. */
export function classesInPage(html: string): Set<string> {
  const classes = new Set<string>();
  // `html:lang(ta)` matches "ta" and "ta-IN" alike.
  const language = /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1];
  if (language) for (const tag of new Set([language, language.split('-')[0]])) classes.add(languageMark(tag));
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of list.split(/\s+/)) if (name) classes.add(name.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]));
  }
  return classes;
}

/** The rules that apply to the page: those with a selector whose classes the page all has (or that needs none). */
export function rulesForPage(rules: readonly StylesheetRule[], classes: ReadonlySet<string>, keep: (rule: StylesheetRule) => boolean = () => true): string {
  let css = '';
  let open: string[] = [];
  for (const rule of rules) {
    if (!keep(rule)) continue;
    if (rule.classes && !rule.classes.some((needed) => needed.every((name) => classes.has(name)))) continue;
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared += 1;
    css +=
      '}'.repeat(open.length - shared) +
      rule.wrappers
        .slice(shared)
        .map((wrapper) => `${wrapper}{`)
        .join('') +
      rule.text;
    open = rule.wrappers;
  }
  return css + '}'.repeat(open.length);
}
