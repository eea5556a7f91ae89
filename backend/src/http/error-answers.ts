import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';
import { toHttpError, type HttpError } from './http-error';

const INTERNAL: HttpError = { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };

/**
 * A REST failure's body: the message to show, the same `code` as GraphQL's `extensions.code` (so a
 * client handles both APIs' failures alike), and for a refused input `errors`, a message per field.
 */
export function restErrorBody({ message, code, fields }: Pick<HttpError, 'message' | 'code' | 'fields'>) {
  return fields ? { message, code, errors: fields } : { message, code };
}

/** How each part of the site words a failure: the REST API's JSON, GraphQL's errors list, or a plain message for pages and files. */
const BODIES = {
  rest: restErrorBody,
  graphql: ({ message, code, fields, retryAfterSeconds }: HttpError) => ({
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } }],
  }),
  plain: ({ message }: HttpError) => ({ message }),
};

/**
 * The one Express error handler, in the words of `shape`: the status, code and message from
 * toHttpError (the one map from errors to answers), Retry-After when the client should come back,
 * no stack traces. An unexpected error is logged and masked as a 500; an expected outage is logged as a warning.
 * An error after the response has started (a download failing partway) is logged too, and the connection cut off.
 */
export function answerErrors(logger: Logger, shape: keyof typeof BODIES) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const known = toHttpError(error);
    // Partway through a body (a streamed download): too late for an answer, the connection is cut off.
    const partway = res.headersSent ? ' (partway through the response, which was cut off)' : '';
    if (!known) logger.error({ err: error, reqId: req.id }, `Unexpected error answering ${req.method} ${req.baseUrl || req.path}${partway}`);
    else if (known.status >= 500 || partway) logger.warn({ err: error, reqId: req.id }, `${known.message}${partway}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const answer = known ?? INTERNAL;
    if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    // express.static may have set the file's type (image/webp) before it failed (416 for a bad Range).
    res.status(answer.status).type('application/json').json(BODIES[shape](answer));
  };
}
