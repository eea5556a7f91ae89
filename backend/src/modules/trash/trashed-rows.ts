import type { TrashKind } from '@vriddhi/rules';
import type { EntityManager } from 'typeorm';
import { TrashItem } from '../../entities';
import { ConflictError, ValidationError } from '../../errors';
import { filesNamedBy, type Row } from '../../images/files-named-by-rows';

/** Where each kind of thing lives: its table, and the tables of the rows that belong to it (parents first). */
const TABLES: Readonly<Record<TrashKind, { table: string; children: { table: string; parentColumn: string }[] }>> = {
  project: { table: 'projects', children: [{ table: 'project_images', parentColumn: 'project_id' }] },
  'gallery image': { table: 'gallery_images', children: [] },
  service: { table: 'services', children: [] },
  enquiry: { table: 'enquiries', children: [] },
};

export interface Trashed {
  kind: TrashKind;
  id: string;
  label: string;
  deletedById: string | null;
}

async function rowsWhere(manager: EntityManager, table: string, column: string, id: string): Promise<Row[]> {
  const found: { row: Row }[] = await manager.query(`SELECT to_jsonb(t) AS row FROM "${table}" t WHERE t."${column}" = $1`, [id]);
  return found.map(({ row }) => row);
}

/**
 * Moves the row (locked by the caller) and the rows belonging to it into the Trash, in the caller's
 * transaction: the rows are deleted, their images' asset rows and files stay, held by the Trash.
 */
export async function moveToTrash(manager: EntityManager, trashed: Trashed): Promise<void> {
  const { table, children } = TABLES[trashed.kind];
  const rows: Record<string, Row[]> = { [table]: await rowsWhere(manager, table, 'id', trashed.id) };
  for (const child of children) rows[child.table] = await rowsWhere(manager, child.table, child.parentColumn, trashed.id);
  const [main] = rows[table];
  const keys = [...new Set(Object.entries(rows).flatMap(([rowsTable, list]) => list.flatMap((row) => filesNamedBy(rowsTable, row))))];
  const [{ id }]: { id: string }[] = await manager.query(
    `INSERT INTO trash_items (kind, item_id, label, image_url, rows, deleted_by_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [trashed.kind, trashed.id, trashed.label, typeof main.image_url === 'string' ? main.image_url : null, rows, trashed.deletedById],
  );
  if (keys.length > 0) {
    await manager.query(`INSERT INTO trash_item_images (trash_item_id, image_url) SELECT $1, unnest($2::text[])`, [id, keys]);
  }
  await manager.query(`DELETE FROM "${table}" WHERE id = $1`, [trashed.id]);
}

/**
 * Writes the item's rows back as they were, in the caller's transaction, and takes it out of the Trash.
 * Who added or changed it is forgotten where that user has been deleted since (as a delete of the
 * user does to the rows on the site).
 */
export async function putBack(manager: EntityManager, item: TrashItem): Promise<void> {
  const users = await existingUsers(manager, item.rows);
  try {
    for (const [table, rows] of Object.entries(item.rows)) {
      if (rows.length === 0) continue;
      const kept = rows.map((row) => forgetDeletedUsers(row, users));
      await manager.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [JSON.stringify(kept)]);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '23505') throw new ConflictError(`"${item.label}" is already on the site`);
    if (code === '23503') throw new ValidationError({ id: `"${item.label}" cannot be put back: what it belonged to (such as its gallery category) is gone` });
    throw error;
  }
  await manager.delete(TrashItem, { id: item.id });
}

const USER_COLUMNS = ['created_by_id', 'updated_by_id'];

async function existingUsers(manager: EntityManager, rows: Record<string, Row[]>): Promise<Set<string>> {
  const named = Object.values(rows)
    .flatMap((list) => list.flatMap((row) => USER_COLUMNS.map((column) => row[column])))
    .filter((id) => typeof id === 'string');
  if (named.length === 0) return new Set();
  const found: { id: string }[] = await manager.query(`SELECT id FROM users WHERE id = ANY ($1::uuid[])`, [named]);
  return new Set(found.map((row) => row.id));
}

function forgetDeletedUsers(row: Row, users: Set<string>): Row {
  const kept = { ...row };
  for (const column of USER_COLUMNS) if (typeof kept[column] === 'string' && !users.has(kept[column])) kept[column] = null;
  return kept;
}
