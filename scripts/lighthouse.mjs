// `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) in Debian's Chromium on
// /, /projects and one project page of a server started here on demo content, then one table.
//
// The server is `npm start` itself (scripts/start.mjs: builds what is missing or stale, then runs
// backend/dist/main.js) on a free port, with a throwaway database: a fresh embedded PostgreSQL in a
// temporary folder, or a fresh database on the server of TEST_DATABASE_URL / DATABASE_URL when one is
// set. The developer's .data/ is never touched. Everything started here is stopped and removed again,
// also on failure and on Ctrl-C. Not a test and not a CI gate: scores move from run to run.
//
// Settings (environment):
//   LIGHTHOUSE_RUNS=2            each page twice (or more), one row per run
//   LIGHTHOUSE_PAGES=/,/about    the paths to measure, comma-separated; {id} is a project's id
//                                (default /,/projects,/projects/{id})
//   LIGHTHOUSE_URL=http://…      measure a server that is already running instead of starting one
//   LIGHTHOUSE_REPORTS=dir       keep each run's HTML and JSON report in dir
//   CHROME_PATH=/usr/bin/chromium
//   LIGHTHOUSE_CHROME_FLAGS='--headless --no-sandbox --disable-gpu'
//   LIGHTHOUSE_START_TIMEOUT=600 seconds allowed for building and starting the server
//   LIGHTHOUSE_LOG_LEVEL=warn    the server's LOG_LEVEL
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const DEFAULT_PAGES = '/,/projects,/projects/{id}';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function fail(message) {
  const error = new Error(message);
  error.expected = true; // printed without a stack
  return error;
}

function readSettings(env) {
  const whole = (name, fallback, min) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw fail(`${name} must be a whole number of at least ${min}, got "${raw}"`);
    return value;
  };
  const pages = (env.LIGHTHOUSE_PAGES?.trim() || DEFAULT_PAGES)
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  for (const page of pages) {
    if (!page.startsWith('/')) throw fail(`LIGHTHOUSE_PAGES holds paths starting with /, got "${page}"`);
  }
  let target = env.LIGHTHOUSE_URL?.trim() || null;
  if (target) {
    try {
      target = new URL(target).origin;
    } catch {
      throw fail(`LIGHTHOUSE_URL must be an address like http://localhost:4000, got "${target}"`);
    }
  }
  return {
    runs: whole('LIGHTHOUSE_RUNS', 1, 1),
    pages,
    target,
    reportsDir: env.LIGHTHOUSE_REPORTS?.trim() ? path.resolve(env.LIGHTHOUSE_REPORTS.trim()) : null,
    chromePath: env.CHROME_PATH?.trim() || '/usr/bin/chromium',
    chromeFlags: env.LIGHTHOUSE_CHROME_FLAGS?.trim() || '--headless --no-sandbox --disable-gpu',
    startTimeoutMs: whole('LIGHTHOUSE_START_TIMEOUT', 600, 1) * 1000,
    logLevel: env.LIGHTHOUSE_LOG_LEVEL?.trim() || 'warn',
  };
}

