import 'reflect-metadata';
import http, { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createApp } from './app';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/connect';
import { seedIfEmpty } from './db/seed';
import { createSchema } from './graphql/schema';
import type { ResponseMemo } from './http/response-memo';
import type { Logger } from './logger';
import { createServices, type Services } from './services';
import { ImageStore, LocalDiskDriver } from './storage';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  database: Database;
  /** Whole responses to public reads, kept until the next write (exposed for diagnostics and tests). */
  responseMemo: ResponseMemo;
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
  try {
    const store = new ImageStore(new LocalDiskDriver(config.uploadDir));
    const services = createServices(database.db, store, config.jwtSecret);
    if (await seedIfEmpty(database.db, services.images, { demoContent: config.seedDemoContent })) {
      logger.info('Seeded the demo content');
    }
    const admin = await services.auth.ensureFirstAdmin(config.adminEmail, config.adminPassword);
    if (admin) options.onFirstAdmin?.(admin);

    const app = await createApp({ config, db: database.db, services, schema: await createSchema(), logger });
    const server = http.createServer((req, res) => {
      if (!app.fastPath(req, res)) app.express(req, res);
    });
    server.on('clientError', answerClientError);
    server.on('checkExpectation', (_req, res: http.ServerResponse) => {
      res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ message: 'Expectation failed: only "Expect: 100-continue" is supported' }));
    });
    server.keepAliveTimeout = 65_000;
    server.requestTimeout = 5 * 60_000; // slow phone uploads
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests still running after 10 s are cut off rather than holding the shutdown forever.
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await app.apollo.stop();
        await database.close();
      })());

    return { url: `http://localhost:${port}`, port, services, database, responseMemo: app.responseMemo, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Requests Node's HTTP parser refuses before any handler runs (a NUL in the path, headers over
 * 16 kB, broken framing): answered with a JSON message like every other error, then closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A response already under way on this connection (pipelining) cannot be followed by another.
  const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || error.code === 'ECONNRESET' || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Request headers are too large' : status === 408 ? 'Request timed out' : 'Bad request';
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
