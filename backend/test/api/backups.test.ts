import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import * as tar from 'tar';
import { createLogger } from '../../src/logger';
import { runDailyBackup } from '../../src/modules/backups/backup-jobs';
import { BackupError } from '../../src/modules/backups/backup-manifest';
import { archiveName, type BackupsService } from '../../src/modules/backups/backups.service';
import { contentTables } from '../../src/modules/backups/table-dump';
import { makeJpeg } from '../fixtures/images';
import { BACKUP_TEST_SECRET, backupsOn, editManifest, repacked, snapshot } from '../support/backups';
import { createGalleryImage, createProject, createService, filePart, request, samplePng } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-test-'));
const backupDir = path.join(workDir, 'backups');

/** The archive unpacked, changed by `edit`, packed again as `name` in the work folder. */
const repackedAs = (archive: string, name: string, edit: (folder: string) => void, extra: string[] = []) =>
  repacked(archive, path.join(workDir, name), edit, extra);

/** Backups: every row and every uploaded file into one archive, checked completely before a restore replaces anything. */
describe('backups', () => {
  let server: TestServer;
  let token: string;
  let backups: BackupsService;
  let good: string;
  useAdminServer(
    (started) => {
      ({ server, token } = started);
      backups = backupsOn(server.database.db, server.uploadDir, backupDir);
    },
    // The data folder outside the upload folder, as by default: the restore swaps the whole upload folder.
    { env: { DATA_DIR: path.join(workDir, 'data'), JWT_SECRET: BACKUP_TEST_SECRET } },
  );
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it('bring back every row and every file byte for byte after the content is wiped', async () => {
    const wide = filePart(await makeJpeg({ width: 1000, height: 500 }), 'wide.jpg', 'image/jpeg');
    await createProject(server, token, {
      title: 'Riverside villa',
      features: ['Solar'],
      images: [wide, filePart(await samplePng())],
      ta: { title: 'ஆற்றங்கரை வில்லா', features: ['சோலார்'] },
    });
    await createProject(server, token, { title: 'Hidden clinic', published: false });
    await createGalleryImage(server, token, { title: 'Foundation work' });
    await createService(server, token, { title: 'Structural design' });
    const settings = { ...structuredClone(DEFAULT_SITE_SETTINGS), firmName: 'Vriddhi Constructions' };
    expect((await request(server, 'PUT', '/api/settings', { token, json: settings })).status).toBe(200);
    const enquiry = { name: 'Arun', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' };
    expect((await request(server, 'POST', '/api/enquiries', { json: enquiry })).status).toBe(201);
    // Types the content tables may come to use, kept exactly: bytea, jsonb, microseconds, big numbers, arrays, a serial.
    await server.database.db.query(`CREATE TABLE backup_probe (
      id bigserial PRIMARY KEY, project_id uuid REFERENCES projects(id), bytes bytea, doc jsonb, at timestamptz, amount numeric, big bigint, tags text[], ratio float8)`);
    await server.database.db.query(
      `INSERT INTO backup_probe (project_id, bytes, doc, at, amount, big, tags, ratio)
       SELECT id, '\\x00ff10'::bytea, '{"b": [1, 2.50, null], "a": "ü"}', '2026-01-02 03:04:05.123456+05:30', 12345678901234567890.000000001, 9007199254740993, ARRAY['x', 'y,z'], 0.1
       FROM projects`,
    );
    const before = await snapshot(server);
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(8);

    const { file, manifest } = await backups.create();
    good = file;
    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(/^backup-\d{8}-\d{6}-\d{3}Z\.tar\.gz$/);
    // Password hashes and the enquiries' personal data: for the owner's eyes only.
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.statSync(backupDir).mode & 0o077).toBe(0);
    expect(manifest.tables).toMatchObject({ projects: 2, gallery_images: 1, services: 1, enquiries: 1, site_settings: 1, users: 1, backup_probe: 2 });
    expect(manifest.migrations.length).toBeGreaterThan(0);
    expect(
      Object.keys(manifest.files)
        .filter((entry) => entry.startsWith('uploads/'))
        .sort(),
    ).toEqual(Object.keys(before.files).map((name) => `uploads/${name}`));

    const tables = await server.database.db.transaction((manager) => contentTables(manager));
    await server.database.db.query(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')}`);
    for (const name of server.uploadedFiles()) fs.rmSync(path.join(server.uploadDir, name));
    expect((await snapshot(server)).files).toEqual({});

    await backups.restore(file);
    expect(await snapshot(server)).toEqual(before);
    const tamil = await server.graphql<{ projects: { title: string; features: string[] }[] }>('{ projects(locale: TA) { title features } }');
    expect(tamil.data!.projects).toContainEqual({ title: 'ஆற்றங்கரை வில்லா', features: ['சோலார்'] });
    const tamilSettings = await request<{ data: { tagline: string } }>(server, 'GET', '/api/settings?lang=ta');
    expect(tamilSettings.body.data.tagline).toBe(DEFAULT_SITE_SETTINGS.ta!.tagline);
    token = await server.login();
    const [{ next }] = await server.database.db.query(`SELECT nextval('backup_probe_id_seq')::int AS next`);
    expect(next).toBe(3);
    const leftovers = fs.readdirSync(path.dirname(server.uploadDir)).filter((name) => name.startsWith(`${path.basename(server.uploadDir)}.`));
    expect(leftovers).toEqual([]);
  });

  it('refuse a broken, tampered, path-traversing or foreign archive and change nothing', async () => {
    const before = await snapshot(server);
    const bytes = fs.readFileSync(good);
    const truncated = path.join(workDir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const notAnArchive = path.join(workDir, 'notes.tar.gz');
    fs.writeFileSync(notAnArchive, 'These are not the backups you are looking for.\n'.repeat(20));
    const tampered = await repackedAs(good, 'tampered.tar.gz', (folder) => {
      const uploads = path.join(folder, 'uploads');
      const victim = path.join(uploads, fs.readdirSync(uploads)[0]);
      const data = fs.readFileSync(victim);
      data[data.length - 1] ^= 0xff;
      fs.writeFileSync(victim, data);
    });
    fs.writeFileSync(path.join(workDir, 'evil'), 'owned');
    const traversing = await repackedAs(good, 'traversing.tar.gz', () => undefined, ['../evil']);
    const reordered = await repackedAs(good, 'reordered.tar.gz', (folder) => editManifest(folder, (manifest) => manifest.migrations.reverse()));
    const newer = await repackedAs(good, 'newer.tar.gz', (folder) =>
      editManifest(folder, (manifest) => void manifest.migrations.push('1999999999999-FromTheFuture')),
    );
    const linking = await repackedAs(good, 'linking.tar.gz', (folder) => fs.symlinkSync('/etc/passwd', path.join(folder, 'uploads', 'passwd.webp')));
    const upload = (folder: string) => fs.readdirSync(path.join(folder, 'uploads'))[0];
    const understated = await repackedAs(good, 'understated.tar.gz', (folder) =>
      editManifest(folder, (manifest) => void (manifest.files[`uploads/${upload(folder)}`].bytes = 10)),
    );
    const manifestLast = await repackedAs(good, 'manifest-last.tar.gz', (folder) =>
      fs.renameSync(path.join(folder, 'manifest.json'), path.join(folder, 'uploads', 'zz.webp')),
    );
    // Listed with the right checksum, but /uploads would serve it as a page of the site's own origin.
    const planted = await repackedAs(good, 'planted.tar.gz', (folder) => {
      const page = Buffer.from('<script>alert(document.cookie)</script>');
      fs.writeFileSync(path.join(folder, 'uploads', 'evil.html'), page);
      editManifest(folder, (manifest) => {
        manifest.files['uploads/evil.html'] = { sha256: crypto.createHash('sha256').update(page).digest('hex'), bytes: page.length };
      });
    });
    const cases: [string, RegExp][] = [
      [understated, /^The archive is damaged: uploads\/\S+ is larger than its manifest says$/],
      [manifestLast, /does not start with manifest\.json/],
      [planted, /^The archive is refused: uploads\/evil\.html is not a file a backup of this site holds$/],
      [linking, /uploads\/passwd\.webp is a SymbolicLink, not a plain file/],
      [truncated, /damaged or is not a \.tar\.gz/],
      [notAnArchive, /damaged or is not a \.tar\.gz/],
      [tampered, /^The archive is damaged: uploads\/\S+ does not match its checksum$/],
      [traversing, /outside its folders.*\.\.\/evil/],
      [reordered, /different version of the site: its migrations are not an earlier part/],
      [newer, /newer or different version of the site \(migration 1999999999999-FromTheFuture/],
      [path.join(workDir, 'missing.tar.gz'), /cannot be read/],
    ];
    for (const [file, message] of cases) {
      const refusal = await backups.restore(file).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(message);
      expect((refusal as Error).message).not.toContain('\n');
      await expect(backups.verify(file)).rejects.toThrow(message);
    }
    expect(await snapshot(server)).toEqual(before);
    expect(fs.readdirSync(path.dirname(server.uploadDir)).filter((name) => name.startsWith(`${path.basename(server.uploadDir)}.`))).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(workDir), 'evil'))).toBe(false);
  });

  it('refuse an archive with an unlisted entry as soon as it appears, without reading it', async () => {
    const before = await snapshot(server);
    const folder = fs.mkdtempSync(path.join(workDir, 'bomb-'));
    await tar.extract({ file: good, cwd: folder, filter: (entry) => entry === 'manifest.json' });
    // 50 MB that gzip squeezes to almost nothing, a little random data so that it is not all zeros.
    const bomb = path.join(folder, 'uploads', `${crypto.randomBytes(16).toString('hex')}.webp`);
    fs.mkdirSync(path.dirname(bomb));
    fs.writeFileSync(bomb, Buffer.concat([Buffer.alloc(50 * 1024 * 1024), crypto.randomBytes(4096)]));
    const archive = path.join(workDir, 'bomb.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: folder, portable: true }, ['manifest.json', path.relative(folder, bomb)]);
    fs.rmSync(folder, { recursive: true });

    const rss = process.memoryUsage().rss;
    await expect(backups.restore(archive)).rejects.toThrow(/^The archive is refused: uploads\/[0-9a-f]{32}\.webp is not in its manifest$/);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await snapshot(server)).toEqual(before);
    expect(fs.readdirSync(path.dirname(server.uploadDir)).filter((name) => name.startsWith(`${path.basename(server.uploadDir)}.`))).toEqual([]);
  });

  it('end every session signed before a restore, even one ended after the backup was made', async () => {
    const { file } = await backups.create(path.join(workDir, 'sessions.tar.gz'));
    const stillValid = token;
    const sessionEnded = (used: string) => request(server, 'POST', '/api/projects', { token: used, json: {} }).then(({ status }) => status === 401);
    // Ended after the backup ("log out everywhere"): the restored rows would accept it again.
    await server.database.db.query('UPDATE users SET session_version = session_version + 1');
    expect(await sessionEnded(stillValid)).toBe(true);
    token = await server.login();
    expect(await sessionEnded(token)).toBe(false);

    await backups.restore(file);
    expect(await sessionEnded(stillValid)).toBe(true);
    expect(await sessionEnded(token)).toBe(true);
    token = await server.login();
    expect(await sessionEnded(token)).toBe(false);
  });

  it('put the files back when the database refuses the rows at commit', async () => {
    const before = await snapshot(server);
    // Checked only at COMMIT: the rows are in and the upload folder already swapped when it fails.
    await server.database.db.query('ALTER TABLE backup_probe ALTER CONSTRAINT backup_probe_project_id_fkey DEFERRABLE INITIALLY DEFERRED');
    const dangling = await repackedAs(good, 'dangling.tar.gz', (folder) => {
      const dump = path.join(folder, 'database', 'backup_probe.json');
      const rows = JSON.parse(fs.readFileSync(dump, 'utf8'));
      rows[0].project_id = '00000000-0000-4000-8000-000000000000';
      fs.writeFileSync(dump, JSON.stringify(rows));
      const manifest = path.join(folder, 'manifest.json');
      const content = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      const data = fs.readFileSync(dump);
      content.files['database/backup_probe.json'] = { sha256: crypto.createHash('sha256').update(data).digest('hex'), bytes: data.length };
      fs.writeFileSync(manifest, JSON.stringify(content));
    });
    for (const name of server.uploadedFiles().slice(0, 2)) fs.rmSync(path.join(server.uploadDir, name));
    const changed = await snapshot(server);
    await expect(backups.restore(dangling, { fromAnotherSite: true })).rejects.toThrow(/foreign key/);
    expect(await snapshot(server)).toEqual(changed);
    expect(changed).not.toEqual(before);
    expect(fs.readdirSync(path.dirname(server.uploadDir)).filter((name) => name.startsWith(`${path.basename(server.uploadDir)}.`))).toEqual([]);
  });

  it('restore an archive of an older version into its schema, then bring it up to date', async () => {
    const db = server.database.db;
    const applied = async () => ((await db.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[]).map((row) => row.name);
    const all = await applied();
    await db.undoLastMigration();
    const { file: older, manifest } = await backups.create(path.join(workDir, 'older.tar.gz'));
    expect(manifest.migrations).toEqual(all.slice(0, -1));
    await db.runMigrations();
    // What the older rows become through the newer migration: what the restore must give.
    const upgraded = await snapshot(server);
    // The newest migration may have reset the session versions.
    token = await server.login();
    await createProject(server, token, { title: 'Made after the backup' });
    expect(await snapshot(server)).not.toEqual(upgraded);

    await expect(backups.verify(older)).resolves.toMatchObject({ manifest: { migrations: all.slice(0, -1) }, signedHere: true });
    await backups.restore(older);
    expect(await snapshot(server)).toEqual(upgraded);
    expect(await applied()).toEqual(all);
  });

  it('keep only the newest archives, deleting older ones after a new one was written', async () => {
    const folder = path.join(workDir, 'kept');
    const kept = backupsOn(server.database.db, server.uploadDir, folder);
    fs.mkdirSync(folder);
    const old = [1, 2, 3].map((day) => archiveName(new Date(Date.UTC(2025, 0, day))));
    for (const name of old) fs.writeFileSync(path.join(folder, name), 'old');
    fs.writeFileSync(path.join(folder, 'my-own-copy.tar.gz'), 'not ours to delete');

    await runDailyBackup(kept, 2, createLogger('silent'));
    const names = (await kept.list()).map((archive) => archive.name);
    expect(names).toHaveLength(2);
    expect(names[1]).toBe(old[2]);
    await expect(kept.verify(path.join(folder, names[0]))).resolves.toMatchObject({ manifest: { tables: { projects: 2 } } });
    expect(fs.readdirSync(folder).sort()).toEqual([names[1], names[0], 'my-own-copy.tar.gz'].sort());
  });

  it('refuse after a restore a save made against a version read before it', async () => {
    token = await server.login();
    const project = await createProject(server, token, { title: 'Versioned house' });
    const { file } = await backups.create(path.join(workDir, 'versions.tar.gz'));
    const mutation = `mutation($id: ID!, $input: UpdateProjectInput!, $version: Int) { updateProject(id: $id, input: $input, version: $version) { version } }`;
    const save = (title: string, version: number) =>
      server.graphql<{ updateProject: { version: number } }>(mutation, { id: project.id, input: { title }, version }, token);
    // A form read after this save holds the version after the backup's.
    const read = (await save('Edited after the backup', project.version)).data!.updateProject.version;
    const highest = async () =>
      (await server.database.db.query(
        `SELECT (SELECT max(version) FROM site_settings) AS site_settings, (SELECT max(version) FROM projects) AS projects,
         (SELECT max(version) FROM services) AS services, (SELECT max(version) FROM gallery_images) AS gallery_images, (SELECT max(version) FROM users) AS users`,
      )) as Record<string, number>[];
    const [before] = await highest();

    await backups.restore(file);
    token = await server.login();
    const [lowest]: Record<string, number>[] = await server.database.db.query(
      `SELECT (SELECT min(version) FROM site_settings) AS site_settings, (SELECT min(version) FROM projects) AS projects,
       (SELECT min(version) FROM services) AS services, (SELECT min(version) FROM gallery_images) AS gallery_images, (SELECT min(version) FROM users) AS users`,
    );
    for (const [table, version] of Object.entries(before)) expect([table, lowest[table] > version]).toEqual([table, true]);
    // Saved again after the restore, then the form of before saves: refused, not laid over the newer save.
    const [{ version: restored }]: { version: number }[] = await server.database.db.query('SELECT version FROM projects WHERE id = $1', [project.id]);
    expect((await save('Saved after the restore', restored)).errors).toBeUndefined();
    const stale = await save('From the form read before the restore', read);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const [{ title }]: { title: string }[] = await server.database.db.query('SELECT title FROM projects WHERE id = $1', [project.id]);
    expect(title).toBe('Saved after the restore');
  });

  it('restore an archive made before rows named images by key: its /uploads/ URLs become keys', async () => {
    const db = server.database.db;
    token = await server.login(); // the restore before ended every session
    const project = await createProject(server, token, { title: 'Named by URL in the archive' });
    const latest = async () => ((await db.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')) as { name: string }[])[0].name;
    while ((await latest()) !== 'ImageKeys1795810000000') await db.undoLastMigration();
    await db.undoLastMigration();
    const { file: older } = await backups.create(path.join(workDir, 'before-keys.tar.gz'));
    const folder = fs.mkdtempSync(path.join(workDir, 'before-keys-'));
    await tar.extract({ file: older, cwd: folder });
    const archived = JSON.parse(fs.readFileSync(path.join(folder, 'database', 'projects.json'), 'utf8')) as { id: string; image_url: string }[];
    expect(archived.find((row) => row.id === project.id)?.image_url).toBe(project.imageUrl);
    await db.runMigrations();

    await backups.restore(older);
    const [row] = (await db.query('SELECT image_url FROM projects WHERE id = $1', [project.id])) as { image_url: string }[];
    expect(row.image_url).toBe(project.imageUrl.slice('/uploads/'.length));
    token = await server.login();
    const { body } = await request<{ data: { imageUrl: string } }>(server, 'GET', `/api/projects/${project.id}`);
    expect(body.data.imageUrl).toBe(project.imageUrl);
    expect((await fetch(`${server.url}${project.imageUrl}`)).status).toBe(200);
  });
});
