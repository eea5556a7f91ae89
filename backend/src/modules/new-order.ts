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
