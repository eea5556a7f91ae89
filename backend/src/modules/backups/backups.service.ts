import { PAGE_SIZE } from '@vriddhi/rules';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, MigrationInterface } from 'typeorm';
import type { ContentVersion } from '../../content-version';
import { NotFoundError } from '../../errors';
import { isValidStorageKey } from '../../storage/storage-key';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { pageOfSorted, type Page, type PageRequest } from '../paging';
import type { AuthService } from '../auth/auth.service';
import { packArchive, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, readArchive, sha256 } from './backup-archive';
import type { BackupSchedule } from './backup-jobs';
import { BackupError, type Manifest, MANIFEST_PATH, type ManifestFile, newManifest, tableFile, UPLOADS_FOLDER } from './backup-manifest';
import { archiveName, type BackupMaker, parseArchiveName } from './backup-names';
import { appliedMigrations, contentTables, dumpTable, replaceTables } from './table-dump';

export { archiveName, type BackupMaker };

/** Where an archive of BACKUP_DIR is downloaded: `GET /api/backups/<name>?token=…` (backups.routes.ts). */
export const BACKUP_DOWNLOADS_PATH = '/api/backups';

export interface BackupFolders {
  uploadDir: string;
  backupDir: string;
}

/** The folders, and for the running server the daily schedule (BACKUP_TIME, BACKUP_KEEP) the admin's screen shows. */
export interface BackupSettings extends BackupFolders {
  schedule?: BackupSchedule;
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
}

export interface BackupListing {
  file: string;
  name: string;
  bytes: number;
  createdAt: Date;
  madeBy: BackupMaker;
}

/** What the admin's Backups screen shows: the archives, newest first, and how they are made and kept. */
export interface BackupOverview {
  archives: BackupListing[];
  schedule: BackupSchedule;
  folder: string;
}

/** An archive opened for a download link: read it from `handle` (closed by the stream that reads it). */
export interface OpenedBackup {
  name: string;
  bytes: number;
  handle: fs.promises.FileHandle;
}

const NO_SUCH_BACKUP = 'There is no backup with this name: it may have been deleted since the list was shown';

/** BACKUP_KEEP's default, for a service made without a schedule. */
const DEFAULT_KEEP = 7;

/** The order of the list: newest first; of one moment, by name. Negative when `a` comes first. */
function newestFirst(a: { createdAt: Date; name: string }, b: { createdAt: Date; name: string }): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name);
}

/** The list's order as a keyset: a cursor holds the time and name of the archive the next page follows. */
const NEWEST_FIRST = {
  list: 'backups',
  length: 2,
  keyOf: (archive: BackupListing) => [archive.createdAt.toISOString(), archive.name],
  isAfter: (archive: BackupListing, [createdAt, name]: string[]) => newestFirst({ createdAt: new Date(createdAt), name }, archive) < 0,
};

