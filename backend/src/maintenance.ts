import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** The channel a restore's start and end are notified on, to every process on the database. */
export const MAINTENANCE_CHANNEL = 'site_maintenance';

export interface MaintenanceTimings {
  /** How far ahead the restoring process keeps its row's `until`: how long the others wait should it die. */
  windowMs: number;
  /** How often it moves `until` ahead while the restore runs. */
  heartbeatMs: number;
}

const MAINTENANCE_TIMINGS: MaintenanceTimings = { windowMs: 2 * 60_000, heartbeatMs: 30_000 };

/**
 * While a restore from the admin replaces the site's content, every process on the database answers
 * requests not already answered from memory with "back in a minute" (http/maintenance-answer.ts)
 * instead of waiting on the restore's locks or reading half of it. The restoring process knows at
 * once; it announces the restore in `site_maintenance` (committed before the restore begins) and the
 * others learn of it by notification within milliseconds, or by the ContentVersionFollower's periodic
 * check. A process that dies mid-restore stops moving its row's `until`, so the others serve again
 * once it passes (a couple of minutes), without anyone at the server.
 */
export class Maintenance {
  private running = 0;
  /** This process's restores under way: known here without asking the database. */
  private readonly own = new Set<string>();
  /** Refreshes started: only the latest one's answer is kept (an older one read before a restore ended). */
  private refreshes = 0;
  /** When, on this process's clock, another process's announced restore ends at the latest. */
  private othersUntil = 0;

  constructor(
    private readonly db: DataSource,
    private readonly timings: MaintenanceTimings = MAINTENANCE_TIMINGS,
  ) {}

  get active(): boolean {
    return this.running > 0 || Date.now() < this.othersUntil;
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    this.running++;
    this.own.add(token);
    try {
      await this.announce(token);
      const heartbeat = setInterval(() => void this.announce(token).catch(() => undefined), this.timings.heartbeatMs).unref();
      try {
        return await work();
      } finally {
        clearInterval(heartbeat);
        // Its row, and those of restores whose process died (run out). Should this fail (the database gone), the row runs out by itself.
        await this.db
          .query(`WITH ended AS (DELETE FROM site_maintenance WHERE token = $1 OR until < now()) SELECT pg_notify($2, '')`, [token, MAINTENANCE_CHANNEL])
          .catch(() => undefined);
      }
    } finally {
      this.running--;
      this.own.delete(token);
    }
  }

  /**
   * Reads the restores announced by every process: how long the latest still runs, measured by the
   * database's clock and kept on this one's (the processes' clocks need not agree).
   */
  async refresh(): Promise<void> {
    const refresh = ++this.refreshes;
    const [{ remaining }]: { remaining: number | null }[] = await this.db.query(
      `SELECT (extract(epoch FROM max(until) - now()) * 1000)::float8 AS remaining FROM site_maintenance WHERE until > now() AND token <> ALL ($1::uuid[])`,
      [[...this.own]],
    );
    if (refresh === this.refreshes) this.othersUntil = remaining === null ? 0 : Date.now() + remaining;
  }

  private async announce(token: string): Promise<void> {
    await this.db.query(
      `WITH announced AS (
         INSERT INTO site_maintenance (token, until) VALUES ($1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (token) DO UPDATE SET until = excluded.until)
       SELECT pg_notify($3, '')`,
      [token, this.timings.windowMs, MAINTENANCE_CHANNEL],
    );
  }
}
