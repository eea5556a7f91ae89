import { trashPurgeJob } from './modules/trash/trash-jobs';
import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, type App } from './app';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/connect';
import { seedIfEmpty } from './db/seed';
import { createSchema } from './graphql/schema';
import { applyConnectionLimits, whenItsTurn } from './http/connection-limits';
import { SERVER_OPTIONS } from './http/slow-clients';
import type { PublicResponseCache } from './http/public-cache';
import type { BackfillOutcome } from './images/image-assets.service';
import type { Logger } from './logger';
import { dailyBackupJobs } from './modules/backups/backup-jobs';
import { collectWhenIdle, idleCollector } from './memory/collect-when-idle';
import { keepHeapUnderCeiling } from './memory/heap-ceiling';
import { startEnquiryJobs } from './modules/enquiries/enquiry-jobs';
import { clearExpiredLimitsEvery } from './modules/limits/expired-limits';
import { visitJobs } from './modules/visits/visit-jobs';
import { createServiceLayer, type ServiceLayer } from './service-layer';
import { ContentVersionFollower } from './content-version-follower';
import { followFirmYear } from './firm-year';
import { oneAtATime, scheduleOnceAcrossInstances, unlessRunningElsewhere, type RunningSchedule, type ScheduledJob } from './jobs/once-across-instances';
import { ImageStore } from './storage';
import { ORPHANED_DIR } from './storage/local-disk-driver';
import { setAsideWhere, storageFor } from './storage/storage-for';

/** When files left by a crash, files released during a backup and expired idempotency keys are looked for (and once at each start). */
const SWEEP_SCHEDULE = '0 */6 * * *';
const SWEEP_JOB = 'sweep';

/** A backfill that changed something is news; rows it could only skip (tried again at each start) are not. */
function logBackfill(logger: Logger, outcome: BackfillOutcome, done: string): void {
  const skipped = outcome.missing + outcome.failed > 0 ? ' (missing or unreadable files skipped)' : '';
  if (outcome.updated > 0) logger.info(outcome, `${done}${skipped}`);
  else if (skipped) logger.debug(outcome, `${done}: none could be made${skipped}`);
}

export interface RunningServer {
  url: string;
  port: number;
  services: ServiceLayer;
  database: Database;
  /** Whole answers to anonymous public reads, kept until the next write (exposed for diagnostics and tests). */
  publicCache: PublicResponseCache;
  /** The Express app behind the fast path (tests mount stand-in routes on it). */
  express: App['express'];
  /** The scheduled jobs, each run by one process on the database per scheduled time (`fire` runs one now, for tests). */
  jobs: RunningSchedule;
  /** Stops accepting requests, lets open ones finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Print the generated admin password (only the real start does). */
  onFirstAdmin?: (admin: { email: string; generatedPassword: string | null }) => void;
}

