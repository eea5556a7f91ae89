import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../src/config';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres';
import { createLogger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/server';
import { makePng } from '../fixtures/images';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testServerEnv } from '../support/test-server';

/**
 * A real database outage under load. This file runs its own PostgreSQL (embedded, in a temporary
 * folder, on a free port), never the machine's or the suite's, so it can stop it for real: a fast
 * shutdown (SIGINT) while the app's pool has connections open and writes are in flight, then a
 * start on the same port and data folder. The app server (startServer) stays up throughout.
 *
 * The whole scenario runs once in beforeAll and records every request; the tests then judge the
 * record, so a failed expectation never leaves PostgreSQL stopped or the loads running:
 * - while PostgreSQL is down, everything that needs it answers 503 with Retry-After and a clear
 *   message (REST) or extensions.code SERVICE_UNAVAILABLE (GraphQL); /readyz 503, /healthz 200;
 *   public lists may still come from the in-memory read cache (200, the last committed state);
 * - never a 500, never a dropped connection, every request answers within REQUEST_DEADLINE_MS;
 * - once PostgreSQL is back, reads and writes succeed again within RECOVERY_LIMIT_MS, no restart;
 * - every write the server acknowledged (2xx) is in the database; every write refused with 503
 *   left no row, no image_assets row and no file; the upload folder holds exactly the files of the
 *   image_assets rows.
 *
 * TEST_OUTAGE_SUMMARY=1 prints the statuses seen per kind of request and phase; TEST_LOG_LEVEL=error
 * shows what the server logged. A failing expectation lists the same status summary.
 */

/** A request taking longer than this counts as a hang. */
const REQUEST_DEADLINE_MS = 4_000;
/** Reads and writes must succeed again this long after PostgreSQL accepts connections again. */
const RECOVERY_LIMIT_MS = 5_000;
const WARM_UP_MS = 1_200;
/** How long the `services` table is locked before the stop, so service writes are in flight at the stop. */
const LOCK_LEAD_MS = 400;
const DOWN_MS = 2_500;
const AFTER_RECOVERY_MS = 1_200;
/** Loops are bounded whatever happens to the phases. */
const MAX_ITERATIONS = 1_000;
/** Whole scenario, for beforeAll; the file itself takes well under 20 s. */
const SCENARIO_TIMEOUT_MS = 90_000;

const CLEAR_MESSAGE = /try again/i;
/** What a 503 must not show the client: driver errors, PostgreSQL texts, stack traces. */
const LEAKS = /ECONN|57P0|terminat|administrator|postgres|typeorm|QueryFailed|\bat .+:\d+:\d+/i;

type Phase = 'before' | 'locked' | 'stopping' | 'down' | 'restarting' | 'after';
const PHASES: Phase[] = ['before', 'locked', 'stopping', 'down', 'restarting', 'after'];

type Kind =
  | 'GET /api/projects'
  | 'GET /api/projects/:id'
  | 'GET /api/services/:id'
  | 'GraphQL project(id)'
  | 'GraphQL services list'
  | 'POST /api/services'
  | 'POST /api/gallery'
  | 'GraphQL createService'
  | 'GET /readyz'
  | 'GET /healthz'
  | 'POST /api/auth/login';

/**
 * Answered from memory when read since the last committed write: the lists (and a project by id, found
 * in its list) from the services' read cache, the REST lists and items from the public response cache.
 */
const CACHEABLE: ReadonlySet<Kind> = new Set<Kind>([
  'GET /api/projects',
  'GET /api/projects/:id',
  'GET /api/services/:id',
  'GraphQL project(id)',
  'GraphQL services list',
]);
/** Each of these must have succeeded once PostgreSQL is back. */
const AFTER_RECOVERY_KINDS: readonly Kind[] = [
  'GET /api/projects',
  'GET /api/projects/:id',
  'GET /api/services/:id',
  'GraphQL project(id)',
  'POST /api/services',
  'POST /api/gallery',
  'GraphQL createService',
];
const GRAPHQL: ReadonlySet<Kind> = new Set<Kind>(['GraphQL project(id)', 'GraphQL services list', 'GraphQL createService']);

