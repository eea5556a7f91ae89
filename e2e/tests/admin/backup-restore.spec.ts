import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { listGalleryImages, listProjects, listServices, useCreatedTitles } from './support/server';
import { fileField, textField, toast } from './support/ui';
import { createUserWithPassword, deleteUserIfPresent, repoRoot, type CreatedUser } from './support/users';

const run = promisify(execFile);
const createdTitle = useCreatedTitles('projects');

/** The environment of a fresh clone's commands: no database named (an embedded PostgreSQL in DATA_DIR), nothing of the e2e server's. */
function freshCloneEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'UPLOAD_DIR', 'BACKUP_DIR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'BACKUP_TIME']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(54300 + (port % 1000)),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
}

async function waitUntilReady(request: APIRequestContext, origin: string, server: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`The restored server stopped (exit code ${server.exitCode})`);
        return (await request.get(`${origin}/readyz`).catch(() => null))?.status() ?? 0;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200);
}

async function stopServer(server: ChildProcess | null): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

async function bodyOf(request: APIRequestContext, url: string): Promise<unknown> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

async function bytesOf(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.body();
}

test('a backup made and downloaded in the admin restores on a fresh data folder to the same site, photos included', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  // The e2e servers use E2E_PORT and the next port; the restored site takes one a few ports further.
  const port = Number(new URL(baseURL!).port) + 4;
  const restoredOrigin = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-restore-'));
  // Open to the postgres user (PostgreSQL runs as it under root), so the restored site's database
  // lives in the data folder and goes with it, even when the run is cut short; in a 0700 folder it
  // would live outside (/var/lib/vriddhachalam-builders), beyond the reach of the rm below.
  fs.chmodSync(work, 0o755);
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
  let server: ChildProcess | null = null;
  let serverOutput = '';
  let user: CreatedUser | null = null;
  try {
    // What only this backup holds: a project added with photos, and a user with their own password.
    const files = await adminImageFiles();
    const title = createdTitle('Restored terrace house');
    await openAdmin(page, request, '/admin/addprojects', 'Add Project');
    await textField(page, 'Title').fill(title);
    await textField(page, 'Details').fill('Three bedrooms around a courtyard, with a terrace garden.');
    await textField(page, 'Location').fill('Neyveli');
    await fileField(page, 'Project Image').setInputFiles(files.jpeg);
    await fileField(page, 'Additional Images').setInputFiles([files.png, files.replacementJpeg]);
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expect(toast(page, 'Project added successfully!')).toBeVisible({ timeout: 30_000 });
    user = await createUserWithPassword(request, baseURL!, 'editor', 'Restored Editor');

    // The admin makes a backup now and downloads it.
    await openAdmin(page, request, '/admin/backups', 'Backups');
    const list = page.getByRole('list', { name: 'Backups, newest first' });
    const before = await list.getByRole('listitem').count();
    await page.getByRole('button', { name: 'Make a backup now' }).click();
    await expect(toast(page, 'Backup made:')).toBeVisible({ timeout: 120_000 });
    await expect(list.getByRole('listitem')).toHaveCount(before + 1);
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText('Made by hand');
    const name = (await newest.textContent())?.match(/[\w.-]+\.tar\.gz/)?.[0];
    expect(name, 'the row names its file').toBeTruthy();

    const downloading = page.waitForEvent('download');
    await newest.getByRole('button', { name: /^Download the backup of / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const file = path.join(work, name!);
    await download.saveAs(file);
    await expect(page.getByRole('heading', { name: 'Backups' }), 'the page stays').toBeVisible();
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    // A fresh clone: an empty data folder, no DATABASE_URL; the restore makes its embedded PostgreSQL.
    // Its own JWT secret: another installation, whose archives it takes only when told so, listing who can log in.
    const env = freshCloneEnv(dataDir, port);
    const restore = (...flags: string[]) =>
      run(process.execPath, [path.join(repoRoot, 'backend/dist/backups/restore-cli.js'), file, '--yes', ...flags], { cwd: repoRoot, env, timeout: 120_000 });
    const refusal = await restore().then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refusal?.code).toBe(1);
    expect(refusal?.stderr).toMatch(/^Restore refused, nothing was changed: .*does not carry this site's signature.*--from-another-site\n$/);
    const restored = await restore('--from-another-site');
    expect(restored.stdout).toContain(`  ${user.email} (editor)\n`);
    expect(restored.stdout).toMatch(/^Restored the backup of .+: \d+ rows in \d+ tables, \d+ uploaded files/m);

    server = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    await waitUntilReady(request, restoredOrigin, server);

    // The same site: the same answers, byte for byte the same photos.
    for (const endpoint of ['/api/projects', '/api/gallery', '/api/services', '/api/settings']) {
      expect(await bodyOf(request, `${restoredOrigin}${endpoint}`), endpoint).toEqual(await bodyOf(request, endpoint));
    }
    const projects = await listProjects(request);
    const added = projects.find((project) => project.title === title);
    expect(added?.images, 'the added project and its two extra photos').toHaveLength(2);
    const photos = [
      ...projects.flatMap((project) => [project.imageUrl, ...project.images]),
      ...(await listGalleryImages(request)).map((image) => image.imageUrl),
      ...(await listServices(request)).map((service) => service.imageUrl),
    ].filter(Boolean);
    expect(
      projects.some((project) => project.images.length > 0),
      'a project with extra photos',
    ).toBe(true);
    for (const photo of photos) {
      const [original, copy] = await Promise.all([bytesOf(request, photo), bytesOf(request, `${restoredOrigin}${photo}`)]);
      expect(copy.equals(original), photo).toBe(true);
    }

    // The users came back with their passwords, and the public pages show the project.
    const loginOnCopy = await request.post(`${restoredOrigin}/api/auth/login`, { data: { email: user.email, password: user.password } });
    expect(loginOnCopy.status(), 'the user logs in on the restored site').toBe(200);
    await page.goto(`${restoredOrigin}/projects`);
    await expect(page.getByText(title).first()).toBeVisible();
  } catch (error) {
    if (serverOutput) console.log(`Restored server's output:\n${serverOutput}`);
    throw error;
  } finally {
    await stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
    await deleteUserIfPresent(request, user?.id);
  }
});
