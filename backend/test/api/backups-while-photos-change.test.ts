import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import type { BackupsService } from '../../src/modules/backups/backups.service';
import { makeJpeg } from '../fixtures/images';
import { BACKUP_TEST_SECRET, backupsOn } from '../support/backups';
import { createGalleryImage, createProject, filePart, multipartForm, request, type RestProject } from '../support/factories';
import { filesOfEveryAsset } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-churn-test-'));

/** The photo files an archive holds, and those its image rows name (full images and variants), by file name. */
async function contentsOf(archive: string): Promise<{ held: string[]; named: string[] }> {
  const folder = fs.mkdtempSync(path.join(workDir, 'unpacked-'));
  await tar.extract({ file: archive, cwd: folder });
  const uploads = path.join(folder, 'uploads');
  const held = fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  const rows: { url: string; variants: { url: string }[] }[] = JSON.parse(fs.readFileSync(path.join(folder, 'database', 'image_assets.json'), 'utf8'));
  const named = rows.flatMap((row) => [row.url, ...row.variants.map((variant) => variant.url)]).map((url) => path.basename(url));
  fs.rmSync(folder, { recursive: true });
  return { held, named: named.sort() };
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await check()); tries++) {
    if (tries > 400) throw new Error('The backup never reached its snapshot');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Backups made while photos are replaced and deleted: each holds exactly the files its snapshot's
 * rows name, whatever was removed meanwhile. The backups run as `npm run backup` does, in another
 * "process" (their own connections and storage objects), coordinated with the server only through
 * PostgreSQL.
 */
describe('backups while photos change', () => {
  let server: TestServer;
  let token: string;
  let other: DataSource;
  let backups: BackupsService;
  let photos: Buffer[];

  useAdminServer((started) => ({ server, token } = started), { env: { DATA_DIR: path.join(workDir, 'data'), JWT_SECRET: BACKUP_TEST_SECRET } });
  beforeAll(async () => {
    other = createDataSource(server.databaseUrl, { poolSize: 3 });
    await other.initialize();
    backups = backupsOn(other, server.uploadDir, path.join(workDir, 'backups'));
    // Wide enough for variants: five files an image, the -240w one among them.
    photos = await Promise.all([600, 700].map((width) => makeJpeg({ width, height: 400 })));
  });
  afterAll(async () => {
    await other?.destroy();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const photo = (round: number) => filePart(photos[round % photos.length], `photo-${round}.jpg`, 'image/jpeg');

  async function replaceMainPhoto(project: RestProject, round: number): Promise<void> {
    const form = multipartForm({}, { image: photo(round) });
    const { status, text } = await request(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
    expect({ status, text }).toMatchObject({ status: 200 });
  }

  async function deleteGalleryImage(id: string): Promise<void> {
    expect((await request(server, 'DELETE', `/api/gallery/${id}`, { token })).status).toBe(200);
  }

  it('hold the files their snapshot names when they are released between the snapshot and the copy', async () => {
    const project = await createProject(server, token, { image: photo(0) });
    const gallery = await createGalleryImage(server, token, { image: photo(1) });
    const db = server.database.db;
    // A barrier: the backup's snapshot is taken at its first read, then its dump of enquiries waits for this lock.
    const barrier = db.createQueryRunner();
    await barrier.startTransaction();
    await barrier.query('LOCK TABLE enquiries IN ACCESS EXCLUSIVE MODE');
    let making: ReturnType<BackupsService['create']>;
    const before = await filesOfEveryAsset(server);
    try {
      making = backups.create(path.join(workDir, 'forced.tar.gz'));
      await waitFor(
        async () =>
          (
            await db.query(
              `SELECT 1 FROM pg_locks WHERE relation = 'enquiries'::regclass AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          ).length > 0,
      );
      await deleteGalleryImage(gallery.id);
      await replaceMainPhoto(project, 2);
      // Released while the backup copies files: kept until it is done.
      for (const name of before) expect(fs.existsSync(path.join(server.uploadDir, name))).toBe(true);
    } finally {
      await barrier.rollbackTransaction();
      await barrier.release();
    }
    const { manifest } = await making;
    expect(manifest.missingFiles).toEqual([]);
    // The snapshot's rows (before the deletion and the replacement), and every file they name.
    const { held, named } = await contentsOf(path.join(workDir, 'forced.tar.gz'));
    expect(named).toEqual(before);
    expect(held).toEqual(named);
    // Once it is done, the released files are removed: storage holds exactly what the rows name.
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
  });

  it('are complete, one after the other, while photos are replaced and deleted in a loop, and restore to a site with every photo', async () => {
    const project = await createProject(server, token, { image: photo(0) });
    let stop = false;
    let rounds = 0;
    const churn = (async () => {
      // Each round replaces the main photo and swaps a gallery image for a new one (the deletion releases its files).
      while (!stop || rounds < 3) {
        const gallery = await createGalleryImage(server, token, { image: photo(rounds) });
        await replaceMainPhoto(project, rounds + 1);
        await deleteGalleryImage(gallery.id);
        rounds += 1;
      }
    })();
    const made: string[] = [];
    try {
      for (let index = 0; index < 3; index++) {
        const file = path.join(workDir, `during-${index}.tar.gz`);
        const { manifest } = await backups.create(file);
        expect(manifest.missingFiles).toEqual([]);
        const { held, named } = await contentsOf(file);
        expect(held).toEqual(named);
        made.push(file);
      }
    } finally {
      stop = true;
      await churn;
    }
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));

    await server.services.backups.restore(made[made.length - 1]);
    const restored = await filesOfEveryAsset(server);
    expect(restored.length).toBeGreaterThan(0);
    expect(server.uploadedFiles()).toEqual(restored);
    token = await server.login();
  });
});
