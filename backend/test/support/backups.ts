import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import { FileRemovals } from '../../src/images/file-removals';
import { sha256 } from '../../src/modules/backups/backup-archive';
import { type Manifest, manifestKey, signManifest } from '../../src/modules/backups/backup-manifest';
import { BackupsService } from '../../src/modules/backups/backups.service';
import { contentTables, dumpTable } from '../../src/modules/backups/table-dump';
import { ImageStore, LocalDiskDriver } from '../../src/storage';
import type { TestServer } from './test-server';

/** The JWT secret the backup tests give their server (JWT_SECRET), which the site signs its archives with. */
export const BACKUP_TEST_SECRET = 'a-backups-test-secret-of-at-least-32-characters';

/**
 * Backups of the site on `db` and `uploadDir` as another process makes them (`npm run backup`): its
 * own connections, store and removals, nothing shared with the server's memory.
 */
export function backupsOn(db: DataSource, uploadDir: string, backupDir: string, signingSecret = BACKUP_TEST_SECRET): BackupsService {
  const store = new ImageStore(new LocalDiskDriver(uploadDir));
  return new BackupsService(db, { uploadDir, backupDir }, { store, removals: new FileRemovals(db, store), signingSecret });
}

/**
 * Every table's rows as JSON and every uploaded file's sha256: what a restore must bring back exactly
 * (but the users' session versions and the records' versions, which a restore raises: every session ends,
 * every save made against a version read before it is refused).
 */
export async function snapshot(server: TestServer): Promise<{ tables: Record<string, unknown>; files: Record<string, string> }> {
  const tables: Record<string, unknown> = {};
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  try {
    await server.database.db.transaction('REPEATABLE READ', async (manager) => {
      for (const table of await contentTables(manager)) {
        await dumpTable(manager, table, path.join(folder, table));
        tables[table] = fs.readFileSync(path.join(folder, table), 'utf8');
      }
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  tables.users = (JSON.parse(tables.users as string) as Record<string, unknown>[]).map(({ session_version: _ended, ...user }) => user);
  for (const table of ['site_settings', 'projects', 'services', 'gallery_images', 'users']) {
    if (table in tables) tables[table] = rowsOf(tables[table]).map(({ version: _raised, ...row }) => row);
  }
  const files: Record<string, string> = {};
  for (const name of server.uploadedFiles()) files[name] = sha256(fs.readFileSync(path.join(server.uploadDir, name)));
  return { tables, files };
}

const rowsOf = (dump: unknown): Record<string, unknown>[] => (typeof dump === 'string' ? JSON.parse(dump) : dump) as Record<string, unknown>[];

/** What a failed restore must leave beside the upload folder: nothing of its own. */
export function restoreLeftovers(server: TestServer): string[] {
  const prefix = `${path.basename(server.uploadDir)}.`;
  return fs.readdirSync(path.dirname(server.uploadDir)).filter((name) => name.startsWith(prefix));
}

/** The archive unpacked into a folder beside `file`, changed by `edit`, packed again as `file`. */
export async function repacked(archive: string, file: string, edit: (folder: string) => void, extra: string[] = []): Promise<string> {
  const folder = fs.mkdtempSync(path.join(path.dirname(file), 'repack-'));
  await tar.extract({ file: archive, cwd: folder });
  edit(folder);
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
  const relative = entries
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => Number(b === 'manifest.json') - Number(a === 'manifest.json'));
  await tar.create({ gzip: true, file, cwd: folder, portable: true, preservePaths: true, noDirRecurse: true }, [...relative, ...extra]);
  fs.rmSync(folder, { recursive: true });
  return file;
}

/** An archive's manifest: its format version, tables and migrations, and each file's sha256 and size. */
export interface ManifestJson {
  migrations: string[];
  files: Record<string, { sha256: string; bytes: number }>;
  missingFiles?: string[];
  signature?: string;
}

export function editManifest(folder: string, edit: (manifest: ManifestJson) => void): void {
  const file = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** Changes the rows of a table's dump in an unpacked archive, and its size and checksum in the manifest (the signature left as it was). */
export function editRows(folder: string, table: string, edit: (rows: Record<string, unknown>[]) => void): void {
  const dump = path.join(folder, 'database', `${table}.json`);
  const rows = JSON.parse(fs.readFileSync(dump, 'utf8'));
  edit(rows);
  const data = Buffer.from(JSON.stringify(rows));
  fs.writeFileSync(dump, data);
  editManifest(folder, (manifest) => void (manifest.files[`database/${table}.json`] = { sha256: sha256(data), bytes: data.length }));
}

/** Signs an unpacked archive's manifest as the site with `secret` signs its own (what someone holding the key could do). */
export function signAs(folder: string, secret = BACKUP_TEST_SECRET): void {
  const file = path.join(folder, 'manifest.json');
  fs.writeFileSync(file, signManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest, manifestKey(secret)));
}
