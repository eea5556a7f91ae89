/*
 * The build's stylesheet (panda cssgen, and the reset) holds the rules of every public page; a page carries
 * only the selectors that can match its elements, so that its HTML and CSS fit the first round trip of a
 * phone's connection. The stylesheet is cut into rules once, when the server starts; each page keeps, in
 * the stylesheet's order (which atomic CSS depends on), the rules with a selector whose classes and
 * element names it has, and of each rule only those selectors.
 */

/** A class named in a selector: its name, and how the selector spells it (`md\\:p_0\\.5` for `md:p_0.5`). */
interface ClassPiece {
  name: string;
  spelled: string;
}

/** A selector of a rule's list, with what an element or its ancestors need for it to match. */
interface Selector {
  text: string;
  /** Its classes, `<name>` for each element name and `:lang(x)` for a page language it names. */
  needs: string[];
  /** The selector cut at the classes it names (those under :not() too), so that a page can write them renamed. */
  pieces: (string | ClassPiece)[];
}

/** One rule of the stylesheet, with the at-rules (layers, media queries) it sits in. */
interface StylesheetRule {
  wrappers: string[];
  /** A style rule's block (`{…}`); an at-rule's whole text (@keyframes, @font-face, the layers' order). */
  text: string;
  /** A style rule's selectors; null for an at-rule, kept but for @keyframes no kept rule names. */
  selectors: Selector[] | null;
  /** The name of a @keyframes rule. */
  keyframes?: string;
}

const GROUPING_AT_RULE = /^@(?:media|supports|layer|container)\b/;
const CLASS_NAME = String.raw`(?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w\-\u00a0-\uffff])+`;
const CLASS = new RegExp(String.raw`\.(${CLASS_NAME})`, 'g');
/** A class at a given place (`lastIndex`). */
const CLASS_AT = new RegExp(String.raw`\.(${CLASS_NAME})`, 'y');

function unescapeClass(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Where the token at `index` ends: an escape, a quoted string or an attribute selector (its quotes may hold a `]`) whole. */
function tokenEnd(selector: string, index: number): number {
  const char = selector[index];
  if (char === '\\') return index + 2;
  if (char === '"' || char === "'") {
    const close = selector.indexOf(char, index + 1);
    return close < 0 ? selector.length : close + 1;
  }
  if (char !== '[') return index + 1;
  let end = index + 1;
  while (end < selector.length && selector[end] !== ']') end = tokenEnd(selector, end);
  return end + 1;
}

function withoutAttributeSelectors(selector: string): string {
  let text = '';
  for (let index = 0; index < selector.length;) {
    const end = tokenEnd(selector, index);
    if (selector[index] !== '[') text += selector.slice(index, end);
    index = end;
  }
  return text;
}

/** Cuts a selector at its classes, leaving attribute selectors (`[href$=".pdf"]`) and strings whole. */
function classPieces(selector: string): (string | ClassPiece)[] {
  const pieces: (string | ClassPiece)[] = [];
  let text = '';
  let index = 0;
  while (index < selector.length) {
    CLASS_AT.lastIndex = index;
    const spelled = CLASS_AT.exec(selector)?.[1];
    if (spelled) {
      pieces.push(`${text}.`, { name: unescapeClass(spelled), spelled });
      text = '';
      index = CLASS_AT.lastIndex;
    } else {
      const end = tokenEnd(selector, index);
      text += selector.slice(index, end);
      index = end;
    }
  }
  return [...pieces, text];
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

const elementMark = (name: string) => `<${name.toLowerCase()}>`;
/** A selector's pseudo-classes and pseudo-elements (`:hover`, `::before`, `:lang(ta)`, `:nth-child(2n)`). */
const PSEUDO = /::?[\w-]+(?:\([^()]*\))?/g;
const ELEMENT_NAME = /[a-zA-Z][\w-]*/g;

/**
 * What a selector needs: its classes, its element names, and the page's language if it names one (Tamil
 * styles, on Tamil pages only). What is inside :not(), :is(), :where() or :has() does not count (an element
 * must lack it, or needs only one of a list): such a selector is kept on the rest.
 */
function needsOf(selector: string): string[] {
  const needed = withoutAttributeSelectors(selector).replace(/:(?:not|is|where|has)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');
  const language = PAGE_LANGUAGE.exec(selector)?.[1];
  const classes = [...needed.matchAll(CLASS)].map((match) => unescapeClass(match[1]));
  const elements = needed.replace(CLASS, ' ').replace(PSEUDO, ' ').match(ELEMENT_NAME) ?? [];
  return [...classes, ...elements.map(elementMark), ...(language ? [languageMark(language)] : [])];
}

/** Where the prelude starting at `from` ends: its `{` or `;`, not an escaped one (`.a\\{b`) or one in a string. */
function preludeEnd(css: string, from: number): number {
  for (let index = from; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) return -1; // an unclosed string: no prelude ends
    } else if (char === '{' || char === ';') return index;
  }
  return -1;
}

function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) break;
    } else if (char === '{') depth += 1;
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
      rules.push({ wrappers: [...wrappers], text: `${prelude};`, selectors: null });
      index = end + 1;
    } else if (GROUPING_AT_RULE.test(prelude)) {
      wrappers.push(prelude);
      index = end + 1;
    } else {
      const close = closingBrace(css, end);
      const block = css.slice(end, close + 1);
      const keyframes = /^@keyframes\s+([\w-]+)/.exec(prelude)?.[1];
      if (prelude.startsWith('@')) rules.push({ wrappers: [...wrappers], text: prelude + block, selectors: null, keyframes });
      else
        rules.push({
          wrappers: [...wrappers],
          text: block,
          selectors: selectorList(prelude).map((text) => ({ text, needs: needsOf(text), pieces: classPieces(text) })),
        });
      index = close + 1;
    }
  }
  return rules;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** The characters React escapes in an attribute's value (a class such as `[&>span]:w_7` has two). */
