import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import { trackRequest } from '../request-log';
import { getRequestKey, type ResponseMemo } from './response-memo';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

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
 * Answers anonymous GETs of the public lists (REST lists, the public pages' GraphQL queries) from
 * the response memo, before Express: they are nearly all the traffic, and the framework's own
 * routing costs several times the work of sending a body kept in memory (see backend/bench).
 * Anything else, a memo miss, or a cross-origin request (CORS decides per origin) returns false
 * and goes through Express, which fills the memo.
 */
export function createFastPath(memo: ResponseMemo, commonHeaders: [string, string][], logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.origin !== undefined || req.headers.authorization !== undefined) return false;
    // GraphQL: only what Apollo itself would answer (GET alone, with its CSRF preflight header).
    if (req.url?.startsWith('/graphql') && (req.method !== 'GET' || !hasGraphQLPreflight(req))) return false;
    const hit = memo.get(getRequestKey(req));
    if (!hit) return false;

    trackRequest(logger, req, res);
    for (const [name, value] of commonHeaders) res.setHeader(name, value);
    res.setHeader('ETag', hit.body.etag);
    if (!/no-cache/.test(req.headers['cache-control'] ?? '') && matchesEtag(req.headers['if-none-match'], hit.body.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader('Content-Length', hit.body.bytes.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : hit.body.bytes);
    return true;
  };
}

/** Apollo's CSRF prevention lets a GET through only with one of these headers (a browser must preflight them). */
export function hasGraphQLPreflight(req: IncomingMessage): boolean {
  return req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
