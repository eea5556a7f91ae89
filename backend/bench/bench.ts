/**
 * `npm run bench`: the real server's GET /api/projects and GraphQL projects query against a bare
 * node:http + pg floor and its cached variant (bench/floor-server.ts), each a child process of this
 * one on the same fresh database seeded with projects through the REST API. Prints req/s, p50/p99
 * latency, the server's peak RSS and CPU per request, and the ratios to the floors; writes
 * .data/bench/latest.json.
 *
 * Settings (environment): BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50),
 * BENCH_PROJECTS (50), BENCH_SCENARIOS (comma list of rest, graphql, graphql-post,
 * graphql-post-uncached, floor, cached-floor, uploads, mixed), BENCH_MIXED_DURATION (s, 150: the mixed
 * hostile load, mixed-load.ts), BENCH_MIXED_KINDS (comma list of cached, executed, logins, enquiries,
 * og, junk, admin, settings, uploads: only these kinds of the mixed load; all by default),
 * BENCH_HEAP_SNAPSHOTS=1 (heap snapshots of the mixed load's server),
 * BENCH_STRICT=1 (exit 1 when a goal is missed), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a PostgreSQL server to create the bench database on; else an embedded one),
 * BENCH_DIST_DIR (measure another build of the backend than backend/dist), BENCH_STORAGE=s3 (the
 * servers keep photos in an S3 bucket, on a real S3 server started for the run: bench/s3-storage.ts), BENCH_CPU_PROFILE=1 (each
 * server writes a V8 CPU profile of its run to .data/bench/profiles: open it in Chrome DevTools'
 * Performance panel or speedscope for a flame graph).
 */
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { cpuSeconds, RESULTS, ROOT, rssMb, startChild, stopAllChildren, stopChild } from './children';
import { measureMixedLoad, reportMixedLoad } from './mixed-load';
import { noisyPhoto } from './photos';
import { startS3Storage } from './s3-storage';

const DIST = path.resolve(process.env.BENCH_DIST_DIR || path.join(ROOT, 'backend', 'dist'));
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-not-secret' };
const PROJECT_FIELDS = 'id title category location imageUrl createdAt image { url width height srcset }';
const QUERY = `query PublicProjects { projects { ${PROJECT_FIELDS} } }`;
/** The same list beside `me` (null without a token): a root field outside the public cache's allow-list, so Apollo executes it every time. */
const UNCACHED_QUERY = `query PublicProjectsAndMe { projects { ${PROJECT_FIELDS} } me { id } }`;

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const settings = {
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 3),
  connections: number('BENCH_CONNECTIONS', 50),
  projects: number('BENCH_PROJECTS', 50),
  mixedDuration: number('BENCH_MIXED_DURATION', 150),
};

interface Scenario {
  id: string;
  label: string;
  floor?: 'uncached' | 'cached';
  path: string;
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
}
/** A third party's JSON POST of `query`. */
function graphqlPost(id: string, label: string, operationName: string, query: string): Scenario {
  const body = JSON.stringify({ operationName, query, variables: {} });
  return { id, label, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body };
}

const SCENARIOS: Scenario[] = [
  { id: 'rest', label: 'REST GET /api/projects', path: '/api/projects' },
  {
    id: 'graphql',
    label: 'GraphQL projects query (GET)',
    path: `/graphql?operationName=PublicProjects&query=${encodeURIComponent(QUERY)}`,
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' },
  },
  graphqlPost('graphql-post', 'GraphQL projects query (POST)', 'PublicProjects', QUERY),
  graphqlPost('graphql-post-uncached', 'GraphQL POST, executed each time', 'PublicProjectsAndMe', UNCACHED_QUERY),
  { id: 'floor', label: 'floor: node:http + pg', floor: 'uncached', path: '/api/projects' },
  { id: 'cached-floor', label: 'cached floor: node:http, body in memory', floor: 'cached', path: '/api/projects' },
];
const wanted = process.env.BENCH_SCENARIOS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const scenarios = wanted?.length ? SCENARIOS.filter((scenario) => wanted.includes(scenario.id)) : SCENARIOS;

const log = (line: string) => console.log(`[bench] ${line}`);
const cleanups: (() => Promise<unknown>)[] = [];

