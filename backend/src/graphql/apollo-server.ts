import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { createDocumentStore } from './document-store';
import { createErrorFormatter, serviceUnavailableStatus } from './format-error';
import { costLimit, GRAPHQL_LIMITS, validationLimits } from './limits';
import type { PublicQueries } from './public-queries';

/** Apollo with the limits (tokens, depth, cost, aliases), error masking and public-query marking; started. */
export async function startApolloServer(schema: GraphQLSchema, publicQueries: PublicQueries, logger: Logger): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // The server's own shutdown stops Apollo after the last answer; Apollo's signal handlers would
    // stop it first (while requests still run) and then hang the server's stop.
    stopOnTerminationSignals: false,
    // Automatic persisted queries, for third parties (GET by hash through a CDN): bounded, shared with the public response cache's key.
    persistedQueries: { cache: publicQueries.persistedQueries, ttl: null },
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    documentStore: createDocumentStore(),
    formatError: createErrorFormatter(logger),
    validationRules: validationLimits(),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      costLimit(schema),
      serviceUnavailableStatus(),
      publicQueries.plugin(),
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await apollo.start();
  return apollo;
}
