/**
 * One error hierarchy for the whole backend. Services throw these; the GraphQL
 * formatter maps them to `extensions.code`, the REST layer to an HTTP status.
 * Anything else is an internal error whose message never leaves the server.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  get status(): number {
    return httpStatusOf[this.code];
  }
}

/** Field name → the spec's message for that field. */
export type FieldErrors = Record<string, string>;

export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT' as const;
  constructor(
    readonly fields: FieldErrors,
    message = Object.values(fields)[0] ?? 'Invalid input',
  ) {
    super(message);
  }
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message = 'Authentication required') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN' as const;
  constructor(message = 'You are not allowed to do this') {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND' as const;
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
  constructor(message = 'File is too large: the limit is 10 MB per image') {
    super(message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
  constructor(message = 'Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image') {
    super(message);
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS' as const;
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many login attempts. Please try again in ${retryAfterSeconds <= 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}.`,
  ) {
    super(message);
  }
}

/** A request the transport cannot use (malformed JSON or multipart, a broken upload map): the client's mistake. */
export class BadRequestError extends AppError {
  readonly code = 'BAD_REQUEST' as const;
}

/** The database cannot be reached: the request may be retried as it is. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE' as const;
  readonly retryAfterSeconds = 5;
  constructor(message = 'The database is not reachable right now. Please try again in a few seconds.') {
    super(message);
  }
}

/** Network errors and PostgreSQL's own codes for "no connection" (class 08, shutdown 57P0x, too many connections). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
// TypeORM's "Query runner already released": the connection died under a transaction, so the COMMIT was never sent.
const UNREACHABLE_MESSAGES = /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|not queryable|Connection refused|Query runner already released/i;

/** True when `error` (or what it wraps) says the database could not be reached, as opposed to a failed query. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, hops = 0; typeof current === 'object' && current !== null && hops < 5; hops++) {
    const { code, message, driverError, cause, thrownValue } = current as Record<string, unknown>;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // thrownValue: graphql-js wraps a value that is not an Error (as seen from its realm) in NonErrorThrown.
    current = driverError ?? cause ?? thrownValue;
  }
  return false;
}

/** Our own errors as they are; a database outage as ServiceUnavailableError; anything else null (an internal error). */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return new ServiceUnavailableError();
  return null;
}

/** Seconds a client should wait before retrying, for the errors that have such a time. */
export function retryAfterOf(error: AppError): number | null {
  return error instanceof ServiceUnavailableError || error instanceof TooManyRequestsError ? error.retryAfterSeconds : null;
}
