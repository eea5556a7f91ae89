import { PAGE_SIZE } from '@vriddhi/rules';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { readStoredVersion } from '../../content-version';
import { ContentWrites } from '../../content-writes';
import { NotFoundError } from '../../errors';
import type { FileRemovals } from '../../images/file-removals';
import type { Logger } from '../../logger';
import type { ImageStore } from '../../storage';
import { storedImageKey } from '../../storage/image-names';
import { isValidStorageKey } from '../../storage/storage-key';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { pageOfSorted, type Page, type PageRequest } from '../paging';
import type { AuthService } from '../auth/auth.service';
import { type ArchivedUser, checkArchiveRows, MAX_ROW_BYTES, namedFiles } from './archive-rows';
import { packArchive, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, readArchive, sha256 } from './backup-archive';
import type { BackupSchedule } from './backup-jobs';
import {
  BackupError,
  DATABASE_FOLDER,
  isSignedWith,
  type Manifest,
  MANIFEST_PATH,
  manifestKey,
  type ManifestFile,
  newManifest,
  signManifest,
  tableFile,
  UPLOADS_FOLDER,
} from './backup-manifest';
import { archiveName, type BackupMaker, parseArchiveName } from './backup-names';
import { readJsonRows } from './json-rows';
import { checkRestoredRows, RuleWarnings } from './restored-rows';
import { appliedMigrations, contentTables, dumpTable, quote, replaceTables } from './table-dump';

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

/** What backups work with besides the database. */
export interface BackupDependencies {
  /** Where the photo files are read from, by key. */
  store: ImageStore;
  /** Keeps every process from removing photo files while a backup copies them. */
  removals: FileRemovals;
  /** The server's JWT secret: the manifests are signed with a key derived from it (manifestKey). */
  signingSecret: string;
  /** The running server's content writes, so that its caches drop what they kept after a restore; the command-line tools' restore notifies the servers only. */
  writes?: ContentWrites;
  /** Signs and checks the download links (the running server's; the command-line tools have none). */
  auth?: AuthService;
  /** Where a backup warns of photo files its rows name that were already missing. */
  logger?: Logger;
}

/** How a restore treats an archive without this site's signature. */
export interface RestoreOptions {
  /**
   * Accept an archive this site did not sign (another installation's, one made before backups were
   * signed, or one changed since): only when the person restoring says so (`--from-another-site`).
   */
  fromAnotherSite?: boolean;
}

/** An archive checked completely, as a restore would use it. */
export interface CheckedArchive {
  manifest: Manifest;
  /** Whether it carries this site's signature (made here and unchanged since). */
  signedHere: boolean;
  /** Its users with their roles (at most 50; `userCount` says how many there are): who can log in after a restore. */
  users: ArchivedUser[];
  userCount: number;
  /** What a restore brings back, but not as it should be (photo files an older archive lacks), one line each. */
  warnings: string[];
}

/** A restore done. */
export interface RestoreOutcome {
  manifest: Manifest;
  /** What was restored, but breaks today's rules or lacks its photo (the archive's warnings, then the rows'), one line each. */
  warnings: string[];
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  /** The rows that break today's rules (restored as they are, with these warnings): to correct in the admin. */
  warnings: string[];
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

/** The tables whose rows carry a version a save is checked against (modules/versions.ts). */
const VERSIONED_TABLES = ['site_settings', 'projects', 'services', 'gallery_images', 'users'];

/** The highest version of each versioned table, before a restore replaces its rows. */
async function highestVersions(manager: EntityManager): Promise<Map<string, number>> {
  const highest = new Map<string, number>();
  for (const table of VERSIONED_TABLES) {
    const [{ version }]: { version: number }[] = await manager.query(`SELECT coalesce(max(version), 0) AS version FROM ${quote(table)}`);
    highest.set(table, version);
  }
  return highest;
}

/**
 * Raises every restored version that is not above the highest its table had before the restore
 * above it: a save made against a version read before the restore is refused (the restore would
 * otherwise bring back a version some stale form still holds). Restored into an empty site, the
 * versions stay as they were.
 */
async function raiseVersions(manager: EntityManager, highest: ReadonlyMap<string, number>): Promise<void> {
  for (const [table, version] of highest) await manager.query(`UPDATE ${quote(table)} SET version = version + $1 WHERE version <= $1`, [version]);
}

/**
 * Backups of the whole site: every table's rows and every uploaded file in one .tar.gz with a
 * manifest (schema version, row counts, checksums), checked completely before a restore changes anything.
 */
export class BackupsService {
  /** The archive being written into BACKUP_DIR, if any: one at a time there. */
  private writing: Promise<BackupSummary> | null = null;

