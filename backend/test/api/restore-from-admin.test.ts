import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProject, request } from '../support/factories';
import { insertUser } from '../support/tokens';
import { type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-from-admin-test-'));
const backupDir = path.join(workDir, 'backups');

const LIST = '{ backups { backups { name madeBy } } }';
const CREATE = 'mutation { createBackup { name } }';
const PREVIEW =
  'query($name: String!) { restorePreview(name: $name) { name createdAt warnings inBackup { projects galleryImages services photos enquiries users } onSiteNow { projects photos users } } }';
const RESTORE =
  'mutation($name: String!, $confirmation: String!) { restoreBackup(name: $name, confirmation: $confirmation) { restoredFrom undoBackup warnings } }';

/** The admin's Restore on the Backups screen: checked first, the site backed up before, everything replaced, every session ended. */
describe('a restore from the admin', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { BACKUP_DIR: backupDir } });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const titles = async () =>
    ((await request<{ data: { title: string }[] }>(server, 'GET', '/api/projects')).body.data ?? []).map((project) => project.title).sort();

  it('shows what a backup holds against the site now, restores it after a typed confirmation, and keeps the site as it was to undo it', async () => {
    await createProject(server, token, { title: 'Kept villa' });
    const made = await server.graphql<{ createBackup: { name: string } }>(CREATE, {}, token);
    const name = made.data!.createBackup.name;
    const added = await createProject(server, token, { title: 'Added after the backup' });
    const addedPhoto = new URL(added.imageUrl, server.url).pathname;
    expect((await fetch(`${server.url}${addedPhoto}`)).status).toBe(200);

    const preview = await server.graphql<{
      restorePreview: { inBackup: { projects: number; photos: number }; onSiteNow: { projects: number }; warnings: string[] };
    }>(PREVIEW, { name }, token);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.restorePreview).toMatchObject({ inBackup: { projects: 1 }, onSiteNow: { projects: 2 }, warnings: [] });
    expect(preview.data!.restorePreview.inBackup.photos).toBeGreaterThan(0);

    const unconfirmed = await server.graphql(RESTORE, { name, confirmation: 'yes' }, token);
    expect(unconfirmed.errors?.[0].extensions?.fields).toEqual({ confirmation: 'Type RESTORE to confirm that everything is replaced' });
    expect(await titles()).toEqual(['Added after the backup', 'Kept villa']);

    const done = await server.graphql<{ restoreBackup: { restoredFrom: string; undoBackup: string } }>(RESTORE, { name, confirmation: 'restore' }, token);
    expect(done.errors).toBeUndefined();
    expect(done.data!.restoreBackup).toMatchObject({ restoredFrom: name, undoBackup: expect.stringMatching(/-before-restore\.tar\.gz$/) });

    expect(await titles()).toEqual(['Kept villa']);
    expect((await fetch(`${server.url}${addedPhoto}`)).status).toBe(404);
    const listed = (await server.graphql<{ backups: { backups: { name: string; madeBy: string }[] } }>(LIST, {}, await server.login())).data!.backups.backups;
    expect(listed).toContainEqual({ name: done.data!.restoreBackup.undoBackup, madeBy: 'BEFORE_RESTORE' });
    // Every session ended; the admin logs in again.
    expect((await server.graphql('{ me { id } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Restoring the backup made before undoes it: the project added after is back, with its photo.
    const again = await server.login();
    const undone = await server.graphql(RESTORE, { name: done.data!.restoreBackup.undoBackup, confirmation: 'RESTORE' }, again);
    expect(undone.errors).toBeUndefined();
    expect(await titles()).toEqual(['Added after the backup', 'Kept villa']);
    expect((await fetch(`${server.url}${addedPhoto}`)).status).toBe(200);
  });

  it('is for admins only, and refuses a name that is not a kept backup', async () => {
    await insertUser(server, 'editor@test.example', 'an editor passphrase 77', 'editor');
    const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
      json: { email: 'editor@test.example', password: 'an editor passphrase 77' },
    });
    const admin = await server.login();
    const name = (await server.graphql<{ createBackup: { name: string } }>(CREATE, {}, admin)).data!.createBackup.name;
    expect((await server.graphql(PREVIEW, { name }, login.body.data.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(RESTORE, { name, confirmation: 'RESTORE' }, login.body.data.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const bad of ['../etc/passwd', 'backup-20261126-020000-123Z.tar.gz']) {
      expect((await server.graphql(RESTORE, { name: bad, confirmation: 'RESTORE' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers "back in a minute" while a restore runs: a page for visitors, the error shapes for the APIs', async () => {
    // A gate, not the work's own resolver: released before the restore's work has started (its row still
    // being written on a slow database), it still ends it.
    let finish!: () => void;
    const released = new Promise<void>((resolve) => (finish = resolve));
    const running = server.services.maintenance.during(() => released);
    try {
      const page = await fetch(`${server.url}/projects`);
      expect([page.status, page.headers.get('retry-after')]).toEqual([503, '30']);
      expect(await page.text()).toContain('The site is being restored from a backup. It will be back in a minute.');
      const rest = await request(server, 'GET', '/api/projects?fresh');
      expect([rest.status, rest.body]).toEqual([
        503,
        { code: 'SERVICE_UNAVAILABLE', message: 'The site is being restored from a backup. It will be back in a minute.' },
      ]);
      const graphql = await server.graphql('{ services { id } }');
      expect(graphql.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      finish();
      await running;
    }
    expect((await request(server, 'GET', '/api/projects?after')).status).toBe(200);
  });
});
