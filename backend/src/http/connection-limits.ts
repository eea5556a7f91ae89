import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { addressKey } from './ip-address';
import { guardSlowClients } from './slow-clients';

/** Requests one connection may have waiting behind the answer in progress. Browsers never pipeline; a client that does, deeper than this, is cut off. */
export const MAX_PIPELINED_REQUESTS = 8;

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

export interface ConnectionLimits {
  maxTotal: number;
  maxPerAddress: number;
  /** Peers not counted per address (a trusted reverse proxy). */
  isExempt: (address: string) => boolean;
}

type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Refuses a connection from an address that already holds `maxPerAddress`. When `maxTotal` are
 * open, a new connection takes the place of an idle one (no answer in progress: kept alive between
 * requests, or still sending its headers) of the address that holds the most, so a few addresses
 * holding all they may cannot keep a new visitor out; only when none is idle is it refused.
 */
export function limitConnections(server: Server, { maxTotal, maxPerAddress, isExempt }: ConnectionLimits): void {
  const byAddress = new Map<string, Set<HttpSocket>>();
  let total = 0;
  server.on('connection', (socket: HttpSocket) => {
    const address = socket.remoteAddress ?? '';
    const exempt = address === '' || isExempt(address);
    const key = exempt ? '' : addressKey(address);
    const group = byAddress.get(key) ?? new Set<HttpSocket>();
    if ((!exempt && group.size >= maxPerAddress) || (total >= maxTotal && !closeOneIdle(byAddress))) {
      socket.destroy();
      return;
    }
    group.add(socket);
    byAddress.set(key, group);
    total += 1;
    socket.once('close', () => {
      total -= 1;
      group.delete(socket);
      if (group.size === 0) byAddress.delete(key);
    });
  });
}

function closeOneIdle(byAddress: Map<string, Set<HttpSocket>>): boolean {
  const fullest = [...byAddress.values()].sort((a, b) => b.size - a.size);
  for (const group of fullest) {
    for (const socket of group) {
      if (!socket._httpMessage && !socket.destroyed) {
        socket.destroy();
        return true;
      }
    }
  }
  return false;
}

/** Timeouts and answers for what never reaches a request handler. */
export function applyConnectionLimits(server: Server, isTrustedProxy: (address: string) => boolean): void {
  server.keepAliveTimeout = 65_000;
  guardSlowClients(server);
  limitConnections(server, { maxTotal: MAX_CONNECTIONS, maxPerAddress: MAX_CONNECTIONS_PER_ADDRESS, isExempt: isTrustedProxy });
  server.on('clientError', answerClientError);
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(JSON.stringify({ message: 'Expectation failed: only "Expect: 100-continue" is supported' }));
  });
}

/**
 * Requests Node's HTTP parser refuses before any handler runs (a NUL in the path, headers over
 * 16 kB, broken framing): answered with a JSON message like every other error, then closed; an
 * answer to HEAD without a body.
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
  const isHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = isHead ? '' : JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
