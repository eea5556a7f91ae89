import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import { firmDayEachMinute } from './firm-days';

export type VisitKind = 'view' | 'call' | 'whatsapp' | 'email' | 'enquiry';

/** How often the counts gathered in memory are added to the database. */
export const FLUSH_EVERY_MS = 5_000;
/** Distinct (day, kind, page) counts held between two flushes at most: beyond, new ones are dropped (a flood of made-up pages is already refused before). */
const MAX_PENDING = 5_000;
/** Rows written by one statement. */
const ROWS_PER_INSERT = 1_000;

/**
 * Counts gathered in memory and added to `visit_counts` every few seconds, so counting costs a page
 * nothing but a map update, never a query on the request's path. One statement adds to each row with
 * ON CONFLICT DO UPDATE, so any number of processes count together. Counts a failed flush could not
 * write are kept for the next one; `stop` writes what is left (a graceful shutdown loses nothing).
 */
export class VisitCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private stopped = false;
  private readonly dayNow: () => string;

  constructor(
    private readonly db: DataSource,
    timeZone: string,
    private readonly logger: Logger | null,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {
    this.dayNow = firmDayEachMinute(timeZone);
  }

  /** One more `kind` on `subject` (a canonical page path, or '' for the whole site), today in the firm's time zone. */
  add(kind: VisitKind, subject: string): void {
    this.addOn(this.dayNow(), kind, subject, 1);
  }

  /** Writes the counts gathered so far (and waits for a flush under way). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch).finally(() => (this.flushing = null));
    await this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private addOn(day: string, kind: string, subject: string, count: number): void {
    const key = `${day}\n${kind}\n${subject}`;
    const before = this.pending.get(key);
    if (before === undefined && this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, (before ?? 0) + count);
    // Started by the first count: a process that never counts (a command) holds no timer.
    if (!this.stopped) this.timer ??= setInterval(() => void this.flush(), this.flushEveryMs).unref();
  }

  private async write(batch: Map<string, number>): Promise<void> {
    const rows = [...batch].map(([key, count]) => [...key.split('\n'), count] as [string, string, string, number]);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const slice = rows.slice(start, start + ROWS_PER_INSERT);
      try {
        await this.db.query(
          `INSERT INTO visit_counts (day, kind, subject, count)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[])
           ON CONFLICT (day, kind, subject) DO UPDATE SET count = visit_counts.count + EXCLUDED.count`,
          [slice.map((row) => row[0]), slice.map((row) => row[1]), slice.map((row) => row[2]), slice.map((row) => row[3])],
        );
      } catch (error) {
        // Kept for the next flush (the database may be back by then).
        for (const [day, kind, subject, count] of rows.slice(start)) this.addOn(day, kind, subject, count);
        this.logger?.warn({ err: error }, 'Saving the visitor counts failed; they are tried again in a few seconds');
        return;
      }
    }
  }
}
