import { PAGE_SIZE, PAGE_SIZE_MESSAGE } from '@vriddhi/rules';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../errors';

/**
 * Cursor paging for the lists that grow with use (enquiries, activity, users, backups). A page ends
 * at a key (the sort columns' values of its last item); the next page starts after that key, so an
 * item added or removed meanwhile never shifts one into a second page or out of both.
 */

/** One page of a list, in the list's order. */
export interface Page<T> {
  items: T[];
  /** Where the next page starts (give it back as `after`/`before`); null on the last page. */
  nextCursor: string | null;
  /** How many items the whole list has (with the same filter), on every page. */
  total: number;
}

/** What a caller asks for, unchecked (GraphQL arguments, REST query parameters). */
export interface PageRequest {
  first?: unknown;
  after?: unknown;
}

/** Names of the request's two parts in the caller's language (`limit`/`before` over REST), for messages. */
export interface PageFieldNames {
  first: string;
  after: string;
}

const GRAPHQL_FIELDS: PageFieldNames = { first: 'first', after: 'after' };

/** Longer than any cursor this server writes (a user's is the longest: it holds the name): a longer one is refused unread. */
const MAX_CURSOR_LENGTH = 2048;

/** The page size asked for: PAGE_SIZE.default when left out; a whole number from 1 to PAGE_SIZE.max, else refused. */
export function pageSize(raw: unknown, field = GRAPHQL_FIELDS.first): number {
  if (raw === undefined || raw === null || raw === '') return PAGE_SIZE.default;
  const size = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : raw;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > PAGE_SIZE.max) {
    throw new ValidationError({ [field]: `${field} ${PAGE_SIZE_MESSAGE}` });
  }
  return size;
}

/** An opaque cursor: the list it belongs to and the key of the item before it. */
export function encodeCursor(list: string, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

/** The key a cursor of `list` holds (with `length` parts); null when none was given; refused when it is not one of that list's. */
export function decodeCursor(list: string, raw: unknown, length: number, field = GRAPHQL_FIELDS.after): string[] | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const refuse = () => new ValidationError({ [field]: `${field} is not a cursor of this list: start again from the first page` });
  if (typeof raw !== 'string' || raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) throw refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== length + 1 || parts[0] !== list || !parts.every((part) => typeof part === 'string')) throw refuse();
  return parts.slice(1) as string[];
}

/** A sort column of a keyset: the SQL expression and its type (how a cursor's text is read back). */
export interface KeyColumn {
  expression: string;
  type: 'timestamptz' | 'uuid' | 'bigint' | 'integer' | 'text';
}

/** How a list is ordered: its columns, all in one direction, the last one unique (the tie-breaker). */
export interface Keyset {
  /** Names the list in its cursors, so a cursor of one list is refused by another. */
  list: string;
  columns: readonly KeyColumn[];
  direction: 'ASC' | 'DESC';
}