/** Composition root: config → database → services → GraphQL + REST + static files → listen. */
export async function startServer(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  const database = await connectDatabase(config, logger);
  // The narrower copies older images lack, made while the site runs (ImageAssetsService.backfillVariants).
  const backfillStop = new AbortController();
  let variantBackfill: Promise<unknown> = Promise.resolve();
  let follower: ContentVersionFollower | null = null;
  try {
    const store = new ImageStore(storageFor(config));
    if (config.storage.driver === 's3') {
      // Said at once rather than at the first upload; the site still starts (readiness says 503 until the bucket answers).
      await store.checkWritable().then(
        () => logger.info({ bucket: config.storage.s3!.bucket }, 'Photos are stored in the S3 bucket'),
        (error: unknown) =>
          logger.error(
            { bucket: config.storage.s3!.bucket, endpoint: config.storage.s3!.endpoint ?? 'AWS', err: (error as Error).cause ?? error },
            'The S3 bucket for photos cannot be written (check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials): uploads are refused until it can',
          ),
      );
    }
    const backupSchedule = { time: config.backupTime, keep: config.backupKeep };
    const services = createServiceLayer(
      database.db,
      store,
      config.jwtSecret,
      { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, publicUrl: config.publicUrl, timeZone: config.timeZone, logger },
      { uploadDir: config.uploadDir, backupDir: config.backupDir, schedule: backupSchedule },
    );
    // Writes of every other process on the database (and of this one) move the caches' version; their restores put this one in maintenance.
    follower = new ContentVersionFollower(database.db, services.contentVersion, services.maintenance, logger);
    await follower.start();
    // Processes started together: one seeds and creates the admin, the others find it done.
    await oneAtATime(database.db, 'start-up', async () => {
      if (await seedIfEmpty(database.db, services.images, { demoContent: config.seedDemoContent })) {
        logger.info('Seeded the demo content');
      }
      // Before listening, so no answer is cached with a stand-in placeholder.
      logBackfill(logger, await services.images.backfillPlaceholders(), 'Backfilled the placeholders of images stored before placeholders existed');
      const admin = await services.auth.ensureFirstAdmin(config.adminEmail, config.adminPassword);
      if (admin) options.onFirstAdmin?.(admin);
    });

    const app = await createApp({ config, db: database.db, services, schema: await createSchema(), logger });
    // Once the shutdown begins, answers not yet started say Connection: close: a keep-alive client
    // gets its answer and then a closed connection, never a reset.
    let stopping: Promise<void> | null = null;
    const server = http.createServer(SERVER_OPTIONS, (req, res) => {
      idleCollector.noteRequest();
      whenItsTurn(req, res, () => {
        if (stopping) res.setHeader('Connection', 'close');
        if (!app.fastPath(req, res)) app.express(req, res);
      });
    });
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    applyConnectionLimits(server, app.isTrustedProxy);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;

    const sweepOrphanFiles = () =>
      services.images.sweepOrphanFiles().then(
        ({ removed }) =>
          removed > 0 &&
          logger.warn(
            { removed, folder: setAsideWhere(config, path.join(config.uploadDir, ORPHANED_DIR)) },
            'Moved upload files that no image row names (left by a crash) out of use, into the folder named here',
          ),
        (error: unknown) => logger.warn({ err: error }, 'Sweeping orphaned upload files failed; it is tried again later'),
      );
    const forgetExpiredKeys = () =>
      services.idempotency
        .forgetExpired()
        .catch((error: unknown) => logger.warn({ err: error }, 'Forgetting expired idempotency keys failed; it is tried again later'));
    // Files released while a backup (of any process) was copying: removed once none is.
    const removeQueuedFiles = () =>
      services.images
        .removeQueuedFiles()
        .catch((error: unknown) => logger.warn({ err: error }, 'Removing the photo files released during a backup failed; it is tried again later'));
    const sweep = async () => void (await Promise.all([sweepOrphanFiles(), forgetExpiredKeys(), removeQueuedFiles()]));
    // At each start, unless another process is sweeping now (then on schedule, by one process).
    const firstSweep = unlessRunningElsewhere(database.db, SWEEP_JOB, sweep).catch((error: unknown) =>
      logger.warn({ err: error }, 'The sweep at start could not run; it runs at its next time'),
    );
    const firmYear = followFirmYear(services.contentVersion, config.timeZone);
    const stopHeapCeiling = keepHeapUnderCeiling();
    const stopIdleCollection = collectWhenIdle();
    // After the first sweep, so no file a crashed run left under a name it writes is being set aside
    // meanwhile; by one process at a time (another starting meanwhile leaves it to this one).
    variantBackfill = firstSweep
      .then(() =>
        backfillStop.signal.aborted
          ? undefined
          : unlessRunningElsewhere(database.db, 'variant backfill', async () => {
              const outcome = await services.images.backfillVariants(backfillStop.signal);
              logBackfill(logger, outcome, 'Made the narrower copies that images stored before them lacked');
            }),
      )
      .catch(
        (error: unknown) =>
          !backfillStop.signal.aborted &&
          logger.warn({ err: error }, 'Making the narrower copies of older images stopped; it is tried again at the next start'),
      );
    const enquiryJobs = await startEnquiryJobs(services.enquiries, config.enquiryRetentionDays, logger);
    const sweepJob: ScheduledJob = { name: SWEEP_JOB, pattern: SWEEP_SCHEDULE, run: sweep };
    const jobs = scheduleOnceAcrossInstances(
      database.db,
      [
        sweepJob,
        trashPurgeJob(services.trash, logger),
        ...enquiryJobs.jobs,
        ...visitJobs(services.visits, logger),
        ...dailyBackupJobs(services.backups, backupSchedule, logger),
      ],
      (job, error) => logger.warn({ err: error, job }, 'A scheduled job could not be claimed (database unreachable); it runs at its next time'),
    );
    const stopClearingLimits = clearExpiredLimitsEvery(database.db, () => services.auth.limits.clearExpired(), logger);

    const stop = () =>
      (stopping ??= (async () => {
        // At once: its image work would compete with the requests still being answered.
        backfillStop.abort();
        firmYear.stop();
        stopHeapCeiling();
        stopIdleCollection();
        for (const socket of sockets) {
          const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
          if (inFlight && !inFlight.headersSent) inFlight.setHeader('Connection', 'close');
        }
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests still running after 10 s are cut off rather than holding the shutdown forever.
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await app.apollo.stop();
        await jobs.stop();
        await enquiryJobs.stop();
        // Once no page is being answered: the counts gathered since the last flush.
        await services.visits.counter.stop();
        await services.users.settled();
        services.mailer.close();
        await stopClearingLimits();
        await variantBackfill;
        await follower?.stop();
        await database.close();
      })());

    return { url: `http://localhost:${port}`, port, services, database, publicCache: app.publicCache, express: app.express, jobs, stop };
  } catch (error) {
    backfillStop.abort();
    await variantBackfill;
    await follower?.stop();
    await database.close();
    throw error;
  }
}