const ATTRIBUTE_ENTITIES: { [entity: string]: string } = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The classes of each class attribute of the markup, in order, as names (`[&_svg]:w_4`, not `[&amp;_svg]:w_4`). */
export function* classLists(html: string): Generator<string[]> {
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE)) yield classListOf(list);
}

function classListOf(attributeValue: string): string[] {
  return attributeValue
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]));
}

/**
 * The markup with each class attribute's names replaced by what `rewrite` makes of them, and an attribute
 * left with none taken out. The names `rewrite` returns are written as they are: they need no escaping.
 */
export function withClassAttributes(html: string, rewrite: (names: string[]) => string[]): string {
  return html.replace(CLASS_ATTRIBUTE, (_attribute: string, list: string) => {
    const names = rewrite(classListOf(list));
    return names.length === 0 ? '' : ` class="${names.join(' ')}"`;
  });
}

const ELEMENT = /<([a-zA-Z][\w-]*)/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const animationMark = (name: string) => `@keyframes ${name}`;

const ANIMATION = /animation(?:-name)?:([^;}]*)/g;

/** The keyframes that rules name in their `animation` (`fade-up .7s ease both` names fade-up). */
function animationsNamedIn(css: string): Set<string> {
  return new Set([...css.matchAll(ANIMATION)].flatMap(([, value]) => value.match(/[a-zA-Z_][\w-]*/g) ?? []));
}

/** Every class the page's elements carry, every element name (as `<name>`), the keyframes its style attributes name, and its language. */
export function classesAndElementsInPage(html: string): Set<string> {
  const marks = new Set<string>();
  // `html:lang(ta)` matches "ta" and "ta-IN" alike.
  const language = /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1];
  if (language) for (const tag of new Set([language, language.split('-')[0]])) marks.add(languageMark(tag));
  for (const [, name] of html.matchAll(ELEMENT)) marks.add(elementMark(name));
  for (const [, style] of html.matchAll(STYLE_ATTRIBUTE)) for (const name of animationsNamedIn(style)) marks.add(animationMark(name));
  for (const list of classLists(html)) for (const name of list) marks.add(name);
  return marks;
}

/** A rule a page keeps, with those of its selectors that can match there (null for an at-rule). */
interface KeptRule {
  rule: StylesheetRule;
  selectors: Selector[] | null;
}

/**
 * The rules that apply to the page, each with the selectors of its list that can match there: those whose
 * classes and element names the page all has (a selector that needs none is always kept), and the
 * keyframes those rules or the page's style attributes name.
 */
export function rulesForPage(rules: readonly StylesheetRule[], inPage: ReadonlySet<string>, keep: (rule: StylesheetRule) => boolean = () => true): KeptRule[] {
  const kept = rules
    .filter(keep)
    .map((rule) => ({ rule, selectors: rule.selectors?.filter(({ needs }) => needs.every((mark) => inPage.has(mark))) ?? null }))
    .filter(({ selectors }) => selectors?.length !== 0);
  const animations = animationsNamedIn(kept.map(({ rule }) => rule.text).join(''));
  return kept.filter(({ rule }) => !rule.keyframes || animations.has(rule.keyframes) || inPage.has(animationMark(rule.keyframes)));
}

/** Every class the kept rules' selectors name, under :not() and :is() too. */
export function classesNamedBy(kept: readonly KeptRule[]): Set<string> {
  const names = new Set<string>();
  for (const { selectors } of kept) for (const { pieces } of selectors ?? []) for (const piece of pieces) if (typeof piece !== 'string') names.add(piece.name);
  return names;
}

/** The kept rules as CSS, in the stylesheet's order; a class in `renamed` is written by its new name. */
export function stylesheetOf(kept: readonly KeptRule[], renamed: ReadonlyMap<string, string> = new Map()): string {
  const write = ({ pieces }: Selector) => pieces.map((piece) => (typeof piece === 'string' ? piece : (renamed.get(piece.name) ?? piece.spelled))).join('');
  let css = '';
  let open: string[] = [];
  for (const { rule, selectors } of kept) {
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared += 1;
    css +=
      '}'.repeat(open.length - shared) +
      rule.wrappers
        .slice(shared)
        .map((wrapper) => `${wrapper}{`)
        .join('') +
      (selectors ? selectors.map(write).join(',') : '') +
      rule.text;
    open = rule.wrappers;
  }
  return css + '}'.repeat(open.length);
}
