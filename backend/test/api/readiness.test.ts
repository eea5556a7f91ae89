import { Client } from 'pg';
import { createProject, request, UNKNOWN_ID } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The database goes away under a running server: readiness turns 503, requests that need the
 * database fail with a masked internal error, and everything recovers once it is back.
 */
describe('database outage', () => {
  let server: TestServer;
  let token: string;
  let admin: Client;
  let databaseName: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
    databaseName = new URL(server.databaseUrl).pathname.slice(1);
    admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    await server.close();
  });

  /** Refuses new connections to the server's database and cuts the ones it has. */
  async function takeDatabaseDown(): Promise<void> {
    await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
  }

  async function bringDatabaseBack(): Promise<void> {
    await admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`);
  }

  it('answers /readyz 503 while the database is unreachable and 200 once it is back', async () => {
    const project = await createProject(server, token);
    expect((await request(server, 'GET', '/readyz')).status).toBe(200);

    await takeDatabaseDown();
    try {
      const down = await request(server, 'GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', message: 'Database is not reachable' });
      // The process itself is still up.
      expect((await request(server, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await bringDatabaseBack();
    }

    const up = await request(server, 'GET', '/readyz');
    expect(up.status).toBe(200);
    expect((await request(server, 'GET', `/api/projects/${project.id}`)).status).toBe(200);
  });

  it('answers 503 with Retry-After and a clear message in REST and GraphQL while the database is unreachable', async () => {
    await takeDatabaseDown();
    try {
      // A gallery image by id is read from the database (projects by id come from the cached list).
      const rest = await request(server, 'GET', `/api/gallery/${UNKNOWN_ID}`);
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable right now. Please try again in a few seconds.' });

      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query Image($id: ID!) { galleryImage(id: $id) { id } }', variables: { id: UNKNOWN_ID } }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const graphql = (await response.json()) as { errors: unknown[] };
      expect(graphql.errors).toEqual([
        {
          message: 'The database is not reachable right now. Please try again in a few seconds.',
          path: ['galleryImage'],
          locations: [{ line: 1, column: 25 }],
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
        },
      ]);
      expect(JSON.stringify(graphql)).not.toMatch(/accepting connections|stack/i);
    } finally {
      await bringDatabaseBack();
    }
    const after = await server.graphql<{ galleryImage: null }>('query Image($id: ID!) { galleryImage(id: $id) { id } }', { id: UNKNOWN_ID });
    expect(after).toEqual({ status: 200, data: { galleryImage: null } });
  });
});