function downloadPath(name: string): string {
  return `${BACKUP_DOWNLOADS_PATH}/${name}`;
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
  /** The archive being written into BACKUP_DIR, if any: one at a time there. */
  private writing: Promise<BackupSummary> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly folders: BackupSettings,
    /** Moved after a restore so that a running server's caches drop what they kept. */
    private readonly contentVersion?: ContentVersion,
    /** Signs and checks the download links (the running server's; the command-line tools have none). */
    private readonly auth?: AuthService,
  ) {}

  /**
   * Writes a new archive from one consistent snapshot of the database: into `file`, or else into
   * BACKUP_DIR under a name saying when and by whom (`madeBy`) it was made. Archives of BACKUP_DIR are
   * written one at a time: one asked for while another is being written starts once that one is done.
   */
  create(file?: string, madeBy: BackupMaker = 'daily'): Promise<BackupSummary> {
    if (file !== undefined) return this.write(path.resolve(file), new Date());
    const previous = this.writing;
    const writing = (async () => {
      await previous?.catch(() => undefined);
      const createdAt = new Date();
      return this.write(path.join(path.resolve(this.folders.backupDir), archiveName(createdAt, madeBy)), createdAt);
    })();
    this.writing = writing;
    const done = () => {
      if (this.writing === writing) this.writing = null;
    };
    writing.then(done, done);
    return writing;
  }

  /**
   * A backup made now by a person (the admin's "Make a backup now"). While another backup is being
   * written (the daily one, or another admin's click), no second one is started: the answer is that
   * one once it is done. The hand-made archives are kept apart from the daily ones: the newest
   * BACKUP_KEEP of them stay (older hand-made ones are deleted), and they never push out a daily one.
   */
  async makeNow(actor: Actor): Promise<BackupListing> {
    assertCan(actor, 'backups');
    const running = this.writing;
    if (running) return this.listed(path.basename((await running).file));
    const { file } = await this.create(undefined, 'by-hand');
    const name = path.basename(file);
    await recordActivity(this.db.manager, actor, { action: 'made', subject: 'backup', label: name });
    await this.prune(this.schedule.keep, 'by-hand');
    return this.listed(name);
  }

  /** The newest PAGE_SIZE.max archives of BACKUP_DIR (page through the rest), with the schedule that makes and keeps them. */
  async overview(actor: Actor): Promise<BackupOverview> {
    assertCan(actor, 'backups');
    return { archives: (await this.list()).slice(0, PAGE_SIZE.max), schedule: this.schedule, folder: path.resolve(this.folders.backupDir) };
  }

  /** A page of the archives of BACKUP_DIR, newest first (see paging.ts). */
  async page(actor: Actor, request: PageRequest): Promise<Page<BackupListing>> {
    assertCan(actor, 'backups');
    return pageOfSorted(await this.list(), NEWEST_FIRST, request);
  }

  /**
   * A link (a path on this site) downloading the archive `name` of BACKUP_DIR: for that archive only, for
   * the user who asked, for a few minutes (the previews' signed, path-bound token); NOT_FOUND for a name not listed.
   */
  async downloadLink(actor: Actor, name: string): Promise<string> {
    assertCan(actor, 'backups');
    await this.listed(name);
    const page = downloadPath(name);
    return `${page}?token=${encodeURIComponent(this.authService.previewToken(actor, page))}`;
  }

  /**
   * Opens the archive a download link names. NOT_FOUND for a name that is not an archive of BACKUP_DIR
   * (checked first: nothing else is ever read), UNAUTHENTICATED for a token not of this archive, expired,
   * or of a password changed since, FORBIDDEN once the user is no longer allowed to download backups.
   */
  async openDownload(token: string, name: string): Promise<OpenedBackup> {
    if (!parseArchiveName(name)) throw new NotFoundError(NO_SUCH_BACKUP);
    const actor = await this.authService.authenticatePreview(token, downloadPath(name));
    assertCan(actor, 'backups');
    const { file } = await this.listed(name);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError(NO_SUCH_BACKUP);
      throw error;
    }
    // Read through the open handle: pruned meanwhile, the file is still read whole.
    return { name, bytes: (await handle.stat()).size, handle };
  }

  private get schedule(): BackupSchedule {
    return this.folders.schedule ?? { time: null, keep: DEFAULT_KEEP };
  }

  private get authService(): AuthService {
    if (!this.auth) throw new Error('Download links need the running server (BackupsService was made without the AuthService)');
    return this.auth;
  }

  /** The listed archive `name`; NOT_FOUND for any other name. */
  private async listed(name: string): Promise<BackupListing> {
    const archive = (await this.list()).find((listing) => listing.name === name);
    if (!archive) throw new NotFoundError(NO_SUCH_BACKUP);
    return archive;
  }

  private async write(target: string, createdAt: Date): Promise<BackupSummary> {
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

  /** The archives in BACKUP_DIR (the names this service gives), newest first. */
  async list(): Promise<BackupListing[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.folders.backupDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const archives = names.flatMap((name) => {
      const parsed = parseArchiveName(name);
      return parsed ? [{ name, ...parsed }] : [];
    });
    archives.sort(newestFirst);
    const listed = await Promise.all(
      archives.map(async (archive) => {
        const file = path.join(this.folders.backupDir, archive.name);
        try {
          return { ...archive, file, bytes: (await fs.promises.stat(file)).size };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null; // pruned meanwhile
          throw error;
        }
      }),
    );
    return listed.filter((archive) => archive !== null);
  }

  /**
   * Deletes all but the newest `keep` archives of BACKUP_DIR made by `madeBy` (the daily job prunes
   * daily ones, a hand-made backup the hand-made ones); returns the files deleted.
   */
  async prune(keep: number, madeBy: BackupMaker = 'daily'): Promise<string[]> {
    const old = (await this.list()).filter((archive) => archive.madeBy === madeBy).slice(keep);
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
