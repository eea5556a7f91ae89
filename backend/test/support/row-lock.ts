import { Client } from 'pg';
import type { TestServer } from './test-server';

/**
 * Two (or more) requests at once, made certain rather than hoped for: another connection locks a row
 * the requests need (`lockSql`, a SELECT … FOR UPDATE), the requests are started one by one, each
 * once the one before waits on a lock in the database, and the lock is released when all of them
 * wait. They then reach the row one after the other, in the order they were started, each having
 * done everything it does before it asks for the row.
 */
export async function whileRowLocked<T>(server: TestServer, lockSql: string, params: unknown[], requests: (() => Promise<T>)[]): Promise<T[]> {
  const holder = new Client({ connectionString: server.databaseUrl });
  await holder.connect();
  const started: Promise<T>[] = [];
  let settled = 0;
  try {
    await holder.query('BEGIN');
    const locked = await holder.query(lockSql, params);
    if (locked.rowCount !== 1) throw new Error(`The lock query found ${locked.rowCount} rows, not one: ${lockSql}`);
    for (const request of requests) {
      const answer = request();
      // Counted (and never an unhandled rejection) when it ends without waiting: the test then sees why.
      void answer.then(
        () => settled++,
        () => settled++,
      );
      started.push(answer);
      await waitUntil(async () => (await lockWaiters(server)) + settled >= started.length);
    }
  } finally {
    await holder.query('COMMIT').catch(() => undefined);
    await holder.end();
  }
  return Promise.all(started);
}

/** Statements of this test's database waiting on a lock (asked outside the holder's transaction, which sees one snapshot). */
async function lockWaiters(server: TestServer): Promise<number> {
  const rows: { waiting: number }[] = await server.database.db.query(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].waiting;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out: the requests never waited on the locked row');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
