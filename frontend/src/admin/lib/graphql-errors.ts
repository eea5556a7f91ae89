import { MAX_UPLOAD_SIZE_TEXT } from '@vriddhi/rules';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Reading the errors our GraphQL API returns: `extensions.code`, and `extensions.fields` (field → message) for refused input. */

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

export const IMAGE_TOO_LARGE_MESSAGE = `Image is larger than ${MAX_UPLOAD_SIZE_TEXT}. Please choose a smaller photo.`;
export const UNSUPPORTED_IMAGE_MESSAGE = 'This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check if the server is running.';

function entriesFromBody(bodyText: string | undefined): ErrorEntry[] {
  if (!bodyText) return [];
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown; message?: unknown };
    if (Array.isArray(body.errors)) {
      return body.errors.filter((entry): entry is ErrorEntry => !!entry && typeof (entry as ErrorEntry).message === 'string');
    }
    if (typeof body.message === 'string') return [{ message: body.message }];
  } catch {
    // Not JSON (an HTML error page from a proxy, for instance).
  }
  return [];
}

/** The GraphQL errors carried by an Apollo error, also when they came with a non-2xx HTTP status. */
export function errorEntries(error: unknown): ErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((entry) => ({ message: entry.message, extensions: entry.extensions }));
  }
  if (ServerError.is(error)) return entriesFromBody(error.bodyText);
  return [];
}

export function httpStatus(error: unknown): number | undefined {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

export function errorCode(error: unknown): string | undefined {
  for (const entry of errorEntries(error)) {
    const code = entry.extensions?.code;
    if (typeof code === 'string') return code;
  }
  switch (httpStatus(error)) {
    case 401:
      return 'UNAUTHENTICATED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return undefined;
  }
}

/** A save refused because someone else saved the record since it was read (its version is stale). */
export function isConflict(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT';
}

/** The first human message the server sent, if any. */
export function serverMessage(error: unknown): string | undefined {
  return errorEntries(error).find((entry) => entry.message)?.message;
}

/** Per-field messages of a BAD_USER_INPUT error: `{ title: 'Title is required' }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of errorEntries(error)) {
    const fields = entry.extensions?.fields;
    if (fields && typeof fields === 'object') {
      for (const [field, message] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof message === 'string' && !(field in result)) result[field] = message;
      }
    }
  }
  return result;
}

/** True when the request never got an HTTP answer (server down, offline). */
export function isNetworkFailure(error: unknown): boolean {
  return (
    !CombinedGraphQLErrors.is(error) &&
    !ServerError.is(error) &&
    !ServerParseError.is(error) &&
    error instanceof Error &&
    (error.name === 'TypeError' || /network|failed to fetch/i.test(error.message))
  );
}

/**
 * A clear text for an upload the server refused, or undefined when the failure was something else. When the
 * request carried several files, the server says which one (`extensions.fileName`) and so does the text.
 */
export function uploadProblem(error: unknown): string | undefined {
  const code = errorCode(error);
  if (code !== 'PAYLOAD_TOO_LARGE' && code !== 'UNSUPPORTED_MEDIA_TYPE') return undefined;
  const entry = errorEntries(error).find((candidate) => candidate.extensions?.code === code);
  // A HEIC photo the server cannot decode: its own words name the format (and the file, if one of several).
  if (code === 'UNSUPPORTED_MEDIA_TYPE' && entry && /\bHEIC\b/.test(entry.message)) return entry.message;
  const fileName = entry?.extensions?.fileName;
  const text = code === 'PAYLOAD_TOO_LARGE' ? IMAGE_TOO_LARGE_MESSAGE : UNSUPPORTED_IMAGE_MESSAGE;
  return typeof fileName === 'string' ? `${fileName}: ${text}` : text;
}

/**
 * The best text to show for a failed write: a clear upload problem, else the server's own message
 * (hidden internal errors excepted), else a network hint, else `fallback`.
 */
export function describeError(error: unknown, fallback: string): string {
  const upload = uploadProblem(error);
  if (upload) return upload;
  if (errorCode(error) !== 'INTERNAL_SERVER_ERROR') {
    const message = serverMessage(error);
    if (message) return message;
  }
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}
