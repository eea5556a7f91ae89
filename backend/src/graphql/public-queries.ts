import type { ApolloServerPlugin, HTTPGraphQLRequest } from '@apollo/server';
import type { Request } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { hasGraphQLPreflight, type PublicResponseCache } from '../http/public-cache';
import type { GraphQLContext } from './context';

/**
 * Root fields answered only from the services' cached public lists (and the cached settings). Everything below them comes
 * from those lists too (related projects) or from image metadata, which never changes for a URL.
 */
const PUBLIC_LIST_FIELDS = new Set(['projects', 'services', 'galleryImages', 'galleryCategories', 'siteSettings', 'shareCard', '__typename']);
const MAX_QUERY_LENGTH = 10_000;
/** A GET query's parameters: any other one would only make another copy of the same response. */
const GET_PARAMETERS = new Set(['query', 'operationName', 'variables', 'extensions']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyPublicLists(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && PUBLIC_LIST_FIELDS.has(selection.name.value))
  );
}

/**
 * Which GraphQL answers the public response cache may keep: anonymous queries that read only public
 * lists (the public pages' queries), as Apollo answered them without errors. GET queries are then
 * also answered by the fast path before Express; plain JSON POSTs of them from the cache, through
 * Express. Requests with a token, uploads, mutations, errors and any other query go to Apollo.
 */
export class PublicQueries {
  /** Requests whose answer may be kept, marked by the plugin (Apollo clones the context, not the request). */
  private readonly cacheable = new WeakSet<HTTPGraphQLRequest>();

  /** Marks an answer as cacheable once Apollo has resolved the operation and found no errors. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    const cacheable = this.cacheable;
    return {
      async requestDidStart() {
        return {
          async willSendResponse({ request, operation, response }) {
            if (
              request.http &&
              operation &&
              onlyPublicLists(operation) &&
              response.body.kind === 'single' &&
              !response.body.singleResult.errors &&
              (response.http.status ?? 200) === 200
            ) {
              cacheable.add(request.http);
            }
          },
        };
      },
    };
  }

  isCacheable(request: HTTPGraphQLRequest): boolean {
    return this.cacheable.has(request);
  }

  /** The cache key of this request; null when it must not be kept: a token, neither a GET nor a plain JSON POST, or unusual fields. */
  keyFor(req: Request, cache: PublicResponseCache): string | null {
    if (req.headers.authorization !== undefined) return null;
    if (req.method === 'GET') {
      const known = Object.keys(req.query).every((name) => GET_PARAMETERS.has(name));
      return known && hasGraphQLPreflight(req) && req.url.length <= MAX_QUERY_LENGTH ? cache.keyOf(req, req.originalUrl) : null;
    }
    if (req.method !== 'POST' || !req.is('application/json')) return null;
    const body: unknown = req.body;
    if (!isPlainObject(body) || body.extensions !== undefined) return null;
    const { query, operationName, variables } = body;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
    if (operationName != null && typeof operationName !== 'string') return null;
    if (variables != null && !isPlainObject(variables)) return null;
    // The Accept header picks the response's content type.
    return `POST ${JSON.stringify([req.headers.accept ?? '', operationName ?? null, query, variables ?? null])}`;
  }
}
