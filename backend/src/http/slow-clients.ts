import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How slow a client may be before its connection is cut. */
export interface ClientDeadlines {
  /** A request's headers must be complete within this. */
  headersMs: number;
  /** A whole request (headers and body) within this: slow phone uploads. */
  requestMs: number;
  /** A body must arrive at least this fast on average, once `bodyGraceMs` have passed. */
  minBodyBytesPerSecond: number;
  bodyGraceMs: number;
  /** A connection with no bytes moving for this long is closed, unless the server is still working on its answer. */
  idleMs: number;
}

export const CLIENT_DEADLINES: ClientDeadlines = {
  headersMs: 15_000,
  requestMs: 5 * 60_000,
  minBodyBytesPerSecond: 4_096,
  bodyGraceMs: 10_000,
  idleMs: 60_000,
};

/** How often Node checks the header and request deadlines (its default, 30 s, let a 15 s deadline run to 45 s). */
const DEADLINE_CHECK_MS = 1_000;

/** Options for http.createServer: the deadline checks that can only be set at creation. */
export const SERVER_OPTIONS: ServerOptions = { connectionsCheckingInterval: DEADLINE_CHECK_MS };

type HttpSocket = Socket & { _httpMessage?: (ServerResponse & { req: IncomingMessage }) | null };

/**
 * Cuts clients that hold a connection without sending: headers dripped past `headersMs`, a body
 * slower than `minBodyBytesPerSecond`, a request past `requestMs`, no traffic for `idleMs`. Never
 * the client that waits for the server: once a request has arrived whole, the idle deadline does
 * not run until its answer starts, so an answer is never lost while the work behind it commits.
 */
export function guardSlowClients(server: Server, deadlines: ClientDeadlines = CLIENT_DEADLINES): void {
  server.headersTimeout = deadlines.headersMs;
  server.requestTimeout = deadlines.requestMs;
  server.timeout = deadlines.idleMs;
  server.on('timeout', (socket: HttpSocket) => {
    const res = socket._httpMessage;
    if (res && !res.headersSent && res.req.complete) return; // the server is working: its answer re-arms the deadline
    socket.destroy();
  });
  server.on('request', (req: IncomingMessage) => guardBodyRate(req, deadlines));
}

/** Requests whose bodies are still arriving, checked together once a second (one timer in all, not one each). */
interface BodyInFlight {
  req: IncomingMessage;
  started: number;
  bytesAtStart: number;
  deadlines: ClientDeadlines;
}
const bodiesInFlight = new Set<BodyInFlight>();
let bodyCheck: NodeJS.Timeout | null = null;

function guardBodyRate(req: IncomingMessage, deadlines: ClientDeadlines): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) && req.headers['transfer-encoding'] === undefined) return;
  const entry: BodyInFlight = { req, started: Date.now(), bytesAtStart: req.socket.bytesRead, deadlines };
  bodiesInFlight.add(entry);
  const done = () => bodiesInFlight.delete(entry);
  req.once('end', done);
  req.once('close', done);
  bodyCheck ??= setInterval(checkBodyRates, DEADLINE_CHECK_MS).unref();
}

function checkBodyRates(): void {
  const now = Date.now();
  for (const entry of bodiesInFlight) {
    const { req, started, bytesAtStart, deadlines } = entry;
    if (req.complete || req.socket.destroyed) {
      bodiesInFlight.delete(entry);
      continue;
    }
    if (req.readableFlowing !== true) {
      // Nobody reads the body yet (the server is checking the token, say): the client is not the slow one.
      entry.started = now;
      entry.bytesAtStart = req.socket.bytesRead;
      continue;
    }
    const seconds = (now - started) / 1000;
    if (seconds * 1000 >= deadlines.bodyGraceMs && (req.socket.bytesRead - bytesAtStart) / seconds < deadlines.minBodyBytesPerSecond) {
      bodiesInFlight.delete(entry);
      req.socket.destroy();
    }
  }
  if (bodiesInFlight.size === 0 && bodyCheck) {
    clearInterval(bodyCheck);
    bodyCheck = null;
  }
}
