import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { addressKey } from './address-key';

/** Requests one connection may have waiting behind the answer in progress. Browsers never pipeline; a client that does, deeper than this, is cut off. */
export const MAX_PIPELINED_REQUESTS = 8;
/** A connection with no bytes moving either way for this long is closed (a client that stopped reading its answers). */
export const IDLE_SOCKET_MS = 60_000;

const queued = Symbol('requests queued');
type CountedSocket = Socket & { [queued]?: number };

/**
 * Runs `handle` once this response owns the connection. A pipelined request waits behind the
 * answers before it, and nothing is done for it (a file opened, a query run) until its turn: if the
 * connection is cut first, there is nothing to clean up. A client that sends thousands of small
 * pipelined requests without reading would have the server hold thousands of answers (a 35-byte
 * request can cost a 50 kB list): past MAX_PIPELINED_REQUESTS waiting, the connection is closed.
 * An ordinary request, on a free connection, costs one property check.
 */
export function whenItsTurn(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  if (res.socket) {
    handle();
    return;
  }
  const socket = req.socket as CountedSocket;
  const waiting = (socket[queued] ?? 0) + 1;
  if (waiting > MAX_PIPELINED_REQUESTS) {
    socket.destroy();
    return;
  }
  socket[queued] = waiting;
  res.once('socket', () => {
    socket[queued] = (socket[queued] ?? 1) - 1;
    handle();
  });
}

/** Open connections in all; each costs a file descriptor, and 1,024 is a common limit per process. */
export const MAX_CONNECTIONS = 800;
/** Open connections from one address (an IPv6 /64). A trusted reverse proxy (TRUST_PROXY) is not limited: it should limit its clients itself. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/** Refuses a new connection from an address that already holds MAX_CONNECTIONS_PER_ADDRESS. */
export function limitConnectionsPerAddress(server: Server, isExempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isExempt(address)) return;
    const key = addressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > MAX_CONNECTIONS_PER_ADDRESS) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}

/** Timeouts and answers for what never reaches a request handler. */
export function applyConnectionLimits(server: Server, isTrustedProxy: (address: string) => boolean): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 15_000;
  server.requestTimeout = 5 * 60_000; // slow phone uploads
  server.timeout = IDLE_SOCKET_MS;
  server.maxConnections = MAX_CONNECTIONS;
  limitConnectionsPerAddress(server, isTrustedProxy);
  server.on('clientError', answerClientError);
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(JSON.stringify({ message: 'Expectation failed: only "Expect: 100-continue" is supported' }));
  });
}

/**
 * Requests Node's HTTP parser refuses before any handler runs (a NUL in the path, headers over
 * 16 kB, broken framing): answered with a JSON message like every other error, then closed. An
 * answer to HEAD has no body, and one to a request whose method could not be read has none either
 * (it may have been HEAD).
 */
function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  // A response already under way on this connection (pipelining) cannot be followed by another.
  const inProgress = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || error.code === 'ECONNRESET' || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Request headers are too large' : status === 408 ? 'Request timed out' : 'Bad request';
  const method = /^([A-Z]+) /.exec(error.rawPacket?.subarray(0, 16).toString('latin1') ?? '')?.[1];
  const body = method !== undefined && method !== 'HEAD' ? JSON.stringify({ message }) : '';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
