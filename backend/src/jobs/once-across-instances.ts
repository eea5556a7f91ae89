import { Cron } from 'croner';
import type { DataSource } from 'typeorm';

/**
 * Work that every process on one database would otherwise do, done by one: scheduled jobs run once
 * per scheduled time however many processes fire it, and start-up work is done by one at a time.
 *
 * A scheduled time is claimed in `job_runs` by one atomic statement: the first process to claim it
 * runs the job, the others (firing the same minute) skip it. A process that dies while running a
 * job leaves that time done: the job runs again at its next time, as after a failure.
 */

/** Advisory lock class of this file's locks (images/file-removals.ts uses 1986); the object is the name's hash. */
const LOCK_CLASS = 1987;

/** A job on a schedule, named the same in every process. */
export interface ScheduledJob {
  /** The job's name in `job_runs` (one row per job). */
  name: string;
  /** When, as a cron pattern of the server's local time, in whole minutes. */
  pattern: string;
  /** One run; a failure is handled (logged) here, never thrown. */
  run(): Promise<void>;
}

export interface RunningSchedule {
  /** Runs `name` now as if its time `at` had come (tests, and what each firing does); whether this process ran it. */
  fire(name: string, at?: Date): Promise<boolean>;
  /** Stops the schedules and waits for runs under way. */
  stop(): Promise<void>;
}

/** Claims the time `at` of `job` for this process: true when no process claimed it (nor a later one) before. */
export async function claimScheduledTime(db: DataSource, job: string, at: Date): Promise<boolean> {
  const claimed: unknown[] = await db.query(
    `INSERT INTO job_runs (job, slot) VALUES ($1, $2) ON CONFLICT (job) DO UPDATE SET slot = EXCLUDED.slot, claimed_at = now()
     WHERE job_runs.slot < EXCLUDED.slot RETURNING job`,
    [job, at],
  );
  return claimed.length === 1;
}

/** The minute a firing belongs to: the same in every process whose clock is right to within that minute. */
export function scheduledMinute(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * Starts `jobs` on their schedules; each firing runs its job only in the process that claims its
 * minute. A run still going in this process when the next time comes is skipped (croner's protect).
 */
export function scheduleOnceAcrossInstances(
  db: DataSource,
  jobs: readonly ScheduledJob[],
  onClaimFailed: (job: string, error: unknown) => void,
): RunningSchedule {
  const running = new Set<Promise<unknown>>();
  const fire = async (name: string, at = scheduledMinute()): Promise<boolean> => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`No scheduled job named ${name}`);
    let claimed: boolean;
    try {
      claimed = await claimScheduledTime(db, job.name, at);
    } catch (error) {
      onClaimFailed(job.name, error); // the database unreachable: the job runs at its next time
      return false;
    }
    if (!claimed) return false;
    const run = job.run();
    running.add(run);
    await run.finally(() => running.delete(run));
    return true;
  };
  const crons = jobs.map((job) => new Cron(job.pattern, { unref: true, protect: true }, async () => void (await fire(job.name))));
  return {
    fire,
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.all(running);
    },
  };
}

/**
 * Runs `work` unless another process is running the work of the same name now (start-up work such as
 * the variant backfill, which any start may take up): held by a session advisory lock on a connection
 * of its own, released when the work ends or the connection drops. Resolves to whether it ran.
 */
export function unlessRunningElsewhere(db: DataSource, name: string, work: () => Promise<unknown>): Promise<boolean> {
  return holdingLock(db, name, { wait: false }, async () => {
    await work();
    return true;
  }).then((ran) => ran ?? false);
}

/**
 * Runs `work` while no other process runs work of the same name, waiting for it first (the
 * migrations, seed and first admin of processes started together: the second finds them done).
 */
export async function oneAtATime<T>(db: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  return (await holdingLock(db, name, { wait: true }, work)) as T;
}

/** Polled rather than waited for in one statement, which the pool's query timeout would cut short. */
const LOCK_POLL_MS = 200;

/** `work` under the advisory lock of `name`; undefined when it is held elsewhere and `wait` is false. */
async function holdingLock<T>(db: DataSource, name: string, { wait }: { wait: boolean }, work: () => Promise<T>): Promise<T | undefined> {
  const runner = db.createQueryRunner();
  let unlocked = true;
  try {
    await runner.connect();
    const tryLock = async () => {
      const [{ locked }]: { locked: boolean }[] = await runner.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [LOCK_CLASS, name]);
      return locked;
    };
    let locked = await tryLock();
    while (!locked && wait) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      locked = await tryLock();
    }
    if (!locked) return undefined;
    unlocked = false;
    try {
      return await work();
    } finally {
      const [{ released }]: { released: boolean }[] = await runner
        .query('SELECT pg_advisory_unlock($1, hashtext($2)) AS released', [LOCK_CLASS, name])
        .catch(() => [{ released: false }]);
      unlocked = released;
    }
  } finally {
    // A connection that may still hold the lock is closed (so the pool drops it), not handed to the next query.
    if (!unlocked) await ((await runner.connect().catch(() => null)) as { end(): Promise<void> } | null)?.end().catch(() => undefined);
    await runner.release();
  }
}
