import type { NextFunction, Request, Response } from 'express';
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the client's x-request-id when it is sane, else a random UUID. */
    id: string;
  }
}

const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and request logs. Every response carries x-request-id; a finished request is logged
 * with its status and duration at error (5xx), warn (4xx) or debug level (successful reads are the
 * bulk of the traffic). Nothing is built for a level that is off: pino-http made a child logger
 * per request, which cost about a quarter of the CPU of a cached list read (see backend/bench).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    trackRequest(logger, req, res);
    next();
  };
}

/** Gives the request its id (also sent as x-request-id) and logs it once the response is done. */
function trackRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('x-request-id', startRequestLog(logger, req, res));
}

/**
 * trackRequest without setting the header: returns the id for a caller that writes all headers at
 * once (the public cache's fast path, where each setHeader is a measurable share of the work).
 */
/**
 * The address as logged: GraphQL GET queries carry the whole query and its variables (the path only);
 * links to a preview or a backup carry a token in `token=`, which never reaches the log.
 */
export function loggedUrl(url: string | undefined): string | undefined {
  return url?.startsWith('/graphql') ? url.split('?')[0] : url?.replace(/([?&]token=)[^&#]*/gi, '$1…');
}

export function startRequestLog(logger: Logger, req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
  req.id = id;
  const started = performance.now();
  const url = loggedUrl(req.url);
  // 'close' follows every response, finished or cut off.
  res.once('close', () => {
    const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      { req: { id, method: req.method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
      res.writableFinished ? 'request completed' : 'request aborted',
    );
  });
  return id;
}
