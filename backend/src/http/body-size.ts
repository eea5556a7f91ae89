import type { NextFunction, Request, Response } from 'express';
import { PayloadTooLargeError } from '../errors';

/** JSON and form bodies (files travel as multipart, which has its own limits). */
export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE = 'Request body is too large: the limit is 100 kB (upload files as multipart)';

/**
 * body-parser refuses a body over its limit only after reading all of it, however slowly it comes.
 * A body announced larger is refused at once (and its connection closed, see close-unread-requests);
 * one sent in chunks that grows past the limit has its connection cut.
 */
export function refuseOversizedBodies(req: Request, _res: Response, next: NextFunction): void {
  if (req.is('multipart/form-data')) return next();
  const announced = Number(req.headers['content-length'] ?? 0);
  if (announced > MAX_BODY_BYTES) return next(new PayloadTooLargeError(BODY_TOO_LARGE));
  if (req.headers['transfer-encoding'] !== undefined) {
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) req.socket.destroy();
    });
  }
  next();
}
