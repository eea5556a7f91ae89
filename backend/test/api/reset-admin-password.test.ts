import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, useAdminServer } from '../support/test-server';
import { insertUser } from '../support/tokens';

const CLI = path.resolve(__dirname, '../../src/reset-admin-password.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run reset-admin-password', () => {
  let server: TestServer;
  let dataDir: string;

  useAdminServer((started) => ({ server } = started));
  beforeAll(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reset-data-'))));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** The command as `npm run` runs it (from its source), on the test server's database, with `input` on its standard input. */
  function reset(args: string[], input = ''): Promise<Run> {
    const child = spawn(process.execPath, ['-r', require.resolve('../support/register-ts.cjs'), CLI, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: server.databaseUrl, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(input);
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
  }

  async function loginStatus(email: string, password: string): Promise<number> {
    return (await request(server, 'POST', '/api/auth/login', { json: { email, password } })).status;
  }

  it('refuses an unknown e-mail with exit code 1, naming no account', async () => {
    const run = await reset(['--email', 'nobody@test.example']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('No user has the e-mail address "nobody@test.example". Check the address and try again.');
    expect(run.stdout + run.stderr).not.toContain(ADMIN_EMAIL);
    expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(200);
  });

  it('refuses an unknown option with the usage', async () => {
    const run = await reset(['--emial', ADMIN_EMAIL]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Usage: npm run reset-admin-password -- [--email someone@example.com] [--prompt]');
  });

  it('prints a new password once that logs in; the old password and every old token stop working', async () => {
    const oldToken = await server.login();
    const run = await reset(['--email', ADMIN_EMAIL.toUpperCase()]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const password = /New password \(shown only once\): (\S+)/.exec(run.stdout)![1];
    expect(password).toHaveLength(20);

    expect(await loginStatus(ADMIN_EMAIL, password)).toBe(200);
    expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401);
    const me = await server.graphql('{ me { email } }', {}, oldToken);
    expect(me.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    // The office sees it on the Activity screen.
    const { token } = (await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password } })).body.data;
    const activity = await server.graphql<{ activityPage: { items: { actorName: string; action: string; byVisitor: boolean }[] } }>(
      '{ activityPage(first: 5, withoutSignIns: true) { items { actorName action byVisitor } } }',
      {},
      token,
    );
    expect(activity.data!.activityPage.items[0]).toEqual({
      actorName: 'Someone on the server',
      action: `reset the password of ${ADMIN_EMAIL} (npm run reset-admin-password)`,
      byVisitor: false,
    });
  });

  it("lifts the account's lockout at once, on the running server too: the limits are kept in the database", async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const loginFrom = async (password: string, address: string) =>
      (await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password }, headers: from(address) })).status;
    const before = /New password \(shown only once\): (\S+)/.exec((await reset(['--email', ADMIN_EMAIL])).stdout)![1];
    // The office logs in, then five wrong passwords from there: its own limit (five per address and account) is reached...
    expect(await loginFrom(before, '192.0.2.50')).toBe(200);
    for (let i = 0; i < 5; i++) expect(await loginFrom(`wrong ${i}`, '192.0.2.50')).toBe(401);
    expect(await loginFrom(before, '192.0.2.50')).toBe(429);
    // ...and the account waits from any other address.
    expect(await loginFrom(before, '192.0.2.51')).toBe(429);

    const run = await reset(['--email', ADMIN_EMAIL]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Its login lockout is cleared: it can log in at once, from any address.');
    expect(run.stdout).not.toMatch(/restart/i);
    const password = /New password \(shown only once\): (\S+)/.exec(run.stdout)![1];
    expect(await loginFrom(password, '192.0.2.51')).toBe(200);
    expect(await loginFrom(password, '192.0.2.50')).toBe(200);
  });

  it('takes the password from standard input with --prompt, checked by the same rules', async () => {
    const weak = await reset(['--email', ADMIN_EMAIL, '--prompt'], 'password123\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/^New password is too easy to guess\./);

    const run = await reset(['--email', ADMIN_EMAIL, '--prompt'], 'saffron lantern 93 monsoon\n');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('saffron');
    expect(await loginStatus(ADMIN_EMAIL, 'saffron lantern 93 monsoon')).toBe(200);
  });

  it('picks the only admin without --email, and asks for one when there are several', async () => {
    const alone = await reset([]);
    expect(alone.code).toBe(0);
    expect(alone.stdout).toContain(`Password reset for ${ADMIN_EMAIL}.`);

    await insertUser(server, 'second@test.example', 'second admin password');
    const several = await reset([]);
    expect(several.code).toBe(1);
    expect(several.stderr.trim()).toBe('There is more than one admin: name the account with --email someone@example.com.');
  });
});