/** What the bench uses of the build's backend/dist/db/embedded-postgres.js. */
interface EmbeddedPostgresModule {
  startEmbeddedPostgres(options: { dataDir: string; port: number; throwaway: boolean }): Promise<{ url(database: string): string; stop(): Promise<void> }>;
}

/** A fresh bench_<random> database on BENCH_DATABASE_URL or TEST_DATABASE_URL, else on an embedded PostgreSQL. */
async function createDatabase(): Promise<string> {
  let server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) {
    const { startEmbeddedPostgres } = (await import(path.join(DIST, 'db', 'embedded-postgres.js'))) as EmbeddedPostgresModule;
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'bench-pg'), port: 54359, throwaway: true });
    cleanups.push(() => embedded.stop());
    server = embedded.url('postgres');
  }
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.unshift(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The settings `npm start` gives the server (scripts/server-env.mjs), loaded by main(). */
let defaultsEnv: Record<string, string> = {};
/** The S3 settings with BENCH_STORAGE=s3 (none: photos on the disk), set by main(). */
let storageEnv: Record<string, string> = {};

function serverEnv(databaseUrl: string, uploads: string): Record<string, string> {
  return {
    // As the server runs in production (graphql-js, for one, checks less then).
    NODE_ENV: 'production',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    ...defaultsEnv,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    UPLOAD_DIR: uploads,
    DATA_DIR: uploads,
    SEED_DEMO_CONTENT: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CORS_ORIGINS: '',
    ...storageEnv,
  };
}

/** Projects with a JPEG each, created through the REST API as the admin would. */
async function seed(base: string): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { data } = (await login.json()) as { data: { token: string } };
  const categories = ['residential', 'commercial', 'industrial', 'infrastructure'];
  for (let index = 0; index < settings.projects; index++) {
    const form = new FormData();
    form.set('title', `Project ${index + 1} at Vriddhachalam`);
    form.set('category', categories[index % categories.length]);
    form.set('location', 'Vriddhachalam, Cuddalore District');
    form.set('details', 'Foundation, RCC frame, masonry, plastering, electrical and plumbing work, handed over on schedule. '.repeat(3));
    form.set('features', JSON.stringify(['RCC framed structure', 'Rainwater harvesting', 'Granite flooring']));
    const background = { r: (index * 47) % 255, g: 120, b: 90 + (index % 5) * 30 };
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `project-${index + 1}.jpg`);
    const created = await fetch(`${base}/api/projects`, { method: 'POST', headers: { authorization: `Bearer ${data.token}` }, body: form });
    if (created.status !== 201) throw new Error(`seeding project ${index + 1}: HTTP ${created.status} ${await created.text()}`);
  }
}

