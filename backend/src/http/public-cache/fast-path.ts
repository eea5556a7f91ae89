import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../logger';
import { startRequestLog } from '../../request-log';
import type { CachedResponse, PublicResponseCache } from './public-response-cache';
import { writeCachedResponse, type FlatHeaders } from './send';
import { hasSmallJsonBody, readSmallJsonBody } from './small-json-body';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** GraphQL's JSON POSTs (how most clients send a query) on the fast path. */
export interface GraphQLPosts {
  /** The cache key of an anonymous POST with this parsed body (PublicQueries), or null. */
  keyOf: (req: IncomingMessage, body: unknown) => string | null;
  /** Answers a POST the cache does not hold, its body already read (the Express app). */
  miss: Handler;
}

/**
 * The headers a list of header-only middlewares (helmet, cors) gives a plain same-origin GET,
 * taken by running them once on a stand-in response, so the fast path sends exactly what the
 * Express stack sends without configuring them twice.
 */
export function headersOf(middlewares: Middleware[]): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  const req = { method: 'GET', url: '/', headers: {} } as IncomingMessage;
  for (const middleware of middlewares) {
    let called = false;
    middleware(req, res, (error) => {
      if (error) throw error;
      called = true;
    });
    if (!called) throw new Error('headersOf: a middleware did not call next() synchronously');
  }
  return [...headers];
}

/**
 * Answers anonymous GETs and HEADs that the public response cache holds (REST lists, the public
 * pages' GraphQL queries, the public HTML pages), and with `graphqlPosts` anonymous GraphQL JSON
 * POSTs, before Express: they are nearly all the traffic, and the framework's own routing costs
 * several times the work of sending a body kept in memory (see backend/bench). Anything else, a
 * miss, or a cross-origin request (CORS decides per origin) goes through Express, which fills the
 * cache: false is returned, except for a POST, which is handed to `graphqlPosts.miss` once read.
 */
export function createFastPath(cache: PublicResponseCache, commonHeaders: [string, string][], logger: Logger, graphqlPosts?: GraphQLPosts) {
  // Per kept answer, its headers and the common ones in one flat list, Vary merged as Express would send it.
  const headerLists = new WeakMap<CachedResponse, FlatHeaders>();
  // A GraphQL answer also varies on Authorization and Accept (graphqlHttpHandler).
  const headersOfHit = (hit: CachedResponse, graphql: boolean) => {
    let lists = headerLists.get(hit);
    if (!lists) {
      const varies = [graphql && 'Authorization', graphql && 'Accept', hit.variesOnEncoding && 'Accept-Encoding'].filter(Boolean).join(', ');
      const merged = commonHeaders.map(([name, value]): [string, string] => [name, name === 'vary' && varies ? `${value}, ${varies}` : value]);
      if (varies && !commonHeaders.some(([name]) => name === 'vary')) merged.push(['vary', varies]);
      const all = [...merged, ...hit.headers];
      lists = { ok: all.flat(), notModified: all.filter(([name]) => name.toLowerCase() !== 'content-type').flat() };
      headerLists.set(hit, lists);
    }
    return lists;
  };

  /**
   * An anonymous GraphQL POST of a small JSON body: the body is read here, and a kept answer to it sent
   * at once; anything else goes to `miss` with the body read (small-json-body.ts).
   */
  const answerGraphQLPost = async (req: IncomingMessage, res: ServerResponse, { keyOf, miss }: GraphQLPosts) => {
    if (!(await readSmallJsonBody(req))) {
      // Express's body-parser would have logged it so: a client that gave up, or was cut off, mid-body.
      logger.warn({ req: { method: req.method, url: req.url }, res: { statusCode: 400 } }, 'request aborted');
      return;
    }
    const body = (req as IncomingMessage & { body?: unknown }).body;
    const key = body === undefined ? null : keyOf(req, body);
    const hit = key === null ? undefined : cache.get(key);
    if (!hit) return miss(req, res);
    writeCachedResponse(req, res, hit, headersOfHit(hit, true), startRequestLog(logger, req, res));
    hit.whenServed?.(req, res.statusCode);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.headers.origin !== undefined || req.headers.authorization !== undefined) return false;
    if (req.method === 'POST') {
      if (!graphqlPosts || req.url !== '/graphql' || !hasSmallJsonBody(req)) return false;
      void answerGraphQLPost(req, res, graphqlPosts);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // GraphQL: only what Apollo itself would answer (GET alone, with its CSRF preflight header).
    const graphql = req.url?.startsWith('/graphql') === true;
    if (graphql && (req.method !== 'GET' || !hasGraphQLPreflight(req))) return false;
    const hit = cache.get(cache.keyOf(req));
    if (!hit) return false;

    writeCachedResponse(req, res, hit, headersOfHit(hit, graphql), startRequestLog(logger, req, res));
    hit.whenServed?.(req, res.statusCode);
    return true;
  };
}

/** Apollo's CSRF prevention lets a GET through only with one of these headers (a browser must preflight them). */
export function hasGraphQLPreflight(req: IncomingMessage): boolean {
  return req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined;
}
