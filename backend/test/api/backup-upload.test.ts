import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArchiveName } from '../../src/modules/backups/backup-names';
import { createProject, request } from '../support/factories';
import { insertUser } from '../support/tokens';
import { type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-upload-test-'));
const backupDir = path.join(workDir, 'backups');
/** An archive made before backups were signed: another installation's, as far as this site can tell. */
const UNSIGNED_ARCHIVE = path.join(__dirname, '..', 'fixtures', 'backup-format-1.tar.gz');

const LIST = '{ backups { backups { name madeBy } } }';
const CREATE = 'mutation { createBackup { name } }';
const PREVIEW = 'query($name: String!) { restorePreview(name: $name) { createdAt inBackup { projects } } }';
const RESTORE = 'mutation($name: String!, $confirmation: String!) { restoreBackup(name: $name, confirmation: $confirmation) { undoBackup } }';
const ACTIVITY = '{ activityPage(first: 5) { items { action subject label } } }';

interface PartAnswer {
  data?: { received?: number; name?: string; madeBy?: string };
  message?: string;
}

/** Every file left in the backup folder and its upload folder, but the archives made by the test itself. */
const leftovers = (kept: string[]) =>
  fs.readdirSync(backupDir, { recursive: true, encoding: 'utf8' }).filter((name) => !kept.includes(name) && name !== '.incoming');

/** A backup file chosen on the Backups screen, uploaded in parts and then restored like a kept one. */
describe('a backup file uploaded from the admin', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { BACKUP_DIR: backupDir } });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const sendPart = (id: string, bytes: Buffer, start: number, total: number, as = token) =>
    request<PartAnswer>(server, 'PUT', `/api/backups/uploads/${id}`, {
      token: as,
      headers: { 'content-type': 'application/octet-stream', 'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}` },
      body: bytes,
    });

  /** The file in three parts, as the admin's screen sends a large one; the answer to the last. */
  const upload = async (file: Buffer, as = token) => {
    const id = crypto.randomUUID();
    const third = Math.ceil(file.length / 3);
    let answer: Awaited<ReturnType<typeof sendPart>> | undefined;
    for (let start = 0; start < file.length; start += third) {
      answer = await sendPart(id, file.subarray(start, start + third), start, file.length, as);
      if (start + third < file.length) expect([answer.status, answer.body.data?.received]).toEqual([200, Math.min(start + third, file.length)]);
    }
    return answer!;
  };

  const titles = async () =>
    ((await request<{ data: { title: string }[] }>(server, 'GET', '/api/projects')).body.data ?? []).map((project) => project.title).sort();

  it('keeps a backup of this site sent in parts, lists it as uploaded, and restores it: what was added since is gone', async () => {
    await createProject(server, token, { title: 'Villa before the backup' });
    const made = (await server.graphql<{ createBackup: { name: string } }>(CREATE, {}, token)).data!.createBackup.name;
    const file = fs.readFileSync(path.join(backupDir, made));
    // The file downloaded earlier, the kept copy gone (another server, or deleted): the upload is all there is.
    fs.rmSync(path.join(backupDir, made));
    await createProject(server, token, { title: 'Villa after the backup' });

    const answer = await upload(file);
    expect(answer.status).toBe(201);
    const name = answer.body.data!.name!;
    expect(answer.body.data).toMatchObject({ name: expect.stringMatching(/-uploaded\.tar\.gz$/), madeBy: 'uploaded' });
    expect(fs.readFileSync(path.join(backupDir, name)).equals(file)).toBe(true);
    expect((await server.graphql<{ backups: { backups: unknown[] } }>(LIST, {}, token)).data!.backups.backups).toContainEqual({ name, madeBy: 'UPLOADED' });
    expect((await server.graphql<{ activityPage: { items: unknown[] } }>(ACTIVITY, {}, token)).data!.activityPage.items[0]).toEqual({
      action: 'uploaded',
      subject: 'backup',
      label: name,
    });

    // The summary dates it as the backup was made, not as it was uploaded.
    const preview = await server.graphql<{ restorePreview: { createdAt: string; inBackup: { projects: number } } }>(PREVIEW, { name }, token);
    expect(preview.data!.restorePreview.inBackup.projects).toBe(1);
    expect(preview.data!.restorePreview.createdAt).toBe(parseArchiveName(made)!.createdAt.toISOString());
    const done = await server.graphql(RESTORE, { name, confirmation: 'RESTORE' }, token);
    expect(done.errors).toBeUndefined();
    expect(await titles()).toEqual(['Villa before the backup']);
    expect(leftovers([])).not.toContain(expect.stringMatching(/\.part$/));
  });

  it('refuses a file that is not a backup of this site with the reason, and keeps nothing of it', async () => {
    const admin = await server.login();
    const uploaded = async () =>
      (await server.graphql<{ backups: { backups: { madeBy: string }[] } }>(LIST, {}, admin)).data!.backups.backups.filter((b) => b.madeBy === 'UPLOADED')
        .length;
    const before = leftovers([]);
    const uploadedBefore = await uploaded();
    const notABackup = await upload(crypto.randomBytes(50_000), admin);
    expect(notABackup.status).toBe(400);
    expect(notABackup.body.message).toMatch(/not a backup|not a gzip|could not be read|archive/i);

    const unsigned = await upload(fs.readFileSync(UNSIGNED_ARCHIVE), admin);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(
      "This backup does not carry this site's signature (it was made by another installation, or changed since): it can only be restored on the server, with npm run restore -- FILE --from-another-site",
    );
    expect(leftovers(before)).toEqual([]);
    expect(await uploaded()).toBe(uploadedBefore);
  });

  it('asks for the part it lacks when one is sent out of order or again, and takes the rest from there', async () => {
    const admin = await server.login();
    const made = (await server.graphql<{ createBackup: { name: string } }>(CREATE, {}, admin)).data!.createBackup.name;
    const file = fs.readFileSync(path.join(backupDir, made));
    const id = crypto.randomUUID();
    const half = Math.floor(file.length / 2);
    expect((await sendPart(id, file.subarray(0, half), 0, file.length, admin)).status).toBe(200);
    // The same part again (its answer was lost), then a part past the end of what arrived.
    const again = await sendPart(id, file.subarray(0, half), 0, file.length, admin);
    expect(again.status).toBe(200);
    const skipped = await sendPart(id, file.subarray(half + 10), half + 10, file.length, admin);
    expect([skipped.status, skipped.headers.get('upload-offset')]).toEqual([409, String(half)]);
    const rest = await sendPart(id, file.subarray(half), half, file.length, admin);
    expect(rest.status).toBe(201);
    expect(fs.readFileSync(path.join(backupDir, rest.body.data!.name!)).equals(file)).toBe(true);
  });

  it('is for admins only, and refuses malformed parts without keeping anything', async () => {
    const admin = await server.login();
    await insertUser(server, 'editor-upload@test.example', 'an editor passphrase 78', 'editor');
    const editor = (
      await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
        json: { email: 'editor-upload@test.example', password: 'an editor passphrase 78' },
      })
    ).body.data.token;
    const part = Buffer.from('part');
    expect((await sendPart(crypto.randomUUID(), part, 0, 4, editor)).status).toBe(403);
    expect((await request(server, 'PUT', `/api/backups/uploads/${crypto.randomUUID()}`, { body: part })).status).toBe(401);
    expect((await sendPart('../../etc', part, 0, 4, admin)).status).toBe(404);
    const noRange = await request(server, 'PUT', `/api/backups/uploads/${crypto.randomUUID()}`, { token: admin, body: part });
    expect(noRange.status).toBe(400);
    const shorter = await request(server, 'PUT', `/api/backups/uploads/${crypto.randomUUID()}`, {
      token: admin,
      headers: { 'content-range': 'bytes 0-9/10' },
      body: part,
    });
    expect([shorter.status, shorter.body.message]).toEqual([400, 'The part is not as long as its Content-Range says']);
    expect((await sendPart(crypto.randomUUID(), part, 4, 8, admin)).status).toBe(404); // never started
    const tooBig = await request(server, 'PUT', `/api/backups/uploads/${crypto.randomUUID()}`, {
      token: admin,
      headers: { 'content-range': `bytes 0-${9 * 1024 * 1024 - 1}/${9 * 1024 * 1024}` },
      body: Buffer.alloc(9 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
    expect((await sendPart(crypto.randomUUID(), part, 0, 30 * 1024 ** 3, admin)).status).toBe(413);
    expect(
      fs
        .readdirSync(path.join(backupDir, '.incoming'))
        .filter((name) => name.endsWith('.part') && fs.statSync(path.join(backupDir, '.incoming', name)).size > 0),
    ).toEqual([]);
  });
});