interface WriteAttempt {
  table: 'services' | 'gallery_images';
  title: string;
}

interface Observation {
  kind: Kind;
  startPhase: Phase;
  endPhase: Phase;
  startedAt: number;
  ms: number;
  /** null: no HTTP answer (connection failed, or no answer within REQUEST_DEADLINE_MS). */
  status: number | null;
  retryAfter: string | null;
  body: unknown;
  error?: string;
  write?: WriteAttempt;
  /** The id of an acknowledged write. */
  id?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function graphQLErrors(body: unknown): { message?: unknown; extensions?: { code?: unknown } }[] {
  return isRecord(body) && Array.isArray(body.errors) ? (body.errors as { message?: unknown; extensions?: { code?: unknown } }[]) : [];
}

function short(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > max ? `${text.slice(0, max)}…` : text;
}

function describe503Problem(observation: Observation): string | null {
  const retryAfter = observation.retryAfter;
  if (retryAfter === null || !(/^[1-9]\d*$/.test(retryAfter.trim()) || !Number.isNaN(Date.parse(retryAfter)))) {
    return `Retry-After header missing or invalid (${short(retryAfter)})`;
  }
  if (GRAPHQL.has(observation.kind)) {
    const [first] = graphQLErrors(observation.body);
    if (!first) return 'no GraphQL errors in the body';
    if (first.extensions?.code !== 'SERVICE_UNAVAILABLE') return `errors[0].extensions.code is ${short(first.extensions?.code)}, not SERVICE_UNAVAILABLE`;
    if (typeof first.message !== 'string' || !CLEAR_MESSAGE.test(first.message) || LEAKS.test(first.message)) return `unclear message ${short(first.message)}`;
    return null;
  }
  const message = isRecord(observation.body) ? observation.body.message : undefined;
  if (typeof message !== 'string' || !CLEAR_MESSAGE.test(message) || LEAKS.test(message)) return `unclear message ${short(observation.body)}`;
  return null;
}

/** Whether a 2xx answer is a real success (GraphQL: no errors, and data). */
function isSuccess(observation: Observation): boolean {
  if (observation.status === null || observation.status < 200 || observation.status >= 300) return false;
  if (GRAPHQL.has(observation.kind)) return graphQLErrors(observation.body).length === 0 && isRecord(observation.body) && isRecord(observation.body.data);
  return true;
}

function label(observation: Observation): string {
  const outcome = observation.status === null ? `no answer (${observation.error})` : `${observation.status}`;
  return `${observation.kind} [${observation.startPhase}→${observation.endPhase}, ${Math.round(observation.ms)} ms] ${outcome} ${short(observation.body, 200)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bounds a cleanup step so afterAll never hangs on a broken server or database. */
async function bounded(step: Promise<unknown>, ms: number, what: string, problems: string[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([step, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)))]);
  } catch (error) {
    problems.push(`${what}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

describe('database outage under load (a real PostgreSQL stopped and started again)', () => {
  let workDir: string;
  let pgDataDir: string;
  let pgPort: number;
  let postgres: EmbeddedDatabase | null = null;
  let postgresRunning = false;
  let server: RunningServer | null = null;
  let baseUrl: string;
  let token: string;
  let uploadDir: string;
  let png: Buffer;
  let projectId: string;
  let serviceId: string;
  let galleryCategory: string;
  const postgresLog: string[] = [];

  let phase: Phase = 'before';
  const phaseStartedAt = new Map<Phase, number>();
  let running = false;
  let loops: Promise<void> = Promise.resolve();
  const observations: Observation[] = [];
  let connectionsAtStop = 0;
  let restartedUrl = '';
  /** How long the slow steps took, for the summary. */
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, step: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await step;
    } finally {
      timings[name] = Math.round(performance.now() - started);
    }
  };
  let recoveryMs: number | null = null;
  let recoveredAt = Infinity;
  let readyAfterRecovery: number | null = null;
  let writeCounter = 0;

  // What the database and the upload folder hold once it is all over.
  const finalState = {
    services: new Map<string, string>(),
    galleryImages: new Map<string, string>(),
    assetUrls: [] as string[],
    assetFiles: [] as string[],
    entityImageUrls: [] as string[],
    files: [] as string[],
  };

  function enter(next: Phase): void {
    phase = next;
    phaseStartedAt.set(next, performance.now());
  }

  /** One request with a deadline; never throws: the outcome is recorded. */
  async function call(kind: Kind, pathname: string, init: RequestInit = {}, write?: WriteAttempt): Promise<Observation> {
    const startPhase = phase;
    const startedAt = performance.now();
    const observation: Observation = { kind, startPhase, endPhase: startPhase, startedAt, ms: 0, status: null, retryAfter: null, body: null, write };
    try {
      const response = await fetch(`${baseUrl}${pathname}`, { ...init, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
      const text = await response.text();
      observation.status = response.status;
      observation.retryAfter = response.headers.get('retry-after');
      try {
        observation.body = JSON.parse(text);
      } catch {
        observation.body = text;
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      observation.error = `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
    }
    observation.ms = performance.now() - startedAt;
    observation.endPhase = phase;
    if (write && isSuccess(observation)) {
      const body = observation.body as Record<string, unknown>;
      const created = GRAPHQL.has(kind) ? (body.data as Record<string, { id?: unknown }>).createService : body;
      observation.id = typeof created?.id === 'string' ? created.id : undefined;
    }
    observations.push(observation);
    return observation;
  }

  const auth = () => ({ authorization: `Bearer ${token}` });

  function graphql(kind: Kind, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    return call(kind, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }

  function imageBlob(): Blob {
    return new Blob([png], { type: 'image/png' });
  }

  function nextTitle(what: string): string {
    writeCounter += 1;
    return `outage ${what} #${writeCounter}`;
  }

  function restServiceWrite(kind: Kind = 'POST /api/services'): Promise<Observation> {
    const title = nextTitle('service');
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'Written while the database goes away and comes back.');
    form.append('points', JSON.stringify(['Acknowledged means stored']));
    form.append('image', imageBlob(), 'photo.png');
    return call(kind, '/api/services', { method: 'POST', headers: auth(), body: form }, { table: 'services', title });
  }

  function restGalleryWrite(): Promise<Observation> {
    const title = nextTitle('gallery image');
    const form = new FormData();
    form.append('title', title);
    form.append('category', galleryCategory);
    form.append('image', imageBlob(), 'photo.png');
    return call('POST /api/gallery', '/api/gallery', { method: 'POST', headers: auth(), body: form }, { table: 'gallery_images', title });
  }

  function graphqlServiceWrite(): Promise<Observation> {
    const title = nextTitle('GraphQL service');
    const operations = {
      query: 'mutation Create($input: CreateServiceInput!, $image: Upload!) { createService(input: $input, image: $image) { id title } }',
      variables: { input: { title, description: 'Written through GraphQL during the outage test.', points: ['One point'] }, image: null },
    };
    const form = new FormData();
    form.append('operations', JSON.stringify(operations));
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', imageBlob(), 'photo.png');
    return call(
      'GraphQL createService',
      '/graphql',
      { method: 'POST', headers: { ...auth(), 'apollo-require-preflight': 'true' }, body: form },
      { table: 'services', title },
    );
  }

  const readProjectById = () => call('GET /api/projects/:id', `/api/projects/${projectId}`);

  async function loop(pauseMs: number, step: () => Promise<unknown>): Promise<void> {
    for (let i = 0; running && i < MAX_ITERATIONS; i++) {
      await step();
      await sleep(pauseMs);
    }
  }

  function startLoads(): void {
    running = true;
    loops = Promise.all([
      loop(15, () => call('GET /api/projects', '/api/projects')),
      loop(15, readProjectById),
      loop(15, () => call('GET /api/services/:id', `/api/services/${serviceId}`)),
      loop(15, () => graphql('GraphQL project(id)', 'query Project($id: ID!) { project(id: $id) { id title category } }', { id: projectId })),
      loop(25, () => graphql('GraphQL services list', 'query Services { services { id title } }', {})),
      loop(40, () => restServiceWrite()),
      loop(40, restGalleryWrite),
      loop(40, graphqlServiceWrite),
    ]).then(() => undefined);
  }

  async function startPostgres(): Promise<EmbeddedDatabase> {
    let started: EmbeddedDatabase;
    try {
      started = await startEmbeddedPostgres({ dataDir: pgDataDir, port: pgPort, onLog: (line) => postgresLog.push(line) });
    } catch (error) {
      throw new Error(`PostgreSQL did not start (${String((error as Error | undefined)?.message ?? error)}):\n${postgresLog.slice(-20).join('\n')}`, {
        cause: error,
      });
    }
    postgres = started;
    postgresRunning = true;
    return started;
  }

  async function stopPostgres(): Promise<void> {
    if (!postgres || !postgresRunning) return;
    postgresRunning = false;
    await postgres.stop(); // SIGINT to the postmaster: PostgreSQL's fast shutdown, open connections are cut
  }

  async function adminQuery<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: postgres!.url('app') });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    // 0755: as root, PostgreSQL runs as the postgres user, which must reach its data folder.
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-outage-'));
    fs.chmodSync(workDir, 0o755);
    pgDataDir = path.join(workDir, 'pg');
    uploadDir = path.join(workDir, 'uploads');
    pgPort = await freePort();
    png = await makePng({ width: 64, height: 48 });

    await timed('PostgreSQL initdb and start', startPostgres());
    await postgres!.createDatabase('app');
    const config = loadConfig(testServerEnv(postgres!.url('app'), uploadDir));
    server = await timed('app server start (migrations)', startServer(config, createLogger(config.logLevel)));
    baseUrl = `http://127.0.0.1:${server.port}`;

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;

    const categories = (await (await fetch(`${baseUrl}/api/gallery/categories`)).json()) as { name: string }[];
    galleryCategory = categories[0].name;

    const projectForm = new FormData();
    projectForm.append('title', 'Outage residence');
    projectForm.append('details', 'The project the readers keep asking for.');
    projectForm.append('category', 'residential');
    projectForm.append('image', imageBlob(), 'photo.png');
    const project = await fetch(`${baseUrl}/api/projects`, { method: 'POST', headers: auth(), body: projectForm });
    if (project.status !== 201) throw new Error(`Creating the project failed: ${project.status} ${await project.text()}`);
    projectId = ((await project.json()) as { data: { id: string } }).data.id;
    const service = await restServiceWrite();
    if (!service.id) throw new Error(`Creating the service failed: ${label(service)}`);
    serviceId = service.id;

    // Under load.
    enter('before');
    startLoads();
    await sleep(WARM_UP_MS);

    // Service writes block on the table lock, with their image file stored and their
    // image_assets row inserted: they are in flight when PostgreSQL goes away.
    const locker = new Client({ connectionString: postgres!.url('app') });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE services IN EXCLUSIVE MODE');
    enter('locked');
    await sleep(LOCK_LEAD_MS);
    connectionsAtStop = Number(
      (await locker.query<{ count: string }>("SELECT count(*) FROM pg_stat_activity WHERE datname = 'app' AND pid <> pg_backend_pid()")).rows[0].count,
    );

    // The outage.
    enter('stopping');
    await timed('PostgreSQL fast shutdown', stopPostgres());
    await locker.end().catch(() => undefined);
    enter('down');
    await sleep(DOWN_MS / 3);
    // Single probes while it is down (login is rate limited, so not in a loop).
    await call('GET /readyz', '/readyz');
    await call('GET /healthz', '/healthz');
    await call('POST /api/auth/login', '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    await sleep(DOWN_MS - (performance.now() - phaseStartedAt.get('down')!));

    // PostgreSQL is back, on the same port and data folder; the app server was never restarted.
    enter('restarting');
    restartedUrl = (await timed('PostgreSQL restart', startPostgres())).url('app');
    enter('after');
    const backAt = performance.now();
    while (performance.now() - backAt < RECOVERY_LIMIT_MS * 2) {
      const [read, write] = await Promise.all([readProjectById(), restServiceWrite('POST /api/services')]);
      if (isSuccess(read) && isSuccess(write)) {
        recoveredAt = performance.now();
        recoveryMs = recoveredAt - backAt;
        break;
      }
      await sleep(100);
    }
    // On a busy machine a loop may not have come round within AFTER_RECOVERY_MS: wait (bounded) for each kind.
    const recoveryPhaseEnds = performance.now() + AFTER_RECOVERY_MS;
    const recoveryPhaseLimit = recoveryPhaseEnds + RECOVERY_LIMIT_MS * 2;
    const seenAfterRecovery = () => new Set(observations.filter((observation) => observation.startedAt >= recoveredAt).map((observation) => observation.kind));
    while (performance.now() < recoveryPhaseLimit) {
      if (performance.now() >= recoveryPhaseEnds && AFTER_RECOVERY_KINDS.every((kind) => seenAfterRecovery().has(kind))) break;
      await sleep(100);
    }
    readyAfterRecovery = (await call('GET /readyz', '/readyz')).status;
    running = false;
    await loops;
    // A write cut off while committing cannot know whether it committed, so it keeps its files; the
    // sweeper sets aside those whose rows never came (here at once, without its hour of grace).
    await server.services.images.sweepOrphanFiles({ graceMs: 0 });

    // What is left, read straight from PostgreSQL and the upload folder (its served files: not the
    // set-aside `.orphaned/` or the data folder's spool).
    for (const row of await adminQuery<{ id: string; title: string }>('SELECT id::text, title FROM services')) finalState.services.set(row.id, row.title);
    for (const row of await adminQuery<{ id: string; title: string }>('SELECT id::text, title FROM gallery_images'))
      finalState.galleryImages.set(row.id, row.title);
    const assets = await adminQuery<{ url: string; variants: { url: string }[] }>('SELECT url, variants FROM image_assets');
    finalState.assetUrls = assets.map((asset) => asset.url).sort();
    finalState.assetFiles = assets
      .flatMap((asset) => [asset.url, ...asset.variants.map((variant) => variant.url)])
      .map((url) => url.replace(/^\/uploads\//, ''))
      .sort();
    const referenced = await adminQuery<{ url: string }>(
      `SELECT image_url AS url FROM services UNION ALL SELECT image_url FROM gallery_images
       UNION ALL SELECT image_url FROM projects UNION ALL SELECT image_url FROM project_images`,
    );
    finalState.entityImageUrls = referenced.map((row) => row.url).sort();
    finalState.files = listFiles(uploadDir).sort();
  }, SCENARIO_TIMEOUT_MS);

  afterAll(async () => {
    const problems: string[] = [];
    running = false;
    await bounded(loops, REQUEST_DEADLINE_MS + 2_000, 'load loops', problems);
    if (server) await bounded(server.stop(), 15_000, 'app server stop', problems);
    if (postgres && postgresRunning) await bounded(stopPostgres(), 15_000, 'PostgreSQL stop', problems);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    if (postgres && path.resolve(postgres.dataDir) !== path.resolve(pgDataDir)) fs.rmSync(postgres.dataDir, { recursive: true, force: true });
    if (problems.length > 0) throw new Error(`Cleanup problems: ${problems.join('; ')}`);
  }, 45_000);

  function during(phases: Phase[]): Observation[] {
    return observations.filter((observation) => phases.includes(observation.startPhase) && phases.includes(observation.endPhase));
  }

  function span(observation: Observation): string {
    return observation.startPhase === observation.endPhase ? observation.startPhase : `${observation.startPhase}→${observation.endPhase}`;
  }

  /** Status counts per kind and phase ("GET /api/projects/:id @ down: 503×71"), to tell which requests need mapping. */
  function statusSummary(): string[] {
    const counts = new Map<string, Map<string, number>>();
    for (const observation of observations) {
      const key = `${observation.kind} @ ${span(observation)}`;
      const outcome = observation.status === null ? 'no answer' : String(observation.status);
      const byOutcome = counts.get(key) ?? new Map<string, number>();
      byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
      counts.set(key, byOutcome);
    }
    return [...counts].map(([key, byOutcome]) => `${key}: ${[...byOutcome].map(([outcome, count]) => `${outcome}×${count}`).join(', ')}`);
  }

  /** The problems `judge` finds, one line per kind, phase span, outcome and problem, with a count and one example body. */
  function problemsOf(list: Observation[], judge: (observation: Observation) => string | null): string[] {
    const groups = new Map<string, { count: number; example: Observation; slowest: number }>();
    for (const observation of list) {
      const problem = judge(observation);
      if (problem === null) continue;
      const outcome = observation.status === null ? `no answer (${observation.error})` : String(observation.status);
      const key = `${observation.kind} [${span(observation)}] → ${outcome}: ${problem}`;
      const group = groups.get(key);
      if (group) {
        group.count += 1;
        group.slowest = Math.max(group.slowest, observation.ms);
      } else groups.set(key, { count: 1, example: observation, slowest: observation.ms });
    }
    return [...groups].map(([key, { count, example, slowest }]) => `${key} (×${count}, slowest ${Math.round(slowest)} ms) e.g. ${short(example.body, 240)}`);
  }

  function expectNoProblems(problems: string[]): void {
    expect({ problems, statuses: problems.length > 0 ? statusSummary() : 'ok' }).toEqual({ problems: [], statuses: 'ok' });
  }

  it('really stopped and restarted PostgreSQL under load, with the pool connected, on the same port and data folder', () => {
    expect(connectionsAtStop).toBeGreaterThan(0);
    expect(restartedUrl).toBe(postgres!.url('app'));
    expect(new URL(restartedUrl).port).toBe(String(pgPort));
    for (const p of ['before', 'down', 'after'] as Phase[]) {
      expect({ phase: p, someRequests: during([p]).length > 0 }).toEqual({ phase: p, someRequests: true });
    }
    if (process.env.TEST_OUTAGE_SUMMARY === '1') {
      console.log(
        [
          ...statusSummary(),
          `recovered ${Math.round(recoveryMs ?? -1)} ms after PostgreSQL was back; ${connectionsAtStop} connections open at the stop`,
          ...Object.entries(timings).map(([name, ms]) => `${name}: ${ms} ms`),
        ].join('\n'),
      );
    }
  });

  it('answers every request within the deadline, with no dropped connection and never a 500', () => {
    expectNoProblems(
      problemsOf(observations, (observation) => {
        if (observation.status === null) return 'no answer';
        if (observation.ms >= REQUEST_DEADLINE_MS) return `took ${Math.round(observation.ms)} ms`;
        if (observation.status >= 500 && observation.status !== 503) return 'a server error';
        return null;
      }),
    );
  });

  it('answers 503 with Retry-After and a clear message (REST) or SERVICE_UNAVAILABLE (GraphQL) for everything that needs the database while it is down', () => {
    const down = during(['down']);
    const expectedKinds: Kind[] = [
      'GET /api/projects',
      'GET /api/projects/:id',
      'GET /api/services/:id',
      'GraphQL project(id)',
      'GraphQL services list',
      'POST /api/services',
      'POST /api/gallery',
      'GraphQL createService',
      'GET /readyz',
      'GET /healthz',
      'POST /api/auth/login',
    ];
    const seen = new Set(down.map((observation) => observation.kind));
    expect(expectedKinds.filter((kind) => !seen.has(kind))).toEqual([]);
    expectNoProblems(
      problemsOf(down, (observation) => {
        if (observation.kind === 'GET /healthz') return observation.status === 200 ? null : '/healthz must stay 200';
        if (observation.kind === 'GET /readyz') return observation.status === 503 ? null : '/readyz must be 503';
        if (CACHEABLE.has(observation.kind) && isSuccess(observation)) return null; // the last committed list, from memory
        if (observation.status !== 503) return 'expected 503';
        return describe503Problem(observation);
      }),
    );
  });

  it('answers only success or a proper 503 while PostgreSQL is going down and coming back', () => {
    const transition = observations.filter(
      (observation) => observation.startPhase !== observation.endPhase || ['stopping', 'restarting'].includes(observation.startPhase),
    );
    expectNoProblems(
      problemsOf(transition, (observation) => {
        if (isSuccess(observation) || observation.kind === 'GET /readyz') return null;
        if (observation.status !== 503) return 'expected success or 503';
        return describe503Problem(observation);
      }),
    );
  });

  it('recovers without a restart: reads and writes succeed again soon after PostgreSQL is back', () => {
    expect(recoveryMs).not.toBeNull();
    expect(recoveryMs!).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(readyAfterRecovery).toBe(200);
    const afterRecovery = observations.filter((observation) => observation.startedAt >= recoveredAt);
    expectNoProblems(problemsOf(afterRecovery, (observation) => (isSuccess(observation) ? null : 'expected success')));
    const kinds = new Set(afterRecovery.map((observation) => observation.kind));
    for (const kind of AFTER_RECOVERY_KINDS) {
      expect({ kind, seen: kinds.has(kind) }).toEqual({ kind, seen: true });
    }
  });

  it('lost no acknowledged write', () => {
    const acknowledged = observations.filter((observation) => observation.write && isSuccess(observation));
    expect(acknowledged.length).toBeGreaterThan(0);
    const missing = acknowledged
      .filter((observation) => {
        const rows = observation.write!.table === 'services' ? finalState.services : finalState.galleryImages;
        return observation.id === undefined || rows.get(observation.id) !== observation.write!.title;
      })
      .map(label);
    expect(missing).toEqual([]);
  });

  it('left no row and no file for a write refused with 503, including writes in flight when PostgreSQL stopped', () => {
    const refused = observations.filter((observation) => observation.write && observation.status === 503);
    // Writes running when PostgreSQL stopped. Service writes were blocked on the table lock, with
    // their image file stored and its image_assets row inserted in their open transaction.
    const stopping = PHASES.indexOf('stopping');
    const inFlightAtStop = observations.filter(
      (observation) => observation.write && PHASES.indexOf(observation.startPhase) < stopping && PHASES.indexOf(observation.endPhase) >= stopping,
    );
    expect(inFlightAtStop.filter((observation) => observation.write!.table === 'services').length).toBeGreaterThan(0);

    const titles = new Set([...finalState.services.values(), ...finalState.galleryImages.values()]);
    const leftRows = refused.filter((observation) => titles.has(observation.write!.title)).map(label);
    expect(leftRows).toEqual([]);

    // Every image_assets row belongs to a row that points at it, and the folder holds exactly their files.
    const referenced = new Set(finalState.entityImageUrls);
    expect(finalState.assetUrls.filter((url) => !referenced.has(url))).toEqual([]);
    const known = new Set(finalState.assetUrls);
    expect(finalState.entityImageUrls.filter((url) => !known.has(url))).toEqual([]);
    expect(finalState.files).toEqual(finalState.assetFiles);

    // And those in-flight writes were answered as either stored (2xx) or refused (503), nothing in between.
    expect(inFlightAtStop.filter((observation) => !isSuccess(observation) && observation.status !== 503).map(label)).toEqual([]);
  });
});
