import { MAX_UPLOAD_SIZE_TEXT } from '@vriddhi/rules';
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
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  /** The uploaded file this refusal is about, when one of several was (see images/about-file.ts). */
  fileName?: string;
  get status(): number {
    return httpStatusOf[this.code];
  }
}

/** Field name → the message shown for that field. */
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

/**
 * A save made against a version of the record that is no longer the stored one (someone else saved
 * it meanwhile): nothing was changed. The client reloads the record and saves again.
 */
export class ConflictError extends AppError {
  readonly code = 'CONFLICT' as const;
}

/**
 * The same refusal when the version came in an HTTP If-Match header: 412, the status HTTP gives a
 * failed If-Match (RFC 9110 §13.1.1), where a stale `version` in the body gets 409.
 */
export class PreconditionFailedError extends AppError {
  readonly code = 'PRECONDITION_FAILED' as const;
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
  constructor(message = `File is too large: the limit is ${MAX_UPLOAD_SIZE_TEXT} per image`) {
    super(message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
  constructor(message = 'Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image') {
    super(message);
  }
}

/** An Idempotency-Key sent again with another request than the one it was first sent with. */
export class IdempotencyKeyReusedError extends AppError {
  readonly code = 'IDEMPOTENCY_KEY_REUSED' as const;
  constructor(message = 'This Idempotency-Key was already used for a different request: send a new key for a new request') {
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

/** Seconds every 503 asks a client to wait (its Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached: the request may be retried as it is. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE' as const;
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(message = 'The database is not reachable right now. Please try again in a few seconds.') {
    super(message);
  }
}

/** The upload folder cannot be written (permissions, a read-only or full disk): photos can be neither saved nor removed. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(reason: 'not writable' | 'full' | 'bucket unavailable' = 'not writable', options?: { cause?: unknown }) {
    super(
      reason === 'full'
        ? "Photos cannot be saved right now: the server's disk is full. Please tell whoever runs the server."
        : reason === 'bucket unavailable'
          ? 'Photos cannot be saved or removed right now: the server cannot reach its photo storage (the S3 bucket). Please tell whoever runs the server.'
          : 'Photos cannot be saved or removed right now: the server cannot write to its upload folder. Please tell whoever runs the server.',
    );
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** Node's network errors (they carry `syscall`) that mean the database host cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's codes for "no connection": class 08, shutting down or starting up (57P0x), too many
 * connections; and for "no answer in time": statement timeout (57014), a transaction left idle too long (25P03).
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
/** Errors node-postgres and TypeORM raise themselves (plain errors, no code) when a connection fails or dies. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
]);

function isUnreachableNode(node: Record<string, unknown>): boolean {
  const { code, message, syscall, severity, name, errors } = node;
  // Node tries each address of a host name (IPv6 and IPv4) and reports every failure together.
  if (name === 'AggregateError' && Array.isArray(errors))
    return errors.some((inner) => typeof inner === 'object' && inner !== null && isUnreachableNode(inner as Record<string, unknown>));
  if (typeof syscall === 'string') return typeof code === 'string' && NETWORK_CODES.has(code);
  if (typeof severity === 'string' && typeof code === 'string') {
    // A PostgreSQL server's own answer (node-postgres DatabaseError).
    return code.startsWith('08') || POSTGRES_CODES.has(code) || (code === '55000' && /not currently accepting connections/.test(String(message)));
  }
  // TypeORM: the connection died under a transaction (so its COMMIT was never sent), and the query
  // runner holding it was released; the next statement on it says so.
  if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  return node.constructor === Error && typeof message === 'string' && DRIVER_MESSAGES.has(message);
}

/**
 * True when `error`, or the database error it wraps, says the database could not be reached, as
 * opposed to a failed query or a client's mistake. Only errors shaped like the driver's are looked
 * at: a GraphQL or body-parser error quoting a client's text is never taken for an outage.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let hops = 0; typeof current === 'object' && current !== null && hops < 5; hops++) {
    const node = current as Record<string, unknown>;
    if (isUnreachableNode(node)) return true;
    // TypeORM's QueryFailedError wraps the driver's error; graphql-js wraps a resolver's error in
    // originalError, and a value that is not an Error (as seen from its realm) in thrownValue.
    current = node.driverError ?? node.originalError ?? node.thrownValue ?? node.cause;
  }
  return false;
}

/** Our own errors as they are; a database outage as ServiceUnavailableError; anything else null (an internal error). */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return new ServiceUnavailableError();
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EMFILE' || code === 'ENFILE') return new ServiceUnavailableError('The server is too busy right now. Please try again in a few seconds.');
  return null;
}

/** Seconds a client should wait before retrying, for the errors that have such a time. */
export function retryAfterOf(error: AppError): number | null {
  return error instanceof ServiceUnavailableError || error instanceof TooManyRequestsError ? error.retryAfterSeconds : null;
}
