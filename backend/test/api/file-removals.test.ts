import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { FileRemovals } from '../../src/images/file-removals';
import { ORPHAN_GRACE_MS } from '../../src/images/image-assets.service';
import { ImageStore, LocalDiskDriver } from '../../src/storage';
import { createGalleryImage, createProject, deleteForGood } from '../support/factories';
import { filesOf, filesOfEveryAsset } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/**
 * Photo files that rows named are removed only while no backup copies files, in whatever process the
 * backup runs: otherwise their names wait in file_removals, for the end of the backup or the next
 * sweep of any process.
 */
describe('removing photo files while a backup copies them', () => {
  let server: TestServer;
  let token: string;
  /** The backup's process: its own connections and storage objects. */
  let other: DataSource;
  let removals: FileRemovals;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    other = createDataSource(server.databaseUrl, { poolSize: 2 });
    await other.initialize();
    const store = new ImageStore(new LocalDiskDriver(server.uploadDir));
    removals = new FileRemovals(other, store);
  });
  afterAll(() => other?.destroy());

  const queued = async () =>
    ((await server.database.db.query('SELECT name, set_aside FROM file_removals ORDER BY name')) as { name: string; set_aside: boolean }[]).map(
      (row) => `${row.name}${row.set_aside ? ' (set aside)' : ''}`,
    );

  /** Runs `during` while the other process holds the files for a backup; resolves once that backup has ended. */
  async function duringBackup(during: () => Promise<void>): Promise<void> {
    await removals.holdDuring(during);
  }

  it('wait while a backup runs and are removed when it ends; a leftover of a crash is set aside, not deleted', async () => {
    const gallery = await createGalleryImage(server, token);
    const released = await filesOf(server, gallery.imageUrl);
    const leftover = '0123456789abcdef0123456789abcdef.webp';
    fs.writeFileSync(path.join(server.uploadDir, leftover), 'left by a crash');
    fs.utimesSync(path.join(server.uploadDir, leftover), new Date(0), new Date(0));
    await duringBackup(async () => {
      expect(await deleteForGood(server, token, `/api/gallery/${gallery.id}`)).toBe(200);
      expect(await server.services.images.sweepOrphanFiles({ graceMs: ORPHAN_GRACE_MS })).toEqual({ removed: 1 });
      // Nothing removed yet, not even by a sweep of the server's process.
      expect(await server.services.images.removeQueuedFiles()).toBe(0);
      for (const name of [...released, leftover]) expect(fs.existsSync(path.join(server.uploadDir, name))).toBe(true);
      expect(await queued()).toEqual([...released, `${leftover} (set aside)`].sort());
    });
    expect(await queued()).toEqual([]);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
    expect(fs.readdirSync(path.join(server.uploadDir, '.orphaned'))).toContain(leftover);
  });

  it('are removed by the next sweep of any process when the backup ended without removing them (a crash)', async () => {
    const gallery = await createGalleryImage(server, token);
    const released = await filesOf(server, gallery.imageUrl);
    const runner = other.createQueryRunner();
    try {
      // The backup's hold, as holdDuring takes it, then its process gone before it removed anything.
      await runner.query('SELECT pg_advisory_lock_shared(1986, 1)');
      expect(await deleteForGood(server, token, `/api/gallery/${gallery.id}`)).toBe(200);
      expect(await queued()).toEqual(released);
    } finally {
      await runner.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      await runner.release();
    }
    expect(await server.services.images.removeQueuedFiles()).toBe(released.length);
    expect(await queued()).toEqual([]);
    for (const name of released) expect(fs.existsSync(path.join(server.uploadDir, name))).toBe(false);
  });

  it('end the session of a backup whose hold is not known to be released: never back in the pool, holding every removal', async () => {
    let session = 0;
    const failed = removals.holdDuring(async (runner) => {
      [{ session }] = (await runner.query('SELECT pg_backend_pid() AS session')) as { session: number }[];
      // The backup's connection left in a failed transaction (its rollback failed too): its unlock fails.
      await runner.query('BEGIN');
      await runner.query('SELECT 1 / 0').catch(() => undefined);
      throw new Error('The dump failed');
    });
    await expect(failed).rejects.toThrow('The dump failed');
    expect(await server.database.db.query('SELECT pid FROM pg_stat_activity WHERE pid = $1', [session])).toEqual([]);
    expect(
      await server.database.db.query(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 1986 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      ),
    ).toEqual([]);

    // Photo files are removed at once again, and the backup's process goes on with its other connections.
    const gallery = await createGalleryImage(server, token);
    const released = await filesOf(server, gallery.imageUrl);
    expect(await deleteForGood(server, token, `/api/gallery/${gallery.id}`)).toBe(200);
    expect(await queued()).toEqual([]);
    for (const name of released) expect(fs.existsSync(path.join(server.uploadDir, name))).toBe(false);
    await expect(Promise.all([other.query('SELECT 1'), other.query('SELECT 1')])).resolves.toHaveLength(2);
  });

  it('keep a queued file that a row names again (a restore brought it back)', async () => {
    const project = await createProject(server, token);
    const named = await filesOf(server, project.imageUrl);
    await server.database.db.query('INSERT INTO file_removals (name) SELECT unnest($1::text[])', [named]);
    expect(await server.services.images.removeQueuedFiles()).toBe(named.length);
    expect(await queued()).toEqual([]);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
  });
});
