import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { archiveName } from '../../src/modules/backups/backups.service';
import { hashPassword } from '../../src/modules/auth/auth.service';
import { createProject, request } from '../support/factories';
import { insertUser } from '../support/tokens';
import { type TestServer, useAdminServer } from '../support/test-server';

const JWT_SECRET = 'a-backups-test-secret-of-at-least-32-characters';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-admin-test-'));
const backupDir = path.join(workDir, 'backups');

const LIST = '{ backups { backups { name bytes createdAt madeBy } dailyTime keep folder } }';
const CREATE = 'mutation { createBackup { name bytes createdAt madeBy } }';
const LINK = 'mutation($name: String!) { createBackupDownloadLink(name: $name) }';
const CHANGE_PASSWORD =
  'mutation($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { token } }';

interface BackupJson {
  name: string;
  bytes: number;
  createdAt: string;
  madeBy: 'DAILY' | 'BY_HAND';
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const BY_HAND_NAME = /^backup-\d{8}-\d{6}-\d{3}Z-by-hand\.tar\.gz$/;

/** The admin's Backups screen: list, make one now, download one; admins only. */
describe('backups from the admin', () => {
  let server: TestServer;
  let token: string;
  let editorToken: string;

  useAdminServer((started) => ({ server, token } = started), {
    env: { JWT_SECRET, BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_TIME: '02:30' },
  });
  beforeAll(async () => {
    await createProject(server, token, { title: 'Riverside villa' });
    await server.database.db.query(`INSERT INTO users (email, name, role, password_hash) VALUES ('editor@test.example', 'Editor', 'editor', $1)`, [
      await hashPassword('an editor password of some length'),
    ]);
    editorToken = await loginAs('editor@test.example', 'an editor password of some length');
  });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  async function loginAs(email: string, password: string): Promise<string> {
    const { status, body } = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password } });
    expect(status).toBe(200);
    return body.data.token;
  }

  async function list(as = token) {
    const { data, errors } = await server.graphql<{ backups: { backups: BackupJson[]; dailyTime: string | null; keep: number; folder: string } }>(LIST, {}, as);
    expect(errors).toBeUndefined();
    return data!.backups;
  }

  async function makeOne(as = token): Promise<BackupJson> {
    const { data, errors } = await server.graphql<{ createBackup: BackupJson }>(CREATE, {}, as);
    expect(errors).toBeUndefined();
    return data!.createBackup;
  }

  async function linkFor(name: string, as = token): Promise<string> {
    const { data, errors } = await server.graphql<{ createBackupDownloadLink: string }>(LINK, { name }, as);
    expect(errors).toBeUndefined();
    return data!.createBackupDownloadLink;
  }

  const tokenOf = (link: string) => new URL(link, server.url).searchParams.get('token')!;

  it('lists nothing yet, with the schedule and the folder', async () => {
    expect(await list()).toEqual({ backups: [], dailyTime: '02:30', keep: 2, folder: backupDir });
  });

  it('makes one now, lists it newest first beside the daily ones, and downloads it byte for byte', async () => {
    fs.mkdirSync(backupDir, { recursive: true });
    const daily = archiveName(new Date(Date.UTC(2025, 0, 1, 2, 30)));
    fs.writeFileSync(path.join(backupDir, daily), 'an old daily archive');
    fs.writeFileSync(path.join(backupDir, 'my-own-copy.tar.gz'), 'not one of the listed');

    const made = await makeOne();
    expect(made.name).toMatch(BY_HAND_NAME);
    expect(made.madeBy).toBe('BY_HAND');
    const file = path.join(backupDir, made.name);
    expect(made.bytes).toBe(fs.statSync(file).size);
    expect(Math.abs(Date.parse(made.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const { backups } = await list();
    expect(backups.map(({ name, madeBy }) => ({ name, madeBy }))).toEqual([
      { name: made.name, madeBy: 'BY_HAND' },
      { name: daily, madeBy: 'DAILY' },
    ]);
    expect(backups[1]).toMatchObject({ bytes: 20, createdAt: '2025-01-01T02:30:00.000Z' });

    const link = await linkFor(made.name);
    expect(link).toMatch(new RegExp(`^/api/backups/${made.name.replace(/\./g, '\\.')}\\?token=[\\w.-]+$`));
    const response = await fetch(`${server.url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${made.name}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-length')).toBe(String(made.bytes));
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);

    const activity: { action: string; subject: string; label: string; actor_name: string }[] = await server.database.db.query(
      `SELECT action, subject, label, actor_name FROM activity WHERE subject = 'backup'`,
    );
    expect(activity).toEqual([{ action: 'made', subject: 'backup', label: made.name, actor_name: 'Administrator' }]);
  });

  it('starts no second backup while one is being made: a request meanwhile gets that one', async () => {
    const before = (await list()).backups.length;
    // The first backup is held inside its snapshot until the lock is released.
    const locker = server.database.db.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    try {
      await locker.query('LOCK TABLE projects IN ACCESS EXCLUSIVE MODE');
      const first = makeOne();
      await waitUntil(
        async () =>
          (
            await locker.query(
              `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'projects'::regclass AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          ).length > 0,
      );
      const second = makeOne();
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the second request reaches the service
      await locker.commitTransaction();
      const [a, b] = await Promise.all([first, second]);
      expect(b.name).toBe(a.name);
    } finally {
      if (locker.isTransactionActive) await locker.rollbackTransaction();
      await locker.release();
    }
    expect((await list()).backups).toHaveLength(before + 1);
  });

  it('keeps the newest BACKUP_KEEP hand-made backups, and never deletes a daily one for them', async () => {
    const dailyNames = (await list()).backups.filter((backup) => backup.madeBy === 'DAILY').map((backup) => backup.name);
    expect(dailyNames).toHaveLength(1);
    const third = await makeOne();
    const { backups } = await list();
    const byHand = backups.filter((backup) => backup.madeBy === 'BY_HAND');
    expect(byHand).toHaveLength(2);
    expect(byHand[0].name).toBe(third.name);
    expect(backups.filter((backup) => backup.madeBy === 'DAILY').map((backup) => backup.name)).toEqual(dailyNames);
    expect(fs.existsSync(path.join(backupDir, 'my-own-copy.tar.gz'))).toBe(true);
  });

  it('refuses editors (403) and requests without a token (401), for all three', async () => {
    const [{ name }] = (await list()).backups;
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, {}],
      [LINK, { name }],
    ] as const) {
      const editor = await server.graphql(query, variables, editorToken);
      expect({ query, code: editor.errors?.[0]?.extensions?.code }).toEqual({ query, code: 'FORBIDDEN' });
      expect(editor.errors?.[0]?.message).toBe('Only an admin can make or download backups');
      const anonymous = await server.graphql(query, variables);
      expect({ query, code: anonymous.errors?.[0]?.extensions?.code }).toEqual({ query, code: 'UNAUTHENTICATED' });
    }
    const download = await fetch(`${server.url}/api/backups/${name}`);
    expect(download.status).toBe(401);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const withBearer = await fetch(`${server.url}/api/backups/${name}`, { headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.status).toBe(401);
  });

  it("does not download another archive with one archive's link, nor with a session token", async () => {
    const [newest, older] = (await list()).backups;
    const linkToken = tokenOf(await linkFor(older.name));
    const response = await fetch(`${server.url}/api/backups/${newest.name}?token=${linkToken}`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('\u001f');
    expect((await fetch(`${server.url}/api/backups/${newest.name}?token=${token}`)).status).toBe(401);
  });

  it('stops a link once the user is no longer an admin, at download time', async () => {
    await insertUser(server, 'second@test.example', 'second admin password here');
    const second = await loginAs('second@test.example', 'second admin password here');
    const [{ name }] = (await list()).backups;
    const link = await linkFor(name, second);
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    await server.database.db.query(`UPDATE users SET role = 'editor' WHERE email = 'second@test.example'`);
    const refused = await fetch(`${server.url}${link}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Only an admin can make or download backups');
  });

  it("stops a link once the user's password is changed", async () => {
    await insertUser(server, 'third@test.example', 'third admin password here');
    const third = await loginAs('third@test.example', 'third admin password here');
    const [{ name }] = (await list()).backups;
    const link = await linkFor(name, third);
    const changed = await server.graphql(
      CHANGE_PASSWORD,
      { currentPassword: 'third admin password here', newPassword: 'violet kettle marble 47 harbour' },
      third,
    );
    expect(changed.errors).toBeUndefined();
    expect((await fetch(`${server.url}${link}`)).status).toBe(401);
  });

  it('answers 404 for names that are not archives of the folder: traversal, encoded slashes, other folders, other files', async () => {
    const [{ name }] = (await list()).backups;
    const linkToken = tokenOf(await linkFor(name));
    // An archive-like file beside the folder, and one in another folder under it: never served.
    fs.writeFileSync(path.join(workDir, archiveName(new Date(Date.UTC(2024, 5, 1)))), 'outside');
    fs.mkdirSync(path.join(backupDir, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(backupDir, 'nested', archiveName(new Date(Date.UTC(2024, 5, 2)))), 'nested');
    for (const tail of [
      `..%2F${archiveName(new Date(Date.UTC(2024, 5, 1)))}`,
      `nested%2F${archiveName(new Date(Date.UTC(2024, 5, 2)))}`,
      `%2E%2E%2F..%2Fetc%2Fpasswd`,
      `..%5C${name}`,
      `${name}%00`,
      'my-own-copy.tar.gz',
      `.${name}`,
    ]) {
      const response = await fetch(`${server.url}/api/backups/${tail}?token=${linkToken}`);
      expect({ tail, status: response.status }).toEqual({ tail, status: 404 });
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    for (const other of ['../x', `nested/${archiveName(new Date(Date.UTC(2024, 5, 2)))}`, 'my-own-copy.tar.gz', archiveName(new Date(Date.UTC(2020, 0, 1)))]) {
      const { errors } = await server.graphql(LINK, { name: other }, token);
      expect({ other, code: errors?.[0]?.extensions?.code }).toEqual({ other, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 once the archive is gone, and 401 once the link has expired', async () => {
    const [{ name }] = (await list()).backups;
    const { sub } = jwt.decode(tokenOf(await linkFor(name))) as { sub: string };
    const expired = jwt.sign({ path: `/api/backups/${name}`, sv: 1 }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: sub,
      issuer: 'vriddhi-builders',
      audience: 'vriddhi-builders-preview',
      expiresIn: -60,
    });
    expect((await fetch(`${server.url}/api/backups/${name}?token=${expired}`)).status).toBe(401);
    const fresh = jwt.sign({ path: `/api/backups/${name}`, sv: 1 }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: sub,
      issuer: 'vriddhi-builders',
      audience: 'vriddhi-builders-preview',
      expiresIn: 60,
    });
    expect((await fetch(`${server.url}/api/backups/${name}?token=${fresh}`)).status).toBe(200);

    const link = await linkFor(name);
    fs.rmSync(path.join(backupDir, name));
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
  });
});