  private readonly signingKey: Buffer;

  constructor(
    private readonly db: DataSource,
    private readonly folders: BackupSettings,
    private readonly dependencies: BackupDependencies,
  ) {
    this.signingKey = manifestKey(dependencies.signingSecret);
  }

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
    const { auth } = this.dependencies;
    if (!auth) throw new Error('Download links need the running server (BackupsService was made without the AuthService)');
    return auth;
  }

  /** The listed archive `name`; NOT_FOUND for any other name. */
  /** The archive of BACKUP_DIR with this name (NOT_FOUND when there is none). */
  async listed(name: string): Promise<BackupListing> {
    const archive = (await this.list()).find((listing) => listing.name === name);
    if (!archive) throw new NotFoundError(NO_SUCH_BACKUP);
    return archive;
  }

  /**
   * The archive at `target`, complete as of one moment: the rows of one snapshot and exactly the photo
   * files they name, which no process removes from before the snapshot until they are copied
   * (FileRemovals). A named file already missing (deleted by hand) is listed as such in the manifest.
   * The archive is read back and checked like a restore checks it before it takes its name.
   */
  private async write(target: string, createdAt: Date): Promise<BackupSummary> {
    if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose another file`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const staging = path.join(path.dirname(target), `.backup-${randomUUID()}`);
    const partial = `${staging}.tar.gz`;
    try {
      for (const folder of [staging, path.join(staging, DATABASE_FOLDER), path.join(staging, UPLOADS_FOLDER)])
        await fs.promises.mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
      const manifest = await this.dependencies.removals.holdDuring(async (runner) => {
        const { migrations, tables, files, dumps } = await this.dumpTables(runner, staging);
        const missingFiles = await this.copyFiles(await namedFiles(dumps, this.keyOf), staging, files);
        return newManifest(migrations, tables, files, missingFiles, createdAt);
      });
      await fs.promises.writeFile(path.join(staging, MANIFEST_PATH), signManifest(manifest, this.signingKey), { mode: PRIVATE_FILE_MODE });
      await packArchive(staging, [MANIFEST_PATH, ...Object.keys(manifest.files)], partial);
      // Read back as a restore reads it (entries, checksums, rows) before it is offered: every file a row names is in it.
      const ruleWarnings = new RuleWarnings();
      await checkArchiveRows(await readArchive(partial, { workDir: await this.privateFolder(path.join(staging, 'check')) }), this.keyOf, ruleWarnings);
      await fs.promises.rename(partial, target);
      if (manifest.missingFiles.length > 0) {
        this.dependencies.logger?.warn(
          { file: target, missingFiles: manifest.missingFiles },
          'The backup was made, but photo files its rows name were already missing from storage (listed in its manifest)',
        );
      }
      const warnings = ruleWarnings.list();
      if (warnings.length > 0)
        this.dependencies.logger?.warn(
          { file: target, warnings },
          "The backup was made, but rows of it break today's rules (a restore brings them back as they are)",
        );
      return { file: target, manifest, warnings };
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true });
      await fs.promises.rm(partial, { force: true });
    }
  }

  /** Every content table's rows, from one read-only snapshot taken on `runner`, into `staging`'s database folder. */
  private async dumpTables(runner: QueryRunner, staging: string) {
    const files: Record<string, ManifestFile> = {};
    const dumps = new Map<string, string>();
    const tables: Record<string, number> = {};
    await runner.startTransaction('REPEATABLE READ');
    try {
      await runner.query('SET TRANSACTION READ ONLY');
      await runner.query('SET LOCAL statement_timeout = 0');
      for (const table of await contentTables(runner.manager)) {
        const file = path.join(staging, tableFile(table));
        const { rowCount, sha256: hash, bytes } = await dumpTable(runner.manager, table, file);
        tables[table] = rowCount;
        files[tableFile(table)] = { sha256: hash, bytes };
        dumps.set(table, file);
      }
      const migrations = await appliedMigrations(runner.manager);
      await runner.commitTransaction();
      return { migrations, tables, files, dumps };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
  }

  /** Copies the files of `keys` from storage into `staging`, adding them to `files`; returns the keys of those missing, sorted. */
  private async copyFiles(keys: Set<string>, staging: string, files: Record<string, ManifestFile>): Promise<string[]> {
    const missing: string[] = [];
    for (const key of [...keys].sort()) {
      const data = await this.dependencies.store.readKey(key);
      if (!data) {
        missing.push(key);
        continue;
      }
      const entry = `${UPLOADS_FOLDER}/${key}`;
      await fs.promises.writeFile(path.join(staging, entry), data, { mode: PRIVATE_FILE_MODE });
      files[entry] = { sha256: sha256(data), bytes: data.length };
    }
    return missing;
  }

  /** The key a row's value names: a key, or the URL rows of older versions held (a restore's migrations turn those into keys). */
  private readonly keyOf = storedImageKey;

  /** A new folder only the owner can enter (table dumps hold password hashes). */
  private async privateFolder(folder: string): Promise<string> {
    await fs.promises.mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
    return folder;
  }

  /** A folder beside the upload folder for the table dumps of an archive being checked or restored; removed by the caller. */
  private rowsFolder(): Promise<string> {
    if (!this.dependencies.store.onLocalDisk) return fs.promises.mkdtemp(path.join(os.tmpdir(), 'restore-rows-')); // made private (0700)
    return this.privateFolder(`${path.resolve(this.folders.uploadDir)}.rows-${randomUUID()}`);
  }

  /**
   * Writes the archive's files into the bucket, one at a time (keys are never reused, so an object
   * already there under the name holds the same photo). Objects the restored rows do not name stay
   * until the orphan sweep sets them aside: nothing in a bucket is deleted for good.
   */
  private async writeFilesToBucket(folder: string): Promise<void> {
    for (const name of await fs.promises.readdir(folder)) {
      if (isValidStorageKey(name)) await this.dependencies.store.writeKey(name, await fs.promises.readFile(path.join(folder, name)));
    }
  }

  /**
   * Everything a restore checks before it changes anything, in order: the archive whole (entries,
   * sizes, checksums), the schema version, every row and the files they name, and last the site's
   * signature, which only `fromAnotherSite` lets an archive lack.
   */
  private async checkForRestore(file: string, options: { workDir: string; extractTo?: string }, { fromAnotherSite = false }: RestoreOptions) {
    const archive = await readArchive(file, options);
    const replay = await this.migrationsToReplay(archive.manifest);
    const { users, userCount, warnings } = await checkArchiveRows(archive, this.keyOf);
    const signedHere = isSignedWith(archive, this.signingKey);
    if (!signedHere && !fromAnotherSite) {
      throw new BackupError(
        "The archive is refused: it does not carry this site's signature (it was made by another installation or before backups were signed, or it was changed since); if you trust it, restore it with --from-another-site",
      );
    }
    return { archive, replay, checked: { manifest: archive.manifest, signedHere, users, userCount, warnings } satisfies CheckedArchive };
  }

  /**
   * Checks an archive completely as a restore would before changing anything (throws BackupError
   * saying why it cannot be restored), the rules of each row aside: those are checked inside the
   * restore's transaction, on the rows as the current schema has them (restored-rows.ts).
   */
  async verify(file: string, options: RestoreOptions = {}): Promise<CheckedArchive> {
    const workDir = await this.rowsFolder();
    try {
      return (await this.checkForRestore(file, { workDir }, options)).checked;
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Replaces all content with the archive's: checked completely first (see checkForRestore), then
   * the rows in one transaction, a batch at a time, each checked before it commits (an unsafe row
   * refuses it; one that breaks rules made stricter since is restored with a warning: restored-rows.ts),
   * and the upload folder swapped by renames; a failure leaves everything as it was.
   * An archive of an older version is restored into its own schema (the newer migrations undone),
   * then brought up to date by those migrations, all in the same transaction.
   */
  async restore(file: string, options: RestoreOptions = {}): Promise<RestoreOutcome> {
    const uploadDir = path.resolve(this.folders.uploadDir);
    const onDisk = this.dependencies.store.onLocalDisk;
    if (onDisk) await fs.promises.mkdir(path.dirname(uploadDir), { recursive: true });
    const workDir = await this.rowsFolder();
    const incoming = onDisk ? `${uploadDir}.restoring-${randomUUID()}` : path.join(workDir, 'files');
    const previous = `${uploadDir}.previous-${randomUUID()}`;
    let swapped = false;
    try {
      await fs.promises.mkdir(incoming);
      const { archive, replay, checked } = await this.checkForRestore(file, { workDir, extractTo: incoming }, options);
      const warnings = [...checked.warnings];
      let storedVersion = 0;
      const writes = this.dependencies.writes ?? new ContentWrites(this.db);
      await writes.run(
        async (manager) => {
          const runner = manager.queryRunner!;
          // Minutes for a large archive, with the reading of each batch between statements.
          await manager.query('SET LOCAL statement_timeout = 0');
          await manager.query('SET LOCAL idle_in_transaction_session_timeout = 0');
          await manager.query('LOCK TABLE users IN EXCLUSIVE MODE');
          const [{ highest }]: { highest: number }[] = await manager.query('SELECT coalesce(max(session_version), 0) AS highest FROM users');
          const versions = await highestVersions(manager);
          // Replaying the migration that made it would start the content version over: moved above it instead.
          storedVersion = await readStoredVersion(manager);
          for (const migration of [...replay].reverse()) await migration.down(runner);
          const current = await contentTables(manager);
          const missing = current.find((table) => !archive.dumps.has(table)) ?? [...archive.dumps.keys()].find((table) => !current.includes(table));
          if (missing) throw new BackupError(`The archive does not match this database: the table ${missing} is not in both`);
          await replaceTables(manager, current, (table) => readJsonRows(archive.dumps.get(table)!, MAX_ROW_BYTES));
          for (const migration of replay) await migration.up(runner);
          warnings.push(...(await checkRestoredRows(manager)));
          // Every restored version above any signed before the restore (and above its own): the tokens of
          // before, revoked or not, end; the restored users log in again.
          await manager.query('UPDATE users SET session_version = greatest(session_version, 1) + $1 + 1', [highest]);
          await raiseVersions(manager, versions);
          // Files queued for removal were the replaced upload folder's: the restored one keeps all of its own.
          await manager.query('DELETE FROM file_removals');
          if (onDisk) {
            // The files move in just before the commit; should the commit fail, they move back.
            const hadUploads = fs.existsSync(uploadDir);
            if (hadUploads) await fs.promises.rename(uploadDir, previous);
            await fs.promises.rename(incoming, uploadDir);
            swapped = true;
          } else {
            await this.writeFilesToBucket(incoming);
          }
        },
        { above: () => storedVersion },
      );
      await fs.promises.rm(previous, { recursive: true, force: true });
      return { manifest: archive.manifest, warnings };
    } catch (error) {
      if (swapped) {
        await fs.promises.rename(uploadDir, incoming);
        if (fs.existsSync(previous)) await fs.promises.rename(previous, uploadDir);
      }
      throw error;
    } finally {
      await fs.promises.rm(incoming, { recursive: true, force: true });
      await fs.promises.rm(workDir, { recursive: true, force: true });
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
