import { classLists, withClassAttributes } from './page-css';

/** `a`…`z`, then `a0`…`zz`, then `a00`…: names that need no escaping in CSS, shortest first. */
function* shortNames(): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const rest = `${letters}0123456789`;
  let suffixes = [''];
  for (;;) {
    for (const letter of letters) for (const suffix of suffixes) yield letter + suffix;
    suffixes = suffixes.flatMap((suffix) => [...rest].map((char) => char + suffix));
  }
}

/**
 * A short name for each class of the page that its CSS names, the most used first: a page's classes
 * are only ever read by its own CSS, written into its head (the islands find elements by their data
 * attributes), so each page can name them afresh. `md:py_24` or `services-overview__tile`, repeated
 * through a page, cost the home page 1.7 kB of its 14.6 kB first round trip, compressed.
 * `taken`: names the CSS may hold that are not renamed (a class under `:not()` the page lacks).
 */
export function shortClassNames(html: string, styled: ReadonlySet<string>, taken: ReadonlySet<string>): Map<string, string> {
  const uses = new Map<string, number>();
  for (const list of classLists(html)) for (const name of list) if (styled.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
  // A stable sort: classes used as often keep the order they first appear in.
  const byUse = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)!);
  const names = shortNames();
  const next = (): string => {
    for (;;) {
      const name = names.next().value!;
      if (!taken.has(name)) return name;
    }
  };
  return new Map(byUse.map((name) => [name, next()]));
}

/** The markup with every class by its short name; a class no CSS names is left out. */
export function withShortClassNames(html: string, renamed: ReadonlyMap<string, string>): string {
  return withClassAttributes(html, (names) => names.flatMap((name) => renamed.get(name) ?? []));
}
