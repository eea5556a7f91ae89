import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { DATABASE_TIMEOUTS } from '../../src/db/create-data-source';
import { createLogger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testServerEnv } from '../support/test-server';

/**
 * A network partition between the server and PostgreSQL: nothing is refused, nothing answers.
 * Requests that need the database must not hang: they answer 503 with Retry-After once the query
 * or connection times out, and everything works again once the network is back.
 */
describe('database network partition', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let uploadDir: string;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partition-'));
    const config = loadConfig(testServerEnv(url.toString(), uploadDir));
    server = await startServer(config, createLogger(config.logLevel));
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    proxy.heal();
    await server?.stop();
    await proxy?.close();
    await database?.drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  // A gallery image by id is always a query (a project by id is found in the cached list).
  const unknownImage = () => `${base}/api/gallery/${crypto.randomUUID()}`;

  const postJson = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = () => postJson('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });

  it('answers 503 with Retry-After (REST, GraphQL, pages, sitemap, readyz, login and enquiries, whose limits are counted in the database) instead of hanging, then recovers once the network is back', async () => {
    expect((await fetch(unknownImage())).status).toBe(404);
    proxy.partition();
    const started = Date.now();
    const [rest, graphql, ready, page, sitemap, loggedIn, enquiry] = await Promise.all([
      fetch(unknownImage()),
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ galleryImage(id: "${crypto.randomUUID()}") { id } }` }),
      }),
      fetch(`${base}/readyz`),
      fetch(`${base}/`), // nothing read yet: no list is cached
      fetch(`${base}/sitemap.xml`),
      login(),
      postJson('/api/enquiries', { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A plot.' }),
    ]);
    const waited = Date.now() - started;
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await rest.json()) as { message: string }).message).toMatch(/try again/i);
    expect(graphql.status).toBe(503);
    expect(((await graphql.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    for (const answer of [ready, page, sitemap, loggedIn, enquiry]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Bounded by the query timeout, not by the operating system's TCP timeouts (minutes).
    expect(waited).toBeLessThan(DATABASE_TIMEOUTS.queryMs + 3_000);

    proxy.heal();
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 404; tries++) {
      status = (await fetch(unknownImage())).status;
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(404);
    expect((await login()).status).toBe(200);
  }, 60_000);
});
