import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { CONTENT_VERSION_CHANNEL, readStoredVersion, type ContentVersion } from './content-version';
import { DATABASE_TIMEOUTS } from './db/create-data-source';
import type { Logger } from './logger';
import { MAINTENANCE_CHANNEL, type Maintenance } from './maintenance';

export interface FollowerTimings {
  /** How often the stored version is read, for a notification missed while the listening connection was down. */
  checkMs: number;
  /** The first wait before listening again after the connection dropped; doubled after each failure up to `maxReconnectMs`. */
  firstReconnectMs: number;
  maxReconnectMs: number;
}

/** How long stopping waits for the listening connection to close. */
const END_WAIT_MS = 2_000;

const FOLLOWER_TIMINGS: FollowerTimings = { checkMs: 3_000, firstReconnectMs: 500, maxReconnectMs: 30_000 };

/**
 * Keeps this process's ContentVersion on the stored one, moved by the writes of every process on the
 * database, and its Maintenance on the restores they announce: a connection of its own LISTENs for
 * their notifications (delivered within milliseconds of the commit), and both are read every few
 * seconds through the pool, so a notification sent while the listening connection was down is made up for. A dropped connection is logged and
 * listened on again with backoff; nothing here ever throws into the server.
 */
export class ContentVersionFollower {
  private client: Client | null = null;
  private reconnectMs: number;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private checker: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private stopped = false;
  /** Whether the dropped connection was logged (once per outage, not once per attempt). */
  private dropLogged = false;

  constructor(
    private readonly db: DataSource,
    private readonly version: ContentVersion,
    private readonly maintenance: Maintenance,
    private readonly logger: Logger,
    private readonly timings: FollowerTimings = FOLLOWER_TIMINGS,
  ) {
    this.reconnectMs = timings.firstReconnectMs;
  }

  /** Listens, then reads the stored version (so no write between the two is missed), then checks periodically. */
  async start(): Promise<void> {
    await this.listen();
    await this.check();
    this.checker = setInterval(() => void this.check(), this.timings.checkMs).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.checker) clearInterval(this.checker);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.checking;
    const client = this.client;
    this.client = null;
    // Not waited for past a moment: cut off (a partition), the server's goodbye may never come.
    if (client) await Promise.race([client.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, END_WAIT_MS).unref())]);
  }

  /** Reads the stored version and the restores under way now (a check of its own, or one running already). */
  check(): Promise<void> {
    const unreachable = () => undefined; // readiness reports it; the next check tries again
    return (this.checking ??= Promise.all([
      readStoredVersion(this.db).then((stored) => this.version.read(stored), unreachable),
      this.maintenance.refresh().catch(unreachable),
    ])
      .then(() => undefined)
      .finally(() => (this.checking = null)));
  }

  private async listen(): Promise<void> {
    // The pool's own URL (with its sslmode, if any).
    const options = this.db.options as PostgresDataSourceOptions;
    const client = new Client({
      connectionString: options.url,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message: Notification) => {
      const stored = Number(message.payload);
      if (message.channel === CONTENT_VERSION_CHANNEL && Number.isSafeInteger(stored)) this.version.committed(stored);
      if (message.channel === MAINTENANCE_CHANNEL) void this.maintenance.refresh().catch(() => undefined);
    });
    // Either may come alone (a server shut down, a socket cut): one reconnect for both.
    const dropped = (error?: Error) => this.dropped(client, error);
    client.on('error', dropped);
    client.on('end', () => dropped());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}; LISTEN ${MAINTENANCE_CHANNEL}`);
    } catch (error) {
      this.dropped(client, error as Error);
      return;
    }
    if (this.dropLogged) this.logger.info('Listening for content changes of other processes again');
    this.dropLogged = false;
    this.reconnectMs = this.timings.firstReconnectMs;
  }

  private dropped(client: Client, error?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (!this.dropLogged) {
      this.logger.warn(
        { err: error, retryInMs: this.reconnectMs },
        'Lost the connection that listens for content changes of other processes; listening again, and checking the stored version meanwhile',
      );
      this.dropLogged = true;
    }
    const wait = this.reconnectMs;
    this.reconnectMs = Math.min(this.reconnectMs * 2, this.timings.maxReconnectMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      // Listening again, then a check: a write committed while nobody listened is seen now.
      void this.listen().then(() => (this.client ? this.check() : undefined));
    }, wait).unref();
  }
}
