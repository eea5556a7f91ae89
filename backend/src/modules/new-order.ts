import type { EntityManager } from 'typeorm';
import { ValidationError } from '../errors';

/** Longest order list read: no site has more items than this, and a longer list is refused before any work. */
const MAX_ORDER_LENGTH = 10_000;

/**
 * A new order for `current` (the items as they are now, read under a lock), given as the same items
 * in another order. It must name each of them exactly once: a screen opened before someone else added
 * or removed one is refused as a whole (never applied in part, so nothing is dropped or doubled).
 */
export function checkNewOrder(given: unknown, current: readonly string[], what: string): string[] {
  const stale = new ValidationError({
    order: `The order must list every ${what} once; the list has changed since the page was opened. Reload the page and try again.`,
  });
  if (!Array.isArray(given) || given.length > MAX_ORDER_LENGTH || !given.every((item) => typeof item === 'string')) throw stale;
  const order = given as string[];
  const known = new Set(current);
  if (order.length !== current.length || new Set(order).size !== order.length || !order.every((item) => known.has(item))) throw stale;
  return order;
}

/** The lists whose order the firm chooses: where each keeps an item's place. */
const ORDERED_LISTS = {
  project: { table: 'projects', column: 'featured_position' },
  service: { table: 'services', column: 'position' },
  'gallery image': { table: 'gallery_images', column: 'position' },
} as const;

/**
 * Writes the order of a whole list: `ids` names every item, hidden ones included, once (checkNewOrder).
 * Every row is locked first: two reorders at once are applied one after the other, each on a full list.
 */
export async function writeListOrder(manager: EntityManager, list: keyof typeof ORDERED_LISTS, ids: unknown): Promise<void> {
  const { table, column } = ORDERED_LISTS[list];
  const rows: { id: string }[] = await manager.query(`SELECT id FROM "${table}" ORDER BY id FOR UPDATE`);
  const order = checkNewOrder(
    ids,
    rows.map((row) => row.id),
    list,
  );
  await manager.query(`UPDATE "${table}" SET "${column}" = o.position FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE "${table}".id = o.id`, [
    order,
  ]);
}
