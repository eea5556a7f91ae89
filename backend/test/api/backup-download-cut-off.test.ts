import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { archiveName } from '../../src/modules/backups/backups.service';
import { startServer, type RunningServer } from '../../src/server';
import { logCapture, readBody } from '../support/streamed-answers';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testServerEnv } from '../support/test-server';

/** A backup download whose archive cannot be read: the download fails visibly and the server logs why. */
describe('a backup download when the archive cannot be read', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let workDir: string;
  let base: string;
  const logs = logCapture();

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-download-cut-off-'));
    const env = { ...testServerEnv(database.url, path.join(workDir, 'uploads')), BACKUP_DIR: path.join(workDir, 'backups') };
    server = await startServer(loadConfig(env), logs.logger);
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('cuts the download off and logs the read error with the request id', async () => {
    // Listed and opened like an archive, but no read of it succeeds (EISDIR), as a disk failing under a download.
    const name = archiveName(new Date(Date.UTC(2025, 0, 1, 2, 30)));
    fs.mkdirSync(path.join(workDir, 'backups', name), { recursive: true });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const answer = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation($name: String!) { createBackupDownloadLink(name: $name) }', variables: { name } }),
    });
    const link = ((await answer.json()) as { data: { createBackupDownloadLink: string } }).data.createBackupDownloadLink;

    const logged = logs.next((line) => line.reqId === 'unreadable-backup');
    const download = await fetch(`${base}${link}`, { headers: { 'x-request-id': 'unreadable-backup' } }).then(readBody, () => ({ text: '', cutOff: true }));
    expect(download).toEqual({ text: '', cutOff: true });
    expect(await logged).toMatchObject({
      msg: expect.stringMatching(/^Unexpected error answering GET \/api/),
      err: { message: expect.stringContaining('EISDIR') },
    });
  });
});
