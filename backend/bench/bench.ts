/**
 * `npm run bench`: the real server's GET /api/projects and GraphQL projects query against a bare
 * node:http + pg floor and its cached variant, each served by its own child process on one fresh,
 * seeded database. Prints req/s, p99 latency, server RSS and the ratios to the floors, and writes
 * .data/bench/latest.json.
 *
 * Settings (environment): BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_PROJECTS (default 50), BENCH_SCENARIOS (comma list of
 * rest, graphql, graphql-post, floor, cached-floor), BENCH_CPU_PROF=1 (profile each server with --cpu-prof and
 * print where its CPU went), BENCH_STRICT=1 (exit 1 when a goal is missed), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a PostgreSQL server to create the bench database on; else an embedded one),
 * BENCH_DIST_DIR (measure another build of the backend than backend/dist, to compare two versions).
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { provisionDatabase, type BenchDatabase } from './database';
import { formatProfile, summariseProfile } from './profile';
import { DIST_DIR, RESULTS_DIR, ROOT_DIR } from './paths';
import { computeRatios, formatTable, writeReport, type BenchReport, type ScenarioResult } from './report';
import { SCENARIOS, type Scenario } from './scenarios';
import { ADMIN_EMAIL, ADMIN_PASSWORD, seedProjects } from './seed';
import { BenchChild, readCpuSeconds, readTreeCpuSeconds, readMachineCpu, readMemory, refuseNewChildren, stopChildren } from './supervisor';

interface Settings {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  projects: number;
  scenarios: Scenario[];
  cpuProfile: boolean;
  strict: boolean;
}

const SERVER_LOG_LEVEL = 'warn';

function log(line: string): void {
  console.log(`[bench] ${line}`);
}

function readNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function readSettings(): Settings {
  const wanted = process.env.BENCH_SCENARIOS?.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = wanted?.filter((id) => !SCENARIOS.some((scenario) => scenario.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${SCENARIOS.map((s) => s.id).join(', ')})`);
  return {
    durationSeconds: readNumber('BENCH_DURATION', 10, 1, 600),
    warmupSeconds: readNumber('BENCH_WARMUP', 3, 0, 120),
    connections: Math.round(readNumber('BENCH_CONNECTIONS', 50, 1, 1000)),
    projects: Math.round(readNumber('BENCH_PROJECTS', 50, 1, 500)),
    scenarios: wanted?.length ? SCENARIOS.filter((scenario) => wanted.includes(scenario.id)) : SCENARIOS,
    cpuProfile: process.env.BENCH_CPU_PROF === '1',
    strict: process.env.BENCH_STRICT === '1',
  };
}

// ---------------------------------------------------------------- shutdown: nothing outlives the run

let database: BenchDatabase | null = null;
let uploadDir: string | null = null;
let load: autocannon.Instance | null = null;
let cleaning: Promise<void> | null = null;
const LOCK_FILE = path.join(RESULTS_DIR, 'run.lock');

function acquireLock(): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(LOCK_FILE, 'utf8'));
      let alive = false;
      try {
        process.kill(owner, 0);
        alive = owner > 0;
      } catch {
        // stale lock from a killed run
      }
      if (alive) throw new Error(`another bench is running (pid ${owner}); it shares the embedded PostgreSQL in .data/bench-pg`, { cause: error });
      fs.rmSync(LOCK_FILE, { force: true });
    }
  }
}

async function step(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`[bench] cleanup: ${what} failed: ${(error as Error).message}`);
  }
}

/** Servers first, then their database, then PostgreSQL; every step is bounded and runs even if one before failed. */
function cleanup(): Promise<void> {
  return (cleaning ??= (async () => {
    refuseNewChildren();
    load?.stop();
    await step('stopping the servers', () => stopChildren(false));
    await step('dropping the bench database', async () => {
      await database?.release();
    });
    await step('stopping the remaining processes', () => stopChildren(true));
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
    fs.rmSync(LOCK_FILE, { force: true });
  })());
}

function abort(reason: string, code: number): void {
  if (cleaning) {
    console.error(`[bench] ${reason}: already cleaning up, please wait`);
    return;
  }
  console.error(`\n[bench] ${reason}: stopping everything the bench started`);
  void cleanup().finally(() => process.exit(code));
}

// ---------------------------------------------------------------- the run

function appServerEnv(databaseUrl: string, uploads: string): Record<string, string | undefined> {
  return {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', // as `npm start` runs the server
    NODE_ENV: 'test', // a random JWT secret per process; nothing else differs from production
    LOG_LEVEL: SERVER_LOG_LEVEL,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOAD_DIR: uploads,
    DATA_DIR: uploads,
    SEED_DEMO_CONTENT: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CORS_ORIGINS: '',
  };
}

