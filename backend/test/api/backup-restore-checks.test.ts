import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { hashPassword } from '../../src/modules/auth/auth.service';
import { BackupError } from '../../src/modules/backups/backup-manifest';
import type { BackupsService } from '../../src/modules/backups/backups.service';
import { BACKUP_TEST_SECRET, backupsOn, editManifest, editRows, repacked, restoreLeftovers, signAs, snapshot } from '../support/backups';
import { createGalleryImage, createProject, createService, request } from '../support/factories';
import { filesOfEveryAsset } from '../support/state';
import { ADMIN_EMAIL, type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-checks-test-'));
/** An archive of the site as it was before backups were signed and listed missing files (formatVersion 1, made then). */
const FORMAT_1_ARCHIVE = path.join(__dirname, '..', 'fixtures', 'backup-format-1.tar.gz');
const EDITOR_EMAIL = 'editor@test.example';

type Row = Record<string, unknown>;

/**
 * A restore checks every row of an archive with the rules the API applies, that every photo a row
 * names is in it, and that this site made it (its signature) before it changes anything.
 */
describe('restore checks', () => {
  let server: TestServer;
  let token: string;
  let backups: BackupsService;
  let good: string;

  useAdminServer((started) => ({ server, token } = started), { env: { DATA_DIR: path.join(workDir, 'data'), JWT_SECRET: BACKUP_TEST_SECRET } });
  beforeAll(async () => {
    backups = backupsOn(server.database.db, server.uploadDir, path.join(workDir, 'backups'));
    await createProject(server, token, { title: 'Riverside villa' });
    await createGalleryImage(server, token, { title: 'Foundation work' });
    await createService(server, token, { title: 'Soil testing' });
    expect((await request(server, 'PUT', '/api/settings', { token, json: DEFAULT_SITE_SETTINGS })).status).toBe(200);
    await server.database.db.query(`INSERT INTO users (email, name, role, password_hash) VALUES ($1, 'Editor', 'editor', $2)`, [
      EDITOR_EMAIL,
      await hashPassword('an editor password of some length'),
    ]);
    ({ file: good } = await backups.create(path.join(workDir, 'good.tar.gz')));
  });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  /** The good archive changed by `edit` (the manifest's sizes and checksums kept right by the helpers). */
  let count = 0;
  const changed = (edit: (folder: string) => void) => repacked(good, path.join(workDir, `changed-${(count += 1)}.tar.gz`), edit);

  async function expectRefused(file: string, message: RegExp, options = {}): Promise<void> {
    const before = await snapshot(server);
    const refusal = await backups.restore(file, options).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(message);
    expect((refusal as Error).message).not.toContain('\n');
    expect(await snapshot(server)).toEqual(before);
    expect(restoreLeftovers(server)).toEqual([]);
  }

  it('refuse an archive whose rows name a photo it neither holds nor declares missing', async () => {
    let dropped = '';
    const lacking = await changed((folder) => {
      dropped = fs.readdirSync(path.join(folder, 'uploads'))[0];
      fs.rmSync(path.join(folder, 'uploads', dropped));
      editManifest(folder, (manifest) => void delete manifest.files[`uploads/${dropped}`]);
      signAs(folder);
    });
    await expectRefused(
      lacking,
      /^The archive is incomplete: its rows name the photo file [0-9a-f]{32}(-\d+w)?\.webp, which it neither holds nor declares missing$/,
    );
    await expect(backups.verify(lacking)).rejects.toThrow(dropped);

    // Declared missing when the backup was made (deleted by hand before): the archive is as complete as the site was.
    const declared = await changed((folder) => {
      fs.rmSync(path.join(folder, 'uploads', dropped));
      editManifest(folder, (manifest) => {
        delete manifest.files[`uploads/${dropped}`];
        manifest.missingFiles = [dropped];
      });
      signAs(folder);
    });
    await expect(backups.verify(declared)).resolves.toMatchObject({ manifest: { missingFiles: [dropped] }, signedHere: true });
  });

  it('list a photo missing when the backup is made in its manifest, and still make it', async () => {
    const [name] = await filesOfEveryAsset(server);
    const aside = path.join(workDir, name);
    fs.renameSync(path.join(server.uploadDir, name), aside);
    try {
      const { manifest } = await backups.create(path.join(workDir, 'broken-site.tar.gz'));
      expect(manifest.missingFiles).toEqual([name]);
      expect(Object.keys(manifest.files)).not.toContain(`uploads/${name}`);
    } finally {
      fs.renameSync(aside, path.join(server.uploadDir, name));
    }
  });

  it('refuse unsafe rows, even signed by this site, and change nothing', async () => {
    const cases: [string, (rows: Row[]) => void, RegExp][] = [
      [
        'site_settings',
        (rows) => void ((rows[0].data as { social: unknown[] }).social = [{ name: 'Facebook', url: 'javascript:alert(document.cookie)' }]),
        /^The archive is refused: a row of site_settings \(1\) is unsafe to restore \(social\.0\.url: A link must be a web address starting with https:\/\/ or http:\/\/\); nothing was changed$/,
      ],
      [
        'site_settings',
        (rows) => void ((rows[0].data as { map: { embedUrl: string } }).map.embedUrl = 'data:text/html,<script>alert(1)</script>'),
        /a row of site_settings \(1\) is unsafe to restore \(map\.embedUrl: /,
      ],
      [
        'users',
        (rows) => void (rows[0].password_hash = 'plain text password'),
        /a row of users .* is unsafe to restore \(password_hash: The stored password is not an argon2 hash\)/,
      ],
      [
        'users',
        (rows) => rows.forEach((row) => (row.role = 'editor')),
        /^The archive is refused: it has no admin user, so no one could manage the site after it; nothing was changed$/,
      ],
    ];
    for (const [table, edit, message] of cases) {
      const file = await changed((folder) => {
        editRows(folder, table, edit);
        signAs(folder);
      });
      await expectRefused(file, message);
    }
  });

  it("restore the site's own rows that break rules made stricter since as they are, warning of each row and field", async () => {
    // The site's own data, valid when it was saved: a map embed of before the rule took only Google's embed pages, and so on.
    const oldEmbed = 'http://maps.google.com/maps?q=Vriddhachalam';
    const file = await changed((folder) => {
      editRows(folder, 'site_settings', (rows) => void ((rows[0].data as { map: { embedUrl: string } }).map.embedUrl = oldEmbed));
      editRows(folder, 'projects', (rows) => void (rows[0].details = 'x'.repeat(10_001)));
      editRows(folder, 'services', (rows) => void (rows[0].points = []));
      editRows(folder, 'gallery_images', (rows) => void (rows[0].title = 't'.repeat(201)));
      editRows(folder, 'users', (rows) => void (rows[0].name = 'n'.repeat(500)));
      editRows(folder, 'image_assets', (rows) => void (rows[0].alt = 'a'.repeat(251)));
      signAs(folder);
    });
    const { warnings } = await backups.restore(file);
    token = await server.login();
    expect(warnings).toEqual([
      expect.stringMatching(/^a row of projects \([0-9a-f-]{36}\) breaks today's rules \(details: Details must be at most 10000 characters\)$/),
      expect.stringMatching(/^a row of services \([0-9a-f-]{36}\) breaks today's rules \(points: At least one service point is required\)$/),
      expect.stringMatching(/^a row of gallery_images \(.+\) breaks today's rules \(title: Title must be at most 200 characters\)$/),
      expect.stringMatching(/^a row of image_assets \(.+\) breaks today's rules \(alt: Alt text must be at most 250 characters\)$/),
      expect.stringMatching(/^a row of site_settings \(1\) breaks today's rules \(map\.embedUrl: Map embed link must be a Google Maps embed address/),
      expect.stringMatching(/^a row of users \(.+\) breaks today's rules \(name: /),
    ]);
    const [{ embedUrl }]: { embedUrl: string }[] = await server.database.db.query(`SELECT data #>> '{map,embedUrl}' AS "embedUrl" FROM site_settings`);
    expect(embedUrl).toBe(oldEmbed);

    // A backup made now warns of them too (a restore brings them back as they are).
    const made = await backups.create(path.join(workDir, 'stricter-rules.tar.gz'));
    expect([...made.warnings].sort()).toEqual([...warnings].sort());
    expect((await backups.restore(made.file)).warnings).toEqual(warnings);
    token = await server.login();
    await backups.restore(good);
    token = await server.login();
  });

  it("refuse a users.json changed since (an editor made admin, its checksum recomputed) unless told it is another site's, then list who can log in", async () => {
    const promoted = await changed((folder) => editRows(folder, 'users', (rows) => rows.forEach((row) => (row.role = 'admin'))));
    const foreign = await changed((folder) => signAs(folder, 'another installation, another secret of 32+ characters'));
    const unsigned = await changed((folder) => editManifest(folder, (manifest) => void delete manifest.signature));
    const refusal = /^The archive is refused: it does not carry this site's signature .*; if you trust it, restore it with --from-another-site$/;
    for (const file of [promoted, foreign, unsigned]) {
      await expectRefused(file, refusal);
      await expect(backups.verify(file)).rejects.toThrow(refusal);
    }

    await expect(backups.verify(promoted, { fromAnotherSite: true })).resolves.toMatchObject({
      signedHere: false,
      userCount: 2,
      users: expect.arrayContaining([
        { email: ADMIN_EMAIL, role: 'admin' },
        { email: EDITOR_EMAIL, role: 'admin' },
      ]),
    });
    await backups.restore(promoted, { fromAnotherSite: true });
    const roles: { role: string }[] = await server.database.db.query('SELECT role FROM users WHERE email = $1', [EDITOR_EMAIL]);
    expect(roles).toEqual([{ role: 'admin' }]);
    token = await server.login();
  });

  it('refuse a dump with a row over the limit as soon as it passes it', async () => {
    // 32 MB of one enquiry's message (hex text, which gzip halves: no bomb the tar reader refuses first); the limit is 4 MB a row.
    const huge = await changed((folder) => {
      const dump = path.join(folder, 'database', 'enquiries.json');
      const fd = fs.openSync(dump, 'w');
      fs.writeSync(fd, '[{"id": "00000000-0000-4000-8000-000000000000", "message": "');
      const block = Buffer.from(crypto.randomBytes(512 * 1024).toString('hex'));
      for (let i = 0; i < 32; i++) fs.writeSync(fd, block);
      fs.writeSync(fd, '"}]');
      fs.closeSync(fd);
      const data = fs.readFileSync(dump);
      editManifest(folder, (manifest) => {
        manifest.files['database/enquiries.json'] = { sha256: crypto.createHash('sha256').update(data).digest('hex'), bytes: data.length };
        (manifest as unknown as { tables: Record<string, number> }).tables.enquiries = 1;
      });
      signAs(folder);
    });
    // That the row is never held (at most 4 MB of it) is shown by the splitter's own test (json-rows.test.ts).
    await expectRefused(huge, /^The archive is damaged: the rows of enquiries cannot be read \(a row is larger than 4 MB, the most a row may be\)$/);
  });

  it('restore a formatVersion 1 archive made before backups were signed, when told it is from another site', async () => {
    await expectRefused(FORMAT_1_ARCHIVE, /does not carry this site's signature/);
    const checked = await backups.verify(FORMAT_1_ARCHIVE, { fromAnotherSite: true });
    expect(checked).toMatchObject({ manifest: { formatVersion: 1, missingFiles: [] }, signedHere: false, users: [{ email: ADMIN_EMAIL, role: 'admin' }] });

    await backups.restore(FORMAT_1_ARCHIVE, { fromAnotherSite: true });
    token = await server.login();
    const projects = await request<{ data: { title: string }[] }>(server, 'GET', '/api/projects', { token });
    expect(projects.body.data.map((project) => project.title)).toEqual(['Riverside villa']);
    const settings = await request<{ data: { firmName: string } }>(server, 'GET', '/api/settings');
    expect(settings.body.data.firmName).toBe('Vriddhi Constructions (restored)');
    const named = await filesOfEveryAsset(server);
    expect(named).toHaveLength(5);
    expect(server.uploadedFiles()).toEqual(named);
  });
  it('restore a formatVersion 1 archive lacking a photo its rows name (made while photos changed), warning of it', async () => {
    let dropped = '';
    const lacking = await repacked(FORMAT_1_ARCHIVE, path.join(workDir, 'format-1-lacking.tar.gz'), (folder) => {
      dropped = fs.readdirSync(path.join(folder, 'uploads')).sort()[0];
      fs.rmSync(path.join(folder, 'uploads', dropped));
      editManifest(folder, (manifest) => void delete manifest.files[`uploads/${dropped}`]);
    });
    const warning = `the archive (made by an older version of the site) lacks a photo file its rows name; the pages show no picture there: ${dropped}`;
    await expect(backups.verify(lacking, { fromAnotherSite: true })).resolves.toMatchObject({ warnings: [warning] });

    const { warnings } = await backups.restore(lacking, { fromAnotherSite: true });
    token = await server.login();
    expect(warnings).toEqual([warning]);
    const named = await filesOfEveryAsset(server);
    expect(named).toContain(dropped);
    expect(server.uploadedFiles()).toEqual(named.filter((name) => name !== dropped));
  });
});
