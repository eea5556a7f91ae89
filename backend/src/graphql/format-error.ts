import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { asAppError, retryAfterOf, ValidationError } from '../errors';
import type { Logger } from '../logger';

/** Codes that graphql-js and Apollo set themselves and whose messages are safe to show. */
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Our errors keep their message and code (a database outage becomes SERVICE_UNAVAILABLE); anything unexpected is masked and logged. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const appError = asAppError(original);
    if (appError) {
      const extensions: Record<string, unknown> = { code: appError.code };
      if (appError instanceof ValidationError) extensions.fields = appError.fields;
      if (appError.fileName) extensions.fileName = appError.fileName;
      const retryAfter = retryAfterOf(appError);
      if (retryAfter !== null) extensions.retryAfterSeconds = retryAfter;
      return { message: appError.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PASS_THROUGH.has(code)) {
      const limit = formatted.extensions?.limit;
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: limit ? { code, limit } : { code } };
    }
    if (isApolloBadRequest(original)) return { message: (original as GraphQLError).message, extensions: { code: 'BAD_REQUEST' } };
    logger.error({ err: original }, 'Unexpected GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Apollo's own refusals that carry a 400 but no code (a persisted query whose hash is not its text's, an unknown persisted-query version). */
function isApolloBadRequest(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const http = error.extensions.http as { status?: number } | undefined;
  return http?.status === 400;
}

/** A response that failed because the database is down answers 503 with Retry-After, as REST and /readyz do. */
export function serviceUnavailableStatus(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const outage = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
          if (!outage) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(outage.extensions?.retryAfterSeconds ?? 5));
        },
      };
    },
  };
}