/** The Lighthouse CLI of the devDependency. */
function lighthouseCli() {
  let manifestPath;
  try {
    manifestPath = require.resolve('lighthouse/package.json');
  } catch {
    throw fail('Lighthouse is not installed: run `npm install` at the repository root first');
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return { cli: path.join(path.dirname(manifestPath), manifest.bin.lighthouse), version: manifest.version };
}

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release it; released once, newest first, whatever ends
// the run (success, failure, Ctrl-C, SIGTERM, a closed terminal).

const cleanups = [];
let cleaning = null;

function onCleanup(label, release) {
  cleanups.push({ label, release });
}

function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { label, release } = cleanups.pop();
      try {
        await release();
      } catch (error) {
        console.error(`Cleanup: could not ${label}: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return; // a second Ctrl-C while cleaning up: keep cleaning up
    interrupted = signal;
    console.error(`\n${signal}: stopping the server and removing the throwaway data…`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The throwaway server.

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range: the server listens only after building, starting
 * PostgreSQL and seeding, and a port from the ephemeral range (what listen(0) gives) is by then often
 * taken by an outgoing connection, such as the server's own ones to PostgreSQL.
 */
async function freePort() {
  let ephemeralLow = 32768;
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 12000) ephemeralLow = low;
  } catch {
    // not Linux: 32768 is below the ephemeral ranges of macOS and Windows too
  }
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = ephemeralLow - 10000 + crypto.randomInt(10000);
    if (await isPortFree(port)) return port;
  }
  throw fail(`No free port found between ${ephemeralLow - 10000} and ${ephemeralLow}`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL URL from the environment, else from the root .env the server would read. */
function externalDatabaseUrl(env) {
  let fromFile = {};
  try {
    fromFile = parseEnv(fs.readFileSync(path.join(root, '.env'), 'utf8'));
  } catch {
    // no .env
  }
  for (const name of ['TEST_DATABASE_URL', 'DATABASE_URL']) {
    // Set in the environment, even empty, wins over .env (as for the server).
    const value = name in env ? env[name] : fromFile[name];
    if (value?.trim()) return { name, url: value.trim() };
  }
  return null;
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function withPg(url, work) {
  const pg = createRequire(path.join(root, 'backend', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on an external server, dropped at cleanup. Returns its URL. */
async function createExternalDatabase({ name: variable, url: adminUrl }) {
  const database = `lighthouse_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await withPg(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  } catch (error) {
    throw fail(
      `Could not create a throwaway database on ${variable}'s server (${redact(adminUrl)}): ${error.message}. ` +
        `Run with ${variable}= (empty) to use a throwaway embedded PostgreSQL instead.`,
    );
  }
  onCleanup(`drop the database ${database}`, () => withPg(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  console.log(`Throwaway database ${database} on ${variable}'s server (${redact(adminUrl)})`);
  return url.toString();
}

/** Stops a PostgreSQL still running on a throwaway cluster (its server was killed). */
async function stopLeftoverPostgres(clusterDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 200) await sleep(200);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * `node scripts/start.mjs` in its own process group (a Ctrl-C reaches this script only, which then
 * stops the server in order): builds what is stale, then serves on `port` with demo content.
 */
async function startServer(settings, port) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must traverse this folder
  // (mkdtemp makes it 0700): otherwise the backend would put the cluster under /var/tmp instead.
  fs.chmodSync(scratch, 0o755);
  onCleanup(`remove ${scratch}`, () => fs.rmSync(scratch, { recursive: true, force: true }));

  const external = externalDatabaseUrl(process.env);
  const databaseUrl = external ? await createExternalDatabase(external) : '';
  if (!external) {
    console.log(`Throwaway embedded PostgreSQL in ${path.join(scratch, 'pg')}`);
    // After the server is stopped: its PostgreSQL must be gone too, wherever the backend put it.
    onCleanup('stop a leftover PostgreSQL', async () => {
      const clusterDirs = [path.join(scratch, 'pg')];
      try {
        const { resolveClusterDir } = require(path.join(root, 'backend/dist/db/embedded-postgres.js'));
        const resolved = resolveClusterDir(path.join(scratch, 'pg'));
        if (!clusterDirs.includes(resolved)) clusterDirs.push(resolved);
      } catch {
        // not built: no cluster either
      }
      for (const dir of clusterDirs) {
        await stopLeftoverPostgres(dir);
        if (!dir.startsWith(scratch + path.sep)) fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  // Every setting a root .env could hold is given here, so that .env changes nothing (the server
  // never overrides a variable that is set, even empty).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@lighthouse.example',
    ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
    CORS_ORIGINS: '',
    PUBLIC_URL: '',
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: settings.logLevel,
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit', detached: true });
  let exited = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  onCleanup('stop the server', async () => {
    if (!exited) {
      child.kill('SIGTERM'); // start.mjs hands it to the server, which stops its PostgreSQL
      await Promise.race([exit, sleep(30_000)]);
    }
    // Whatever is left of the group: a build start.mjs was running, a server it did not stop.
    for (const [signal, grace] of [
      ['SIGTERM', 10_000],
      ['SIGKILL', 0],
    ]) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        return; // the group is empty
      }
      for (let waited = 0; waited < grace; waited += 200) {
        await sleep(200);
        try {
          process.kill(-child.pid, 0);
        } catch {
          return;
        }
      }
    }
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + settings.startTimeoutMs;
  for (;;) {
    if (exited) throw fail(`The server stopped before it was ready (exit code ${exited.code ?? exited.signal})`);
    if (Date.now() > deadline) throw fail(`The server was not ready after ${settings.startTimeoutMs / 1000} s (LIGHTHOUSE_START_TIMEOUT)`);
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { origin, stopped: () => exited };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

async function findProjectId(origin) {
  const response = await fetch(`${origin}/api/projects`);
  if (!response.ok) throw fail(`GET /api/projects answered ${response.status}`);
  const body = await response.json();
  const first = Array.isArray(body?.data) ? body.data.find((project) => project?.id) : null;
  if (!first) throw fail('GET /api/projects lists no project: a page with {id} needs one (demo content, or LIGHTHOUSE_PAGES without {id})');
  return String(first.id);
}

/** One Lighthouse CLI run in its own Chrome; resolves to the parsed JSON report. */
function runLighthouse({ cli, url, settings, outputBase, tmpDir }) {
  const args = [
    cli,
    url,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${settings.chromeFlags}`,
    '--output=json',
    ...(settings.reportsDir ? ['--output=html'] : []),
    `--output-path=${outputBase}`,
    '--no-enable-error-reporting',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    // Chrome's temporary profile goes under tmpDir, removed at cleanup even if Chrome is killed.
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: settings.chromePath, TMPDIR: tmpDir },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const stop = { label: 'stop Lighthouse', release: () => child.exitCode === null && child.kill('SIGINT') };
    cleanups.push(stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const index = cleanups.indexOf(stop);
      if (index >= 0) cleanups.splice(index, 1); // else already taken by a cleanup under way
      const jsonPath = settings.reportsDir ? `${outputBase}.report.json` : outputBase;
      let report = null;
      try {
        report = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
      } catch {
        // no report written
      }
      if (report && !report.runtimeError) resolve(report);
      else {
        const reason = report?.runtimeError?.message ?? (stderr.trim() || `exit code ${code ?? signal}`);
        reject(new Error(reason));
      }
    });
  });
}

function summarize(report) {
  const score = (id) => {
    const value = report.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id) => {
    const value = report.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const requests = report.audits?.['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    warnings: report.runWarnings ?? [],
  };
}

function table(rows, runs) {
  const dash = '—';
  const header = ['page', ...(runs > 1 ? ['run'] : []), 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS transfer'];
  const lines = rows.map(({ page, run, result, error }) => {
    const lead = [page, ...(runs > 1 ? [String(run)] : [])];
    if (error) return [...lead, `failed: ${error}`, '', '', '', '', '', '', ''];
    const or = (value, format) => (value === null ? dash : format(value));
    return [
      ...lead,
      or(result.performance, String),
      or(result.accessibility, String),
      or(result.bestPractices, String),
      or(result.seo, String),
      or(result.lcp, (ms) => `${(ms / 1000).toFixed(1)} s`),
      or(result.tbt, (ms) => `${Math.round(ms)} ms`),
      or(result.cls, (value) => value.toFixed(3)),
      `${(result.jsBytes / 1024).toFixed(1)} KiB (${result.jsFiles} file${result.jsFiles === 1 ? '' : 's'})`,
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => `| ${cells.map((cell, index) => (index > 0 ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => `${index === 0 ? ':' : '-'}${'-'.repeat(width)}${index === 0 ? '-' : ':'}`).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const settings = readSettings(process.env);
  const { cli, version } = lighthouseCli();
  if (!fs.existsSync(settings.chromePath)) {
    throw fail(`No Chromium at ${settings.chromePath}: install it (apt-get install chromium) or set CHROME_PATH`);
  }

  let origin = settings.target;
  let stopped = () => null;
  if (origin) console.log(`Measuring the server already running at ${origin}`);
  else ({ origin, stopped } = await startServer(settings, await freePort()));
  if (interrupted) return;

  const id = settings.pages.some((page) => page.includes('{id}')) ? await findProjectId(origin) : null;
  const pages = settings.pages.map((page) => page.replaceAll('{id}', encodeURIComponent(id ?? '')));

  // One request per page first, so the first run does not measure a cold server (first render,
  // empty caches): a visitor rarely is the first one.
  for (const page of pages) {
    await fetch(`${origin}${page}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chrome-'));
  onCleanup(`remove ${work}`, () => fs.rmSync(work, { recursive: true, force: true }));
  if (settings.reportsDir) fs.mkdirSync(settings.reportsDir, { recursive: true });

  console.log(
    `\nLighthouse ${version}, mobile profile (simulated throttling), ${settings.chromePath} ${settings.chromeFlags}; ` +
      `${pages.length} page${pages.length === 1 ? '' : 's'} × ${settings.runs} run${settings.runs === 1 ? '' : 's'}`,
  );
  const rows = [];
  for (const [index, page] of pages.entries()) {
    for (let run = 1; run <= settings.runs; run += 1) {
      if (interrupted) return;
      const gone = stopped();
      if (gone) throw fail(`The server stopped during the runs (exit code ${gone.code ?? gone.signal})`);
      const slug = `${String(index + 1).padStart(2, '0')}-${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-run${run}`;
      const outputBase = settings.reportsDir ? path.join(settings.reportsDir, slug) : path.join(work, `${slug}.json`);
      const started = Date.now();
      process.stdout.write(`  ${page}${settings.runs > 1 ? ` (run ${run})` : ''} … `);
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try such a run again once.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const report = await runLighthouse({ cli, url: `${origin}${page}`, settings, outputBase, tmpDir: work });
          const result = summarize(report);
          rows.push({ page, run, result });
          console.log(`${((Date.now() - started) / 1000).toFixed(0)} s, performance ${result.performance ?? '—'}`);
          for (const warning of result.warnings) console.log(`    Lighthouse warning: ${warning}`);
          break;
        } catch (error) {
          if (interrupted) return;
          const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
          if (attempt === 1 && /\((NO_NAVSTART|NO_FCP|NO_LCP)\)/.test(message)) {
            process.stdout.write(`${message.match(/\((\w+)\)/)?.[1]}, again … `);
            continue;
          }
          rows.push({ page, run, error: message });
          console.log(`failed: ${message}`);
        }
      }
    }
  }

  await cleanUp();
  console.log(`\n${table(rows, settings.runs)}`);
  console.log(
    '\nScores 0–100; LCP and TBT simulated for a mid-range phone on a slow 4G link; JS transfer: bytes of ' +
      'every script response as sent (headers included).',
  );
  if (settings.reportsDir) console.log(`Reports (HTML and JSON): ${settings.reportsDir}`);
  if (id) console.log(`Project page: /projects/${id} (the first project of GET /api/projects)`);
  if (rows.some((row) => row.error)) process.exitCode = 1;
}

main().then(
  () => cleanUp(),
  async (error) => {
    if (!interrupted) console.error(`\nnpm run lighthouse: ${error?.expected ? error.message : (error?.stack ?? error)}`);
    await cleanUp();
    if (!interrupted) process.exit(1);
  },
);
