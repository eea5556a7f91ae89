// Starts the real server for the browser tests (and `npm run lighthouse`): a fresh database
// (TEST_DATABASE_URL's server, else a throwaway embedded PostgreSQL in .data/e2e-pg-<port>) with the
// demo seed, a temporary upload folder, and the built site, on E2E_PORT. Playwright's webServer runs
// this and stops it after the run; SIGTERM removes the database and the folders.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { withServerEnvDefaults } from '../../scripts/server-env.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Resolved the way the backend resolves it (its own node_modules, else the hoisted workspace root).
const pg = createRequire(path.join(root, 'backend', 'package.json'))('pg');
const { startEmbeddedPostgres } = require(path.join(root, 'backend/dist/db/embedded-postgres.js'));

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);

async function sql(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let embedded = null;
let adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  embedded = await startEmbeddedPostgres({ dataDir: path.join(root, '.data', `e2e-pg-${E2E_PORT}`), port: 54300 + (E2E_PORT % 1000), throwaway: true });
  adminUrl = embedded.url('postgres');
}
const name = `e2e_${crypto.randomBytes(5).toString('hex')}`;
await sql(adminUrl, `CREATE DATABASE ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
// Its own data folder: a site started with `npm start` in this checkout keeps ./.data to itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const uploadDir = path.join(dataDir, 'uploads');
fs.mkdirSync(uploadDir);
fs.mkdirSync(path.join(root, '.data'), { recursive: true }); // a fresh clone has none when TEST_DATABASE_URL is set
// Per server: the admin's tests find the upload folder of theirs among these (tests/admin/support/server.ts).
fs.writeFileSync(path.join(root, '.data', `e2e-upload-dir-${E2E_PORT}`), uploadDir);
// And its database, for the tests that run the command-line tools on it (reset-admin-password).
fs.writeFileSync(path.join(root, '.data', `e2e-database-url-${E2E_PORT}`), databaseUrl.toString());

const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...withServerEnvDefaults(process.env),
    // `npm run lighthouse` measures the production build of React's server rendering.
    NODE_ENV: process.env.SERVE_NODE_ENV ?? 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    ADMIN_EMAIL: 'admin@e2e.example',
    ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await embedded?.stop();
  process.exit(code);
}
server.once('exit', (code) => void stop(code ?? 1));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
