/**
 * One error hierarchy for the whole backend. Services throw these; the GraphQL
 * formatter maps them to `extensions.code`, the REST layer to an HTTP status.
 * Anything else is an internal error whose message never leaves the server.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
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
    message = 'Too many login attempts. Please try again later.',
  ) {
    super(message);
  }
}
