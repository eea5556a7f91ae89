import type { TestServer } from './test-server';

/**
 * Counts the GraphQL requests Apollo executes: each gets its own image loader (graphql/context.ts),
 * while an answer from the public response cache never reaches Apollo. Each call of the returned
 * function gives the executions since the previous call.
 */
export function watchExecutions(server: TestServer): () => number {
  const loaders = jest.spyOn(server.services.images, 'createLoader');
  let seen = loaders.mock.calls.length;
  return () => {
    const since = loaders.mock.calls.length - seen;
    seen = loaders.mock.calls.length;
    return since;
  };
}
