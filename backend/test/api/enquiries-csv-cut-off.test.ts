import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_SIZE } from '@vriddhi/rules';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { logCapture, readBody } from '../support/streamed-answers';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testServerEnv } from '../support/test-server';

const ENQUIRIES = PAGE_SIZE.max + 50;
/** The CSV is read PAGE_SIZE.max enquiries at a time; every page after the first is asked for after a key: `(…) < (CAST($1 AS timestamptz), …)`. */
const LATER_PAGE_QUERY = /CAST\(\$\d+ AS timestamptz\)/;

/**
 * The CSV export is sent as it is read, a page at a time, through a TCP relay to PostgreSQL that
 * cuts the connection as the second page is asked for (as a database that restarts does).
 */
describe('the enquiries CSV when the database fails partway through', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let uploadDir: string;
  let base: string;
  const logs = logCapture();

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-cut-off-'));
    server = await startServer(loadConfig(testServerEnv(url.toString(), uploadDir)), logs.logger);
    base = `http://127.0.0.1:${server.port}`;
    await server.database.db.query(
      `INSERT INTO enquiries (name, email, phone, subject, message, created_at)
       SELECT 'Visitor ' || n, 'visitor@example.com', '+91 98765 43210', 'Enquiry', 'Message', now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
      [ENQUIRIES],
    );
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('cuts the download off after the first page, logs why with the request id, and the next download is whole', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const download = (requestId: string) =>
      fetch(`${base}/api/enquiries?format=csv`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId } });

    proxy.cutOn(LATER_PAGE_QUERY);
    const logged = logs.next((line) => line.reqId === 'csv-cut-off');
    const cut = await download('csv-cut-off');
    expect(cut.status).toBe(200); // the first page was read before the answer started
    const partial = await readBody(cut);
    expect(partial.cutOff).toBe(true);
    expect(partial.text.split('\r\n')).toHaveLength(1 + PAGE_SIZE.max + 1); // the heading, the first page, nothing after the last line's end
    // As an outage is logged (a warning: the database, not the server, failed), with the driver's error.
    expect(await logged).toMatchObject({
      level: pino.levels.values.warn,
      msg: expect.stringMatching(/^The database is not reachable right now\..* \(partway through the response, which was cut off\)$/),
      err: { type: 'QueryFailedError', message: 'Connection terminated unexpectedly' },
    });

    const whole = await readBody(await download('csv-whole'));
    expect(whole.cutOff).toBe(false);
    expect(whole.text.split('\r\n')).toHaveLength(1 + ENQUIRIES + 1);
  });
});
