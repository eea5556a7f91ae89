import type { ApolloServerPlugin, HTTPGraphQLRequest } from '@apollo/server';
import type { Request } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth';
import { hasGraphQLPreflight, type PublicResponseCache } from '../http/public-cache';
import type { GraphQLContext } from './context';
import { canonicalJson, NormalisedDocuments } from './normalised-documents';
import { PersistedQueryStore, sha256Hex } from './persisted-queries';

/**
 * The one allow-list of root fields whose anonymous answer the public response cache may keep: the
 * public content's lists and single items (as a visitor sees them: hidden ones are null), the
 * settings and the share card. Everything they answer is public content, which only changes through
 * a write that moves the content version and so empties the cache. Any other root field (me, users,
 * activity, enquiries, backups…) is never kept.
 */
const PUBLIC_LIST_FIELDS = new Set([
  'projects',
  'project',
  'services',
  'service',
  'galleryImages',
  'galleryImage',
  'galleryCategories',
  'siteSettings',
  'shareCard',
  '__typename',
]);
const MAX_QUERY_LENGTH = 10_000;
/** A GET query's parameters: any other one would only make another copy of the same response. */
const GET_PARAMETERS = new Set(['query', 'operationName', 'variables', 'extensions']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hash of an automatic persisted query (`{ persistedQuery: { version: 1, sha256Hash } }` and nothing else), or null. */
function persistedQueryHash(extensions: unknown): string | null {
  if (!isPlainObject(extensions) || Object.keys(extensions).length !== 1) return null;
  const persisted = extensions.persistedQuery;
  if (!isPlainObject(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') return null;
  return /^[0-9a-f]{64}$/.test(persisted.sha256Hash) ? persisted.sha256Hash : null;
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
  private readonly documents = new NormalisedDocuments();
  /** Apollo's store of automatic persisted queries, read here too so a hash alone finds the cached answer of its query. */
  readonly persistedQueries = new PersistedQueryStore();

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

  /**
   * The cache key of this request; null when it must not be kept: a token, neither a GET nor a plain
   * JSON POST, or unusual fields. A GET is kept under its URL (what the fast path and a CDN look up); a
   * POST under its operation name, normalised document and canonical variables, whether the document
   * came whole or as a registered persisted query's hash.
   */
  keyFor(req: Request, cache: PublicResponseCache): string | null {
    if (req.headers.authorization !== undefined) return null;
    if (req.method === 'GET') {
      const known = Object.keys(req.query).every((name) => GET_PARAMETERS.has(name));
      return known && hasGraphQLPreflight(req) && req.url.length <= MAX_QUERY_LENGTH ? cache.keyOf(req, req.originalUrl) : null;
    }
    if (req.method !== 'POST' || !req.is('application/json')) return null;
    return this.keyForJsonPost(req, req.body, cache);
  }

  /** keyFor of an anonymous JSON POST whose body is parsed (also the fast path's, before Express). */
  keyForJsonPost(req: IncomingMessage, body: unknown, cache: PublicResponseCache): string | null {
    // Nested too deeply for canonicalJson: Express refuses it (limitJsonDepth).
    if (!isPlainObject(body) || jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return null;
    const { query, operationName, variables, extensions } = body;
    const text = extensions === undefined ? query : this.persistedQueryText(query, extensions);
    if (typeof text !== 'string' || text.length > MAX_QUERY_LENGTH) return null;
    if (operationName != null && typeof operationName !== 'string') return null;
    if (variables != null && !isPlainObject(variables)) return null;
    const document = this.documents.of(text);
    if (document === null) return null;
    // The Accept header picks the response's content type; the host makes the absolute links (keyOf).
    return `${cache.keyOf(req, '/graphql (POST)')}\n${JSON.stringify([operationName ?? null, document])}\n${canonicalJson(variables ?? null)}`;
  }

  /** The query a persisted-query request stands for: its registered text, or the text it sends when that text has the hash it claims. */
  private persistedQueryText(query: unknown, extensions: unknown): string | undefined {
    const hash = persistedQueryHash(extensions);
    if (hash === null) return undefined;
    if (query === undefined) return this.persistedQueries.queryOf(hash);
    return typeof query === 'string' && sha256Hex(query) === hash ? query : undefined;
  }
}
