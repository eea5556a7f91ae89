import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused body may still come in after the answer, so the client reads the answer before the close. */
const LINGER_MS = 5000;

/**
 * When an answer is sent before the request body was read (a refused upload: 401, 413, a malformed
 * form), Node would read and discard the rest of the body, to keep the connection, for as long as
 * the client takes to send it. Instead the answer says `Connection: close`, the connection is
 * half-closed once the answer is out, the rest of the body is discarded for at most LINGER_MS, and
 * then the connection is cut. (Closing at once could reset the connection before the client read
 * the answer: a browser would show a network error instead of "please log in again".)
 */
export function closeUnreadRequests(req: IncomingMessage, res: ServerResponse): void {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  if (!hasBody) return;
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) {
      this.setHeader('Connection', 'close');
      // A parser that gave up (a refused upload) unpiped the request and left it paused: read on, discarding.
      req.unpipe();
      req.resume();
      lingerBeforeClosing(req.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Node ends a `Connection: close` response with socket.destroySoon(); this one waits a little first. */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
