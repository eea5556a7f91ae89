import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, MigrationInterface } from 'typeorm';
import type { ContentVersion } from '../../content-version';
import { isValidStorageKey } from '../../storage/storage-key';
import { packArchive, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, readArchive, sha256 } from './backup-archive';
import { BackupError, type Manifest, MANIFEST_PATH, type ManifestFile, newManifest, tableFile, UPLOADS_FOLDER } from './backup-manifest';
import { appliedMigrations, contentTables, dumpTable, replaceTables } from './table-dump';

/** The archives this service names (and prunes): sortable by name, oldest first. */
const ARCHIVE_NAME = /^backup-\d{8}-\d{6}-\d{3}Z\.tar\.gz$/;

export interface BackupFolders {
  uploadDir: string;
  backupDir: string;
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
}

export interface BackupListing {
  file: string;
  name: string;
  bytes: number;
}

/** `backup-20261126-213701-123Z.tar.gz`: UTC, sorts as it was made. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `backup-${stamp}.tar.gz`;
}

/** The image store's files in `folder`, sorted; anything else there (set-aside files, temporary ones) is not content, and a restore would refuse it. */
async function contentFiles(folder: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && isValidStorageKey(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** A hard link where the file system allows it (uploads never change in place), else a copy. */
async function linkOrCopy(source: string, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    await fs.promises.link(source, target);
  } catch {
    await fs.promises.copyFile(source, target);
  }
}

/**
 * Backups of the whole site: every table's rows and every uploaded file in one .tar.gz with a
 * manifest (schema version, row counts, checksums), checked completely before a restore changes anything.
 */
export class BackupsService {
  constructor(
    private readonly db: DataSource,
    private readonly folders: BackupFolders,
    /** Moved after a restore so that a running server's caches drop what they kept. */
    private readonly contentVersion?: ContentVersion,
  ) {}

  /** Writes a new archive (in BACKUP_DIR unless `file` is given) from one consistent snapshot of the database. */
  async create(file?: string): Promise<BackupSummary> {
    const createdAt = new Date();
    const target = path.resolve(file ?? path.join(this.folders.backupDir, archiveName(createdAt)));
    if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose another file`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const staging = path.join(path.dirname(target), `.backup-${randomUUID()}`);
    const partial = `${staging}.tar.gz`;
    try {
      await fs.promises.mkdir(staging, { mode: PRIVATE_FOLDER_MODE });
      const files: Record<string, ManifestFile> = {};
      const { migrations, tables } = await this.db.transaction('REPEATABLE READ', async (manager) => {
        await manager.query('SET TRANSACTION READ ONLY');
        await manager.query('SET LOCAL statement_timeout = 0');
        const counts: Record<string, number> = {};
        for (const table of await contentTables(manager)) {
          const dump = await dumpTable(manager, table);
          counts[table] = dump.rowCount;
          await fs.promises.mkdir(path.join(staging, path.dirname(tableFile(table))), { recursive: true, mode: PRIVATE_FOLDER_MODE });
          await fs.promises.writeFile(path.join(staging, tableFile(table)), dump.json, { mode: PRIVATE_FILE_MODE });
          files[tableFile(table)] = { sha256: sha256(dump.json), bytes: Buffer.byteLength(dump.json) };
        }
        return { migrations: await appliedMigrations(manager), tables: counts };
      });
      for (const relative of await contentFiles(this.folders.uploadDir)) {
        const entry = `${UPLOADS_FOLDER}/${relative}`;
        await linkOrCopy(path.join(this.folders.uploadDir, relative), path.join(staging, entry));
        const data = await fs.promises.readFile(path.join(staging, entry));
        files[entry] = { sha256: sha256(data), bytes: data.length };
      }
      const manifest = newManifest(migrations, tables, files, createdAt);
      await fs.promises.writeFile(path.join(staging, MANIFEST_PATH), JSON.stringify(manifest, null, 2), { mode: PRIVATE_FILE_MODE });
      await packArchive(staging, [MANIFEST_PATH, ...Object.keys(files)], partial);
      await fs.promises.rename(partial, target);
      return { file: target, manifest };
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true });
      await fs.promises.rm(partial, { force: true });
    }
  }

  /** Checks an archive completely (throws BackupError saying why it cannot be restored) and returns its manifest. */
  async verify(file: string): Promise<Manifest> {
    const { manifest } = await readArchive(file);
    await this.migrationsToReplay(manifest);
    return manifest;
  }

  /**
   * Replaces all content with the archive's: checked completely first, then the rows in one
   * transaction and the upload folder swapped by renames; a failure leaves everything as it was.
   * An archive of an older version is restored into its own schema (the newer migrations undone),
   * then brought up to date by those migrations, all in the same transaction.
   */
  async restore(file: string): Promise<Manifest> {
    const uploadDir = path.resolve(this.folders.uploadDir);
    await fs.promises.mkdir(path.dirname(uploadDir), { recursive: true });
    const incoming = `${uploadDir}.restoring-${randomUUID()}`;
    const previous = `${uploadDir}.previous-${randomUUID()}`;
    let swapped = false;
    try {
      await fs.promises.mkdir(incoming);
      const { manifest, tables } = await readArchive(file, incoming);
      const replay = await this.migrationsToReplay(manifest);
      await this.db.transaction(async (manager) => {
        const runner = manager.queryRunner!;
        await manager.query('LOCK TABLE users IN EXCLUSIVE MODE');
        const [{ highest }]: { highest: number }[] = await manager.query('SELECT coalesce(max(session_version), 0) AS highest FROM users');
        for (const migration of [...replay].reverse()) await migration.down(runner);
        const current = await contentTables(manager);
        const missing = current.find((table) => !tables.has(table)) ?? [...tables.keys()].find((table) => !current.includes(table));
        if (missing) throw new BackupError(`The archive does not match this database: the table ${missing} is not in both`);
        await replaceTables(manager, current, tables);
        for (const migration of replay) await migration.up(runner);
        // Every restored version above any signed before the restore (and above its own): the tokens of
        // before, revoked or not, end; the restored users log in again.
        await manager.query('UPDATE users SET session_version = greatest(session_version, 1) + $1 + 1', [highest]);
        // The files move in just before the commit; should the commit fail, they move back.
        const hadUploads = fs.existsSync(uploadDir);
        if (hadUploads) await fs.promises.rename(uploadDir, previous);
        await fs.promises.rename(incoming, uploadDir);
        swapped = true;
      });
      this.contentVersion?.bump();
      await fs.promises.rm(previous, { recursive: true, force: true });
      return manifest;
    } catch (error) {
      if (swapped) {
        await fs.promises.rename(uploadDir, incoming);
        if (fs.existsSync(previous)) await fs.promises.rename(previous, uploadDir);
      }
      throw error;
    } finally {
      await fs.promises.rm(incoming, { recursive: true, force: true });
    }
  }

  /** The archives in BACKUP_DIR, newest first. */
  async list(): Promise<BackupListing[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.folders.backupDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const archives = names
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse();
    return Promise.all(
      archives.map(async (name) => {
        const file = path.join(this.folders.backupDir, name);
        return { file, name, bytes: (await fs.promises.stat(file)).size };
      }),
    );
  }

  /** Deletes all but the newest `keep` archives of BACKUP_DIR; returns the files deleted. */
  async prune(keep: number): Promise<string[]> {
    const old = (await this.list()).slice(keep);
    for (const { file } of old) await fs.promises.rm(file, { force: true });
    return old.map(({ file }) => file);
  }

  /**
   * The migrations applied here after the archive's (none when it was made by this version), in
   * order. An archive with a migration unknown here, or not a prefix of this database's, is refused.
   */
  private async migrationsToReplay(manifest: Manifest): Promise<MigrationInterface[]> {
    const applied = await appliedMigrations(this.db.manager);
    const unknown = manifest.migrations.find((name) => !applied.includes(name));
    if (unknown)
      throw new BackupError(`The archive was made by a newer or different version of the site (migration ${unknown} is unknown here): update the site first`);
    if (manifest.migrations.some((name, index) => applied[index] !== name)) {
      throw new BackupError("The archive was made by a different version of the site: its migrations are not an earlier part of this database's");
    }
    const byName = new Map(this.db.migrations.map((migration) => [migration.name ?? migration.constructor.name, migration]));
    return applied.slice(manifest.migrations.length).map((name) => {
      const migration = byName.get(name);
      if (!migration)
        throw new BackupError(`This database has a migration this version of the site does not know (${name}): restore with the version that made it`);
      return migration;
    });
  }
}
