import crypto from 'node:crypto';
import fs from 'node:fs';
import type { EntityManager } from 'typeorm';
import { PRIVATE_FILE_MODE } from './backup-archive';
import { BackupError } from './backup-manifest';

/** TypeORM's own record of the applied migrations: the schema version, not content. */
const MIGRATIONS_TABLE = 'migrations';
/**
 * Tables that are no content: the schema version, the storage's queue of files to remove
 * (images/file-removals.ts), what the processes on the database share (content version, job runs,
 * restores under way),
 * the login, enquiry and link limits (modules/limits), the mail server's settings (its password is
 * sealed with this server's key: on another server it could not be read, and a restore keeps the mail
 * working as it is), and the visitor figures (statistics: a restore leaves them as they are).
 */
const NOT_CONTENT = [
  MIGRATIONS_TABLE,
  'file_removals',
  'content_version',
  'job_runs',
  'rate_limits',
  'login_backoff',
  'login_known_addresses',
  'mail_settings',
  'visit_counts',
  'site_maintenance',
];

/** Rows inserted by one statement of a restore, and the most JSON text they may come to before they are sent. */
const INSERT_BATCH_ROWS = 1_000;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

/** A table's rows written to a file as a JSON array (PostgreSQL's own jsonb text, so numbers, bytea and timestamps keep every digit). */
export interface TableDump {
  table: string;
  rowCount: number;
  sha256: string;
  bytes: number;
}

/** Rows a backup reads from the database at a time. */
const DUMP_BATCH = 1_000;

/** An SQL identifier, quoted. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The names of the applied migrations, oldest first. */
export async function appliedMigrations(manager: EntityManager): Promise<string[]> {
  const [{ found }]: { found: string | null }[] = await manager.query('SELECT to_regclass($1)::text AS found', [MIGRATIONS_TABLE]);
  if (!found) throw new BackupError('The database holds no site yet (no migrations were applied): start the site once first');
  const rows: { name: string }[] = await manager.query(`SELECT name FROM ${quote(MIGRATIONS_TABLE)} ORDER BY "timestamp", id`);
  return rows.map((row) => row.name);
}

/** Every content table of the current schema, each after the tables its foreign keys point at. */
export async function contentTables(manager: EntityManager): Promise<string[]> {
  const tables: { name: string }[] = await manager.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> ALL ($1::text[])
     ORDER BY c.relname`,
    [NOT_CONTENT],
  );
  const references: { child: string; parent: string }[] = await manager.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = k.connamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema() AND child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of references.filter((reference) => reference.child === table)) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

async function primaryKey(manager: EntityManager, table: string): Promise<string[]> {
  const rows: { name: string }[] = await manager.query(
    `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

/**
 * Writes one table's rows to `file` (created, owner-only) as a JSON array in a stable order (by
 * primary key, else by the whole row), a batch at a time from a cursor of the caller's transaction:
 * neither this process nor PostgreSQL holds the whole table (jsonb_agg stops at 256 MB).
 */
export async function dumpTable(manager: EntityManager, table: string, file: string): Promise<TableDump> {
  const key = await primaryKey(manager, table);
  const order = key.length > 0 ? key.map((column) => `t.${quote(column)}`).join(', ') : 'to_jsonb(t)::text';
  const out = fs.createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let rowCount = 0;
  const write = (text: string) => {
    const data = Buffer.from(text);
    hash.update(data);
    bytes += data.length;
    return new Promise<void>((resolve, reject) => out.write(data, (error) => (error ? reject(error) : resolve())));
  };
  try {
    await manager.query(`DECLARE table_dump NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quote(table)} t ORDER BY ${order}`);
    await write('[');
    for (;;) {
      const rows: { row: string }[] = await manager.query(`FETCH ${DUMP_BATCH} FROM table_dump`);
      // Separated as PostgreSQL's own jsonb text separates an array's elements.
      if (rows.length > 0) await write(`${rowCount > 0 ? ', ' : ''}${rows.map(({ row }) => row).join(', ')}`);
      rowCount += rows.length;
      if (rows.length < DUMP_BATCH) break;
    }
    await manager.query('CLOSE table_dump');
    await write(']');
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    out.destroy();
    throw error;
  }
  return { table, rowCount, sha256: hash.digest('hex'), bytes };
}

async function writableColumns(manager: EntityManager, table: string): Promise<string[]> {
  const rows: { name: string }[] = await manager.query(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

/**
 * Replaces the rows of every table in `tables` (FK-safe order) with the rows `rowsOf` gives (each a
 * row's JSON text), inside the caller's transaction, a batch at a time: memory holds one batch
 * whatever a table holds. Serial and identity sequences continue after the restored rows.
 */
export async function replaceTables(manager: EntityManager, tables: string[], rowsOf: (table: string) => AsyncIterable<string>): Promise<void> {
  await manager.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
  for (const table of tables) {
    const columns = (await writableColumns(manager, table)).map(quote).join(', ');
    const insert = (rows: string[]) =>
      manager.query(
        `INSERT INTO ${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb)`,
        [`[${rows.join(',')}]`],
      );
    let batch: string[] = [];
    let bytes = 0;
    for await (const row of rowsOf(table)) {
      batch.push(row);
      bytes += row.length;
      if (batch.length < INSERT_BATCH_ROWS && bytes < INSERT_BATCH_BYTES) continue;
      await insert(batch);
      batch = [];
      bytes = 0;
    }
    if (batch.length > 0) await insert(batch);
    const sequences: { column: string; sequence: string }[] = await manager.query(
      `SELECT attname AS column, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
       WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND pg_get_serial_sequence($1, attname) IS NOT NULL`,
      [quote(table)],
    );
    for (const { column, sequence } of sequences) {
      // ALTER SEQUENCE, not setval: it is undone with the transaction, so a restore refused at commit
      // leaves the sequence where the rows kept need it (setval would stay, and the next insert would
      // take an id still in use).
      const [{ next }]: { next: string }[] = await manager.query(`SELECT coalesce(max(${quote(column)}), 0) + 1 AS next FROM ${quote(table)}`);
      await manager.query(`ALTER SEQUENCE ${sequence} RESTART WITH ${BigInt(next).toString()}`);
    }
  }
}
