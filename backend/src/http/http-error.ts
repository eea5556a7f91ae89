import { BODY_TOO_LARGE } from './body-size';
import { asAppError, retryAfterOf, ValidationError, type ErrorCode, type FieldErrors } from '../errors';

/** What a failed request answers, whatever the transport (REST JSON, GraphQL errors, static files). */
export interface HttpError {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
}

/** body-parser's error types: the client sent something unusable. Their own messages are not echoed. */
const BODY_ERRORS: Record<string, HttpError> = {
  'entity.parse.failed': { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE },
  'encoding.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported charset: send UTF-8' },
};

/**
 * Maps any error to the answer the client gets, or null for an internal error (logged, answered
 * as a masked 500). Client mistakes get their 4xx, a database outage 503 with Retry-After.
 */
export function toHttpError(error: unknown): HttpError | null {
  const { type, status } = (typeof error === 'object' && error !== null ? error : {}) as { type?: unknown; status?: unknown };
  if (typeof type === 'string' && BODY_ERRORS[type]) return BODY_ERRORS[type];
  const appError = asAppError(error);
  if (appError) {
    const retryAfterSeconds = retryAfterOf(appError);
    return {
      status: appError.status,
      code: appError.code,
      message: appError.message,
      ...(appError instanceof ValidationError ? { fields: appError.fields } : {}),
      ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}),
    };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // express.static refuses a path like /assets/..%2f..%2fpackage.json with 403: it is simply not a file here.
    if (status === 403 || status === 404) return { status: 404, code: 'NOT_FOUND', message: 'Not found' };
    return { status, code: 'BAD_REQUEST', message: 'Bad request' };
  }
  return null;
}