async function measure(scenario: Scenario, databaseUrl: string, uploads: string) {
  const { child, base } = scenario.floor
    ? await startChild(path.join(__dirname, 'floor-server.js'), { DATABASE_URL: databaseUrl, BENCH_FLOOR_MODE: scenario.floor }, '/api/projects')
    : await startChild(path.join(DIST, 'main.js'), serverEnv(databaseUrl, uploads), '/readyz');
  const request = { url: base + scenario.path, method: scenario.method ?? 'GET', headers: scenario.headers, body: scenario.body } as const;
  const first = await fetch(request.url, request);
  const body = await first.text();
  const count = scenario.id.startsWith('graphql')
    ? (JSON.parse(body) as { data: { projects: unknown[] } }).data.projects.length
    : (JSON.parse(body) as { data: unknown[] }).data.length;
  if (first.status !== 200 || count !== settings.projects) throw new Error(`${scenario.label}: HTTP ${first.status}, ${count} projects`);

  const run = (duration: number) => autocannon({ ...request, connections: settings.connections, duration, timeout: 10 });
  await run(settings.warmup);
  const cpuBefore = cpuSeconds(child.pid!);
  let rss = rssMb(child.pid!);
  const sampler = setInterval(() => (rss = Math.max(rss ?? 0, rssMb(child.pid!) ?? 0)), 100);
  const result = await Promise.resolve(run(settings.duration)).finally(() => clearInterval(sampler));
  const cpu = cpuBefore === null ? null : cpuSeconds(child.pid!)! - cpuBefore;
  await stopChild(child);
  if (result.errors + result.non2xx > 0) throw new Error(`${scenario.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return {
    id: scenario.id,
    label: scenario.label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** The highest RSS seen during the measured run (every 100 ms). */
    rssMb: rss,
    bodyKb: Buffer.byteLength(body) / 1024,
    cpuUsPerRequest: cpu === null ? null : (cpu * 1e6) / result.requests.total,
  };
}

type Result = Awaited<ReturnType<typeof measure>>;

function report(results: Result[]): boolean {
  const rate = (id: string) => results.find((result) => result.id === id)?.requestsPerSecond;
  const ratio = (id: string, floor: string) => (rate(id) && rate(floor) ? rate(id)! / rate(floor)! : null);
  const cell = (value: number | null, digits = 0, suffix = '') => (value === null ? '-' : `${value.toFixed(digits)}${suffix}`);
  const rows = results.map((r) => [
    r.label,
    cell(r.requestsPerSecond),
    cell(r.p99),
    cell(r.p50),
    cell(r.rssMb),
    cell(r.bodyKb, 1),
    cell(r.cpuUsPerRequest),
    cell(ratio(r.id, 'cached-floor'), 2, '×'),
    cell(ratio(r.id, 'floor'), 2, '×'),
  ]);
  const header = ['scenario', 'req/s', 'p99 ms', 'p50 ms', 'peak RSS MB', 'body kB', 'CPU µs/req', '× cached floor', '× floor'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((value, column) => (column === 0 ? value.padEnd(widths[column]) : value.padStart(widths[column]))).join('  ');
  console.log(`\n${[line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')}\n`);

  let met = true;
  for (const [id, name, goal] of [
    ['rest', 'REST', 0.8],
    ['graphql-post', 'GraphQL POST', 0.6],
    ['graphql', 'GraphQL GET', 0.6],
  ] as const) {
    const value = ratio(id, 'cached-floor');
    if (value === null) continue;
    met &&= value >= goal;
    console.log(`  ${name} / cached floor  ${value.toFixed(2)}×  goal ≥ ${goal}: ${value >= goal ? 'met' : 'NOT met'}`);
  }
  console.log(
    `\n  ${settings.connections} connections, ${settings.duration} s per scenario after ${settings.warmup} s warm-up, ${settings.projects} projects; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average at the end ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify({ date: new Date().toISOString(), settings, dist: DIST, results }, null, 2));
  return met;
}

let stopping: Promise<void> | null = null;
function cleanup(): Promise<void> {
  return (stopping ??= (async () => {
    await stopAllChildren();
    for (const step of cleanups) await step().catch((error: Error) => console.error(`[bench] cleanup: ${error.message}`));
  })());
}

/**
 * Memory while phones upload. Each load: `clients` clients each send `rounds` gallery photos of a noisy
 * camera JPEG of `width` × `height` at once; the server's peak RSS, and its RSS 10 s after.
 * - Phones: 10 people at once, 3 photos each, of a 12-megapixel camera (about 5.6 MB).
 * - A gallery batch: the admin's 20 photos, sent 3 at a time (gallery-batch.ts PARALLEL_UPLOADS), each
 *   a 24-megapixel phone photo as the browser shrinks it (prepare-photo.ts: 4096 px, under 10 MB).
 */
const UPLOAD_LOADS = [
  { label: 'phones', clients: 10, rounds: 3, width: 4000, height: 3000, quality: 70 },
  { label: 'gallery batch', clients: 3, rounds: 7, width: 4096, height: 2731, quality: 85 },
] as const;

type UploadLoad = (typeof UPLOAD_LOADS)[number];

async function measureUploads(databaseUrl: string, uploads: string, { label, clients, rounds, width, height, quality }: UploadLoad) {
  const { child, base } = await startChild(path.join(DIST, 'main.js'), serverEnv(databaseUrl, uploads), '/readyz');
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { data } = (await login.json()) as { data: { token: string } };
  const photo = await noisyPhoto(width, height, quality);
  const idleBefore = rssMb(child.pid!);
  let peak = idleBefore ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!) ?? 0)), 100);
  const started = Date.now();
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let round = 0; round < rounds; round++) {
        const form = new FormData();
        form.set('title', 'Site photo');
        form.set('category', 'Residential');
        form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
        const answer = await fetch(`${base}/api/gallery`, { method: 'POST', headers: { authorization: `Bearer ${data.token}` }, body: form });
        if (answer.status !== 201) failed += 1;
        await answer.arrayBuffer();
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idleAfter = rssMb(child.pid!);
  await stopChild(child);
  if (failed > 0) throw new Error(`upload load (${label}): ${failed} uploads failed`);
  const mb = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} MB`);
  console.log(
    `  Upload load (${label}): ${clients} clients × ${rounds} photos of ${width}×${height}, ${(photo.length / 1048576).toFixed(1)} MB, in ${seconds.toFixed(1)} s; ` +
      `server RSS ${mb(idleBefore)} before, ${mb(peak)} at peak (goal ≤ 250 MB), ${mb(idleAfter)} 10 s after (goal ≤ 150 MB)`,
  );
  return { label, idleBeforeMb: idleBefore, peakMb: peak, idleAfterMb: idleAfter };
}

async function main(): Promise<number> {
  const { SERVER_ENV_DEFAULTS, withServerEnvDefaults } = (await import(path.join(ROOT, 'scripts', 'server-env.mjs'))) as {
    SERVER_ENV_DEFAULTS: Record<string, string>;
    withServerEnvDefaults(env: Record<string, string | undefined>): Record<string, string>;
  };
  // The defaults, or what this shell sets for them (MALLOC_ARENA_MAX=8 npm run bench compares).
  const own = Object.fromEntries(Object.keys(SERVER_ENV_DEFAULTS).map((key) => [key, process.env[key]]));
  defaultsEnv = withServerEnvDefaults(own);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  cleanups.push(async () => fs.rmSync(uploads, { recursive: true, force: true }));
  const databaseUrl = await createDatabase();
  if (process.env.BENCH_STORAGE === 's3') {
    const storage = await startS3Storage();
    cleanups.unshift(() => storage.stop());
    storageEnv = storage.env;
    log(`Photos in an S3 bucket on ${storage.env.S3_ENDPOINT} (s3rver)`);
  } else if (process.env.BENCH_STORAGE && process.env.BENCH_STORAGE !== 'local') {
    throw new Error('BENCH_STORAGE must be local or s3');
  }
  const seeder = await startChild(path.join(DIST, 'main.js'), serverEnv(databaseUrl, uploads), '/readyz');
  log(`Seeding ${settings.projects} projects through the REST API`);
  await seed(seeder.base);
  await stopChild(seeder.child);

  const results: Result[] = [];
  for (const scenario of scenarios) {
    log(`${scenario.label}: ${settings.warmup} s warm-up, ${settings.duration} s measured`);
    results.push(await measure(scenario, databaseUrl, uploads));
  }
  const met = report(results);
  if (!wanted?.length || wanted.includes('uploads')) {
    const upload = [];
    for (const load of UPLOAD_LOADS) {
      log(`Upload load (${load.label}): ${load.clients} clients × ${load.rounds} photos`);
      upload.push(await measureUploads(databaseUrl, uploads, load));
    }
    const latest = path.join(RESULTS, 'latest.json');
    fs.writeFileSync(latest, JSON.stringify({ ...(JSON.parse(fs.readFileSync(latest, 'utf8')) as object), upload }, null, 2));
  }
  let mixedMet = true;
  if (!wanted?.length || wanted.includes('mixed')) {
    log(`Mixed hostile load: ${settings.mixedDuration} s, then 30 s idle`);
    const mixed = await measureMixedLoad({
      script: path.join(DIST, 'main.js'),
      env: serverEnv(databaseUrl, uploads),
      admin: ADMIN,
      durationS: settings.mixedDuration,
      heapSnapshots: process.env.BENCH_HEAP_SNAPSHOTS === '1',
      kinds: (process.env.BENCH_MIXED_KINDS ?? '').split(',').flatMap((id) => id.trim() || []),
    });
    mixedMet = reportMixedLoad(mixed);
    console.log(
      `  load average at the end ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    const latest = path.join(RESULTS, 'latest.json');
    const { tallies, ...figures } = mixed;
    const recorded = { ...figures, answers: Object.fromEntries([...tallies].map(([kind, tally]) => [kind, Object.fromEntries(tally)])) };
    fs.writeFileSync(latest, JSON.stringify({ ...(JSON.parse(fs.readFileSync(latest, 'utf8')) as object), mixed: recorded }, null, 2));
  }
  return process.env.BENCH_STRICT === '1' && !(met && mixedMet) ? 1 : 0;
}

main()
  .catch((error: Error) => {
    console.error(`[bench] failed: ${error.message}`);
    return 1;
  })
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
