import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/server';
import { makeJpeg } from '../fixtures/images';
import { filePart, samplePng, type FilePart } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN_EMAIL = 'admin@test.example';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestServer extends RunningServer {
  uploadDir: string;
  databaseUrl: string;
  /** Logs in as the seeded admin and returns the token. */
  login(): Promise<string>;
  /** Every file under the upload folder, sorted. */
  uploadedFiles(): string[];
  /** Starts another server on the same database and upload folder (a restart, once this one is stopped). */
  startAgain(): Promise<RunningServer>;
  /** A GraphQL request as JSON; returns the parsed body and the HTTP status. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult<T>>;
  close(): Promise<void>;
}

export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestServerOptions {
  /** Seed the demo content, as `npm start` does on an empty database. */
  seed?: boolean;
  /** Environment variables added to (or overriding) the test defaults, e.g. JWT_SECRET or CORS_ORIGINS. */
  env?: Record<string, string>;
}

/** The environment of a test server on `databaseUrl` and `uploadDir`, with ADMIN_EMAIL as its admin and no demo content. */
export function testServerEnv(databaseUrl: string, uploadDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    // Its own data folder (upload spool): servers of other test files run beside it.
    DATA_DIR: path.join(uploadDir, '.data'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO_CONTENT: 'false',
  };
}

/** The real server (Express, Apollo, REST, storage) on a fresh database and upload folder. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database: TestDatabase = await createTestDatabase();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  const config = loadConfig({
    ...testServerEnv(database.url, uploadDir),
    SEED_DEMO_CONTENT: options.seed ? 'true' : 'false',
    // A browser build elsewhere than frontend/dist (e.g. one being tried out), for the pages' renderer.
    ...(process.env.FRONTEND_DIST ? { FRONTEND_DIST: process.env.FRONTEND_DIST } : {}),
    ...options.env,
  });
  let server: RunningServer;
  try {
    server = await startServer(config, createLogger(config.logLevel));
  } catch (error) {
    await database.drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${server.port}`;

  const graphql: TestServer['graphql'] = async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as object) };
  };

  return {
    ...server,
    url,
    uploadDir,
    databaseUrl: database.url,
    graphql,
    async login() {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      const body = (await response.json()) as { data: { token: string } };
      return body.data.token;
    },
    startAgain: () => startServer(config, createLogger(config.logLevel)),
    uploadedFiles() {
      return fs.existsSync(uploadDir)
        ? fs
            .readdirSync(uploadDir)
            .filter((name) => !name.startsWith('.'))
            .sort()
        : [];
    },
    async close() {
      await server.stop();
      await database.drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface AdminSuite {
  server: TestServer;
  /** The seeded admin's token. */
  token: string;
  /** The small sample PNG as an upload part. */
  png: FilePart;
  /** A 1000×500 JPEG as an upload part: wide enough for four variants (240, 480, 720 and 960 px), so it is stored as five files. */
  wideJpeg: FilePart;
}

/**
 * The suite's server, logged in as the admin: started before its tests, closed after them. `use`
 * receives the server, the token and sample images (tests keep them in their own variables).
 */
export function useAdminServer(use: (started: AdminSuite) => void, options: TestServerOptions = {}): void {
  let server: TestServer | undefined;
  // Seeding the demo content rasterises about forty drawings: slow on a busy two-core machine.
  beforeAll(
    async () => {
      server = await startTestServer(options);
      use({
        server,
        token: await server.login(),
        png: filePart(await samplePng()),
        wideJpeg: filePart(await makeJpeg({ width: 1000, height: 500 }), 'wide.jpg', 'image/jpeg'),
      });
    },
    options.seed ? 120_000 : undefined,
  );
  afterAll(() => server?.close());
}
