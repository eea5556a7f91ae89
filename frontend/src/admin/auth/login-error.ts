import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { NETWORK_ERROR_MESSAGE, errorEntries } from '@/admin/lib/graphql-errors';

/**
 * The login form's error: the server's message, else 'Server responded with status: {status}' for a
 * non-OK answer without one, else the network hint when the server could not be reached.
 */
export function loginErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) {
    const message = errorEntries(error).find((entry) => entry.message)?.message;
    if (message) return message;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return `Server responded with status: ${error.statusCode}`;
  }
  if (CombinedGraphQLErrors.is(error)) return 'Login failed. Please try again.';
  return NETWORK_ERROR_MESSAGE;
}