/** A column's value as the cursor keeps it: timestamps to the microsecond (a JavaScript Date keeps milliseconds only). */
function keyText({ expression, type }: KeyColumn): string {
  return type === 'timestamptz' ? `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `(${expression})::text`;
}

/**
 * One page of `query` (its filters set, no order or limit) in the keyset's order: `first` items
 * after the cursor `after` (as the caller sent it, checked here), the next page's cursor and the total.
 */
export async function keysetPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  keyset: Keyset,
  request: PageRequest,
  fields: PageFieldNames = GRAPHQL_FIELDS,
): Promise<Page<T>> {
  const first = pageSize(request.first, fields.first);
  const after = decodeCursor(keyset.list, request.after, keyset.columns.length, fields.after);
  const total = await query.clone().getCount();
  const { items, nextKey } = await keysetItems(query, keyset, first, after);
  return { items, nextCursor: nextKey && encodeCursor(keyset.list, nextKey), total };
}

/** The `first` items of `query` after the key `after` (null: from the start), and the key the next page starts after (null: none). */
export async function keysetItems<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  keyset: Keyset,
  first: number,
  after: readonly string[] | null,
): Promise<{ items: T[]; nextKey: string[] | null; keys: string[][] }> {
  const page = query.clone();
  keyset.columns.forEach((column, index) => {
    page.addSelect(keyText(column), `page_key_${index}`);
    page.addOrderBy(column.expression, keyset.direction);
  });
  if (after) {
    const row = keyset.columns.map((column) => column.expression).join(', ');
    const values = keyset.columns.map((column, index) => `CAST(:page_key_${index} AS ${column.type})`).join(', ');
    const comparison = keyset.direction === 'DESC' ? '<' : '>';
    page.andWhere(`(${row}) ${comparison} (${values})`, Object.fromEntries(after.map((value, index) => [`page_key_${index}`, value])));
  }
  // One more than asked: whether there is a next page.
  const { entities, raw } = await page.limit(first + 1).getRawAndEntities<Record<string, string>>();
  if (entities.length !== raw.length) throw new Error('keysetItems: a paged query must not join rows');
  const keys = raw.slice(0, first).map((row) => keyset.columns.map((_, index) => row[`page_key_${index}`]));
  return { items: entities.slice(0, first), nextKey: entities.length > first ? keys[first - 1] : null, keys };
}

/** A page that can also be turned back: where the page before it ends. */
export interface TwoWayPage<T> extends Page<T> {
  /** Give it back as `before` for the page before this one (newer, in a newest-first list); null on the first page. */
  previousCursor: string | null;
}

export interface TwoWayPageRequest extends PageRequest {
  /** A cursor: the `first` items just before it in the list's order (the page before the one it came from). */
  before?: unknown;
}

/**
 * keysetPage that also reads backwards: with `before`, the `first` items just before that cursor (read
 * in the opposite order, then turned around, so the page is in the list's order as always).
 */
export async function keysetTwoWayPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  keyset: Keyset,
  request: TwoWayPageRequest,
): Promise<TwoWayPage<T>> {
  const first = pageSize(request.first);
  const after = decodeCursor(keyset.list, request.after, keyset.columns.length, 'after');
  const before = decodeCursor(keyset.list, request.before, keyset.columns.length, 'before');
  if (after && before) throw new ValidationError({ before: 'Give after or before, not both' });
  const total = await query.clone().getCount();
  const cursor = (key: string[] | undefined) => (key ? encodeCursor(keyset.list, key) : null);
  if (!before) {
    const { items, nextKey, keys } = await keysetItems(query, keyset, first, after);
    return { items, total, nextCursor: cursor(nextKey ?? undefined), previousCursor: after ? cursor(keys[0]) : null };
  }
  const backwards: Keyset = { ...keyset, direction: keyset.direction === 'DESC' ? 'ASC' : 'DESC' };
  const { items, nextKey, keys } = await keysetItems(query, backwards, first, before);
  // The cursor's own item comes after these, so there is a next page whenever this one has items.
  return { items: items.reverse(), total, nextCursor: cursor(keys[0]), previousCursor: cursor(nextKey ?? undefined) };
}

/**
 * One page of a list held in memory (already in its order): the items after the cursor's key by
 * `compare` (the list's order, given an item and a key), `keyOf` naming an item's key.
 */
export function pageOfSorted<T>(
  sorted: readonly T[],
  keyset: { list: string; length: number; keyOf: (item: T) => string[]; isAfter: (item: T, key: string[]) => boolean },
  request: PageRequest,
  fields: PageFieldNames = GRAPHQL_FIELDS,
): Page<T> {
  const first = pageSize(request.first, fields.first);
  const after = decodeCursor(keyset.list, request.after, keyset.length, fields.after);
  const rest = after ? sorted.filter((item) => keyset.isAfter(item, after)) : sorted;
  const items = rest.slice(0, first);
  const nextCursor = rest.length > first ? encodeCursor(keyset.list, keyset.keyOf(items[first - 1])) : null;
  return { items, nextCursor, total: sorted.length };
}
