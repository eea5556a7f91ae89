import type { EntityManager } from 'typeorm';
import { checkNewOrder } from '../new-order';

/** The services' display order on the site: `ids` names every service, hidden ones included, once. */
export async function writeOfferingOrder(manager: EntityManager, ids: unknown): Promise<void> {
  // Every row locked: two reorders at once are applied one after the other, each on a full list.
  const rows: { id: string }[] = await manager.query('SELECT id FROM services ORDER BY id FOR UPDATE');
  const order = checkNewOrder(
    ids,
    rows.map((row) => row.id),
    'service',
  );
  await manager.query(`UPDATE services SET position = o.position FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE services.id = o.id`, [order]);
}
