/**
 * The server's memory under minutes of mixed hostile load: a flood of cached reads (GraphQL GET and
 * POST, the home page) beside every kind of hostile-clients.ts at once (executed queries, wrong
 * logins, enquiries, link-preview pictures, junk, admin reads, settings saves, photo uploads). The
 * server's RSS is sampled every 100 ms: its peak during the load and the 30 s after it (the idle
 * server's collections take memory too, for a moment), and its RSS 30 s after, against the goals. BENCH_HEAP_SNAPSHOTS=1 has the server write heap snapshots before, halfway through and 30 s
 * after the load (to .data/bench/heap/), to compare what it holds; the figures of such a run count
 * the snapshots' own memory too.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS, rssMb, sampleRss, startChild, stopChild } from './children';
import { HOSTILE_CLIENTS, type HostileClient, type LoadContext, type Tally } from './hostile-clients';
import { noisyPhoto } from './photos';

export const MIXED_LOAD_GOALS = { peakMb: 300, afterMb: 200 };
const AFTER_MS = 30_000;
const CACHED_READ_CONNECTIONS = 8;
const HEAP_DIR = path.join(RESULTS, 'heap');

export interface MixedLoadOptions {
  script: string;
  env: Record<string, string>;
  admin: { email: string; password: string };
  durationS: number;
  heapSnapshots: boolean;
  /** The kinds of load to run (HostileClient ids, and `cached` for the cached reads); all when empty. */
  kinds: string[];
}

const PROJECTS_QUERY = 'query PublicProjects { projects { id title category location imageUrl createdAt image { url width height srcset } } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** The cached reads, as fast as the server answers them, for `durationS`. */
function floodCachedReads(base: string, durationS: number) {
  return autocannon({
    url: base,
    connections: CACHED_READ_CONNECTIONS,
    duration: durationS,
    timeout: 30,
    requests: [
      { method: 'GET', path: `/graphql?operationName=PublicProjects&query=${encodeURIComponent(PROJECTS_QUERY)}`, headers: PREFLIGHT },
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'PublicProjects', query: PROJECTS_QUERY, variables: {} }),
      },
      { method: 'GET', path: '/' },
    ],
  });
}

/** Every hostile client, each kind with its number of clients, until `until`. */
async function runHostileClients(context: LoadContext, until: number, clients: HostileClient[]): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>();
  await Promise.all(
    clients.flatMap(({ kind, clients, pauseMs, send }) => {
      const tally: Tally = new Map();
      tallies.set(kind, tally);
      return Array.from({ length: clients }, async () => {
        while (Date.now() < until) {
          await send(context, tally);
          if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      });
    }),
  );
  return tallies;
}

async function prepare(base: string, admin: MixedLoadOptions['admin']): Promise<Omit<LoadContext, 'photo'>> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { data } = (await login.json()) as { data: { token: string } };
  const projects = (await (await fetch(`${base}/api/projects`)).json()) as { data: { id: string }[] };
  return { base, token: data.token, adminEmail: admin.email, projectIds: projects.data.map((project) => project.id) };
}

function snapshotHeap(pid: number, label: string): void {
  console.log(`[bench] heap snapshot (${label}) into ${HEAP_DIR}`);
  process.kill(pid, 'SIGUSR2');
}

const describe = (tally: Tally) =>
  [...tally.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export async function measureMixedLoad({ script, env, admin, durationS, heapSnapshots, kinds }: MixedLoadOptions) {
  const wanted = (id: string) => kinds.length === 0 || kinds.includes(id);
  if (heapSnapshots) fs.mkdirSync(HEAP_DIR, { recursive: true });
  const nodeArgs = heapSnapshots ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${HEAP_DIR}`] : [];
  const { child, base } = await startChild(script, { ...env, TRUST_PROXY: 'loopback' }, '/readyz', nodeArgs);
  const pid = child.pid!;
  try {
    const context: LoadContext = { ...(await prepare(base, admin)), photo: await noisyPhoto(4000, 3000, 70) };
    const idleBefore = rssMb(pid);
    if (heapSnapshots) snapshotHeap(pid, 'before');
    const sampler = sampleRss(pid);
    const halfway = heapSnapshots ? setTimeout(() => snapshotHeap(pid, 'halfway'), (durationS * 1000) / 2) : undefined;
    const started = Date.now();
    const until = started + durationS * 1000;
    const [cached, tallies] = await Promise.all([
      wanted('cached') ? floodCachedReads(base, durationS) : null,
      runHostileClients(
        context,
        until,
        HOSTILE_CLIENTS.filter(({ id }) => wanted(id)),
      ),
    ]);
    clearTimeout(halfway);
    const seconds = (Date.now() - started) / 1000;
    const atEnd = rssMb(pid);
    const samplesAtEnd = sampler.taken();
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    const after = rssMb(pid);
    // The peak of the load and of the 30 s after: the collections of an idle server take memory too, for a moment.
    const { peakMb, samples } = sampler.stop();
    if (heapSnapshots) {
      snapshotHeap(pid, 'after');
      await new Promise((resolve) => setTimeout(resolve, 15_000));
    }
    if (cached) {
      const cachedTally: Tally = new Map(Object.entries(cached.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
      if (cached.errors > 0) cachedTally.set('error', cached.errors);
      tallies.set('cached reads', cachedTally);
    }
    return { seconds, idleBeforeMb: idleBefore, peakMb, atEndMb: atEnd, afterMb: after, samples, samplesAtEnd, tallies };
  } finally {
    await stopChild(child);
  }
}

export type MixedLoadResult = Awaited<ReturnType<typeof measureMixedLoad>>;

/** The highest sample of each `size` samples (100 ms apart), to see when the peak came. */
function timeline(samples: number[], size: number): string[] {
  const highest: string[] = [];
  for (let start = 0; start < samples.length; start += size) highest.push(Math.max(...samples.slice(start, start + size)).toFixed(0));
  return highest;
}

/** Prints the figures against the goals; true when both are met. */
export function reportMixedLoad(result: MixedLoadResult): boolean {
  const mb = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} MB`);
  const peakMet = result.peakMb <= MIXED_LOAD_GOALS.peakMb;
  const afterMet = result.afterMb !== null && result.afterMb <= MIXED_LOAD_GOALS.afterMb;
  console.log(`\n  Mixed hostile load, ${result.seconds.toFixed(0)} s; answers by status:`);
  for (const [kind, tally] of result.tallies) console.log(`    ${kind.padEnd(18)} ${describe(tally)}`);
  console.log(`  RSS every 10 s (highest of each): ${timeline(result.samples, 100).join(' ')} MB`);
  console.log(`  RSS each second after the load: ${timeline(result.samples.slice(result.samplesAtEnd), 10).slice(0, 15).join(' ')} MB`);
  console.log(
    `  server RSS ${mb(result.idleBeforeMb)} before, ${mb(result.atEndMb)} at the end\n` +
      `    peak        ${mb(result.peakMb).padStart(7)}  (during the load and the 30 s after)  goal ≤ ${MIXED_LOAD_GOALS.peakMb} MB: ${peakMet ? 'met' : 'NOT met'}\n` +
      `    30 s after  ${mb(result.afterMb).padStart(7)}  goal ≤ ${MIXED_LOAD_GOALS.afterMb} MB: ${afterMet ? 'met' : 'NOT met'}`,
  );
  return peakMet && afterMet;
}
