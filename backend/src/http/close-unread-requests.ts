import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a refused body may still trickle in after the answer, so the client can read it before the close. */
const LINGER_MS = 2000;

/**
 * When an answer is sent before the request body was read (a refused upload: 401, 413, a malformed
 * form), Node would read and discard the rest of the body to keep the connection alive, for as long
 * as the client takes to send it. Instead the connection is closed: half-closed at once (the client
 * sees the answer, then the end), and cut off if the client is still sending shortly after.
 */
export function closeUnreadRequests(req: IncomingMessage, res: ServerResponse): void {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  if (!hasBody) return;
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