function runLoad(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    load = autocannon(options, (error, result) => {
      load = null;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function seed(settings: Settings, db: BenchDatabase, uploads: string): Promise<void> {
  const started = Date.now();
  const server = new BenchChild('seed server', 'app-server.js', { env: appServerEnv(db.url, uploads) });
  const { port } = await server.ready();
  const base = `http://127.0.0.1:${port}`;
  await seedProjects(base, settings.projects);
  const listed = (await (await fetch(`${base}/api/projects`)).json()) as { data: unknown[] };
  if (listed.data.length !== settings.projects) throw new Error(`seeded ${settings.projects} projects but the API lists ${listed.data.length}`);
  await server.stop();
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  log(`Seeded ${settings.projects} projects with images through the REST API in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function runScenario(scenario: Scenario, settings: Settings, db: BenchDatabase, uploads: string, problems: string[]): Promise<{ result: ScenarioResult; ids: string[] }> {
  const profileDir = path.join(RESULTS_DIR, 'profiles');
  const profileFile = path.join(profileDir, `${scenario.id}.cpuprofile`);
  if (settings.cpuProfile) {
    fs.mkdirSync(profileDir, { recursive: true });
    fs.rmSync(profileFile, { force: true });
  }
  const env =
    scenario.script === 'app-server.js'
      ? appServerEnv(db.url, uploads)
      : { ...process.env, DATABASE_URL: db.url };
  const server = new BenchChild(scenario.label, scenario.script, {
    env: { ...env, ...scenario.env },
    execArgv: settings.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${scenario.id}.cpuprofile`] : [],
  });
  const { port } = await server.ready();
  const url = `http://127.0.0.1:${port}${scenario.path}`;
  const request = { method: scenario.method, headers: scenario.headers, body: scenario.body };

  // One request first: the right rows, in the right shape, before anything is timed.
  const response = await fetch(url, request);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${scenario.label}: HTTP ${response.status} ${body.slice(0, 300)}`);
  const ids = scenario.check(body);
  if (ids.length !== settings.projects) throw new Error(`${scenario.label}: ${ids.length} projects in the response, expected ${settings.projects}`);

  const options: autocannon.Options = { url, ...request, connections: settings.connections, pipelining: 1, timeout: 10 };
  if (settings.warmupSeconds > 0) {
    log(`${scenario.label}: warming up for ${settings.warmupSeconds} s`);
    await runLoad({ ...options, duration: settings.warmupSeconds });
  }
  log(`${scenario.label}: measuring for ${settings.durationSeconds} s with ${settings.connections} connections`);
  const cpuBefore = readCpuSeconds(server.pid);
  const dbCpuBefore = db.hostPid ? readTreeCpuSeconds(db.hostPid) : null;
  const machineBefore = readMachineCpu();
  const loadCpuBefore = process.cpuUsage();
  const startedAt = process.hrtime.bigint();
  const result = await runLoad({ ...options, duration: settings.durationSeconds });
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const cpuAfter = readCpuSeconds(server.pid);
  const dbCpuAfter = db.hostPid ? readTreeCpuSeconds(db.hostPid) : null;
  const machineAfter = readMachineCpu();
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const memory = readMemory(server.pid) ?? (await server.usage().then((usage) => usage && { rss: usage.rss, peak: NaN }));
  await server.stop();

  const serverCpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const dbCpu = dbCpuBefore !== null && dbCpuAfter !== null ? dbCpuAfter - dbCpuBefore : null;
  const loadCpuSeconds = (loadCpu.user + loadCpu.system) / 1e6;
  // Jiffies → seconds of one core, scaled to the measured wall time.
  const machineSeconds = (field: 'busy' | 'interrupts') =>
    machineBefore && machineAfter ? ((machineAfter[field] - machineBefore[field]) / (machineAfter.total - machineBefore.total)) * os.cpus().length * seconds : null;
  const machineBusySeconds = machineSeconds('busy');
  const interruptSeconds = machineSeconds('interrupts') ?? 0;
  const failures = result.errors + result.non2xx;
  if (failures > 0) problems.push(`${scenario.label}: ${result.errors} connection errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx responses`);
  const mb = (bytes: number | undefined) => (bytes === undefined || !Number.isFinite(bytes) ? null : bytes / 1024 / 1024);

  const summary: ScenarioResult = {
    id: scenario.id,
    label: scenario.label,
    requestsPerSecond: result.requests.average,
    requestsPerSecondStddev: result.requests.stddev,
    totalRequests: result.requests.total,
    latencyMs: { mean: result.latency.average, p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    bodyBytes: Buffer.byteLength(body),
    throughputBytesPerSecond: result.throughput.average,
    rssMb: mb(memory?.rss),
    peakRssMb: mb(memory?.peak),
    serverCpuUsPerRequest: serverCpu !== null && result.requests.total > 0 ? (serverCpu * 1e6) / result.requests.total : null,
    serverCpuPercent: serverCpu !== null ? (serverCpu / seconds) * 100 : null,
    loadGeneratorCpuPercent: (loadCpuSeconds / seconds) * 100,
    databaseCpuPercent: dbCpu !== null ? Math.max(0, (dbCpu / seconds) * 100) : null,
    interruptsCpuPercent: (interruptSeconds / seconds) * 100,
    machineBusyPercent: machineBusySeconds !== null ? (machineBusySeconds / os.cpus().length / seconds) * 100 : null,
    // What is left once the bench's processes and the kernel's interrupt work are accounted for: someone else.
    otherProcessesCpuPercent:
      machineBusySeconds !== null && serverCpu !== null
        ? Math.max(0, ((machineBusySeconds - serverCpu - loadCpuSeconds - (dbCpu ?? 0) - interruptSeconds) / seconds) * 100)
        : null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  if (settings.cpuProfile && fs.existsSync(profileFile)) {
    summary.profile = summariseProfile(profileFile);
    console.log(formatProfile({ ...summary.profile, file: path.relative(ROOT_DIR, profileFile) }));
  }
  log(
    `${scenario.label}: ${summary.requestsPerSecond.toFixed(0)} req/s, p99 ${summary.latencyMs.p99} ms, RSS ${summary.rssMb?.toFixed(0) ?? '-'} MB, ` +
      `CPU (% of a core): server ${summary.serverCpuPercent?.toFixed(0) ?? '-'}, load generator ${summary.loadGeneratorCpuPercent.toFixed(0)}, ` +
      `PostgreSQL ${summary.databaseCpuPercent?.toFixed(0) ?? '-'}, kernel interrupts ${summary.interruptsCpuPercent.toFixed(0)}, other processes ${summary.otherProcessesCpuPercent?.toFixed(0) ?? '-'}`,
  );
  return { result: summary, ids };
}

async function run(settings: Settings): Promise<number> {
  const loadAverageAtStart = os.loadavg();
  log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadAverageAtStart.map((v) => v.toFixed(2)).join(' ')}; ` +
      `${settings.scenarios.length} scenarios × (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s), ${settings.connections} connections`,
  );
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  database = await provisionDatabase(log);
  await seed(settings, database, uploadDir);

  const results: ScenarioResult[] = [];
  const problems: string[] = [];
  let reference: { label: string; ids: string[] } | null = null;
  for (const scenario of settings.scenarios) {
    const { result, ids } = await runScenario(scenario, settings, database, uploadDir, problems);
    // Every scenario must serve the same projects in the same order, or the comparison means nothing.
    if (reference && ids.join() !== reference.ids.join()) problems.push(`${scenario.label} serves other projects or another order than ${reference.label}`);
    reference ??= { label: scenario.label, ids };
    results.push(result);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAverageAtStart,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings: {
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      projects: settings.projects,
      database: database.description,
      distDir: path.relative(ROOT_DIR, DIST_DIR),
      logLevel: SERVER_LOG_LEVEL,
      cpuProfile: settings.cpuProfile,
    },
    scenarios: results,
    ratios: computeRatios(results),
    problems,
  };
  console.log(`\n${formatTable(report)}\n`);
  for (const problem of problems) console.error(`[bench] PROBLEM: ${problem}`);
  log(`Results written to ${path.relative(process.cwd(), writeReport(report, RESULTS_DIR))}`);
  if (problems.length > 0) return 1;
  if (settings.strict && report.ratios.some((ratio) => ratio.met === false)) return 1;
  return 0;
}

async function main(): Promise<void> {
  const settings = readSettings();
  acquireLock();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => abort(`${signal} received`, 130));
  process.on('uncaughtException', (error) => {
    console.error(error);
    abort('unexpected error', 1);
  });
  // Bounded in time whatever happens: setup, seeding and every scenario with room to spare.
  const budgetMs = (300 + settings.scenarios.length * (settings.warmupSeconds + settings.durationSeconds + 90)) * 1000;
  const watchdog = setTimeout(() => abort(`the bench did not finish within ${budgetMs / 1000} s`, 1), budgetMs);

  let code = 1;
  try {
    code = await run(settings);
  } catch (error) {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
  process.exit(code);
}

void main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
