import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, Response } from 'express';
import { encodeBody } from '../encoded-body';
import { sendAndKeep, sendCachedResponse, type PublicResponseCache } from '../http/public-cache';
import { readCacheVersion } from '../read-cache';
import type { GraphQLContext } from './context';
import { GRAPHQL_LIMITS } from './limits';
import type { PublicQueries } from './public-queries';

function toApolloRequest(req: Request): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = req.url.indexOf('?');
  return { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body };
}

function responseTooLarge(bytes: number, maxResponseBytes: number): string {
  return JSON.stringify({
    errors: [
      {
        message: `Response is too large: ${bytes} bytes exceeds the limit of ${maxResponseBytes} bytes. Ask for fewer fields or items.`,
        extensions: { code: 'RESPONSE_TOO_LARGE', limit: { maxResponseBytes } },
      },
    ],
  });
}

/**
 * /graphql over Apollo: anonymous public-list queries are answered from the public response cache
 * when it has them, everything else runs through Apollo (limits, auth, error masking), and no
 * answer larger than GRAPHQL_LIMITS.maxResponseBytes leaves the server.
 */
export function graphqlHttpHandler(
  apollo: ApolloServer<GraphQLContext>,
  createContext: (req: Request) => Promise<GraphQLContext>,
  publicQueries: PublicQueries,
  cache: PublicResponseCache,
  maxResponseBytes: number = GRAPHQL_LIMITS.maxResponseBytes,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const key = publicQueries.keyFor(req, cache);
    const hit = key === null ? undefined : cache.get(key);
    if (hit) {
      sendCachedResponse(req, res, hit);
      return;
    }

    const versionAtStart = readCacheVersion();
    const request = toApolloRequest(req);
    const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => createContext(req) });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'chunked') {
      // Incremental delivery (@defer) is not enabled; kept so a future schema change cannot hang a request.
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
      return;
    }
    let body = encodeBody(response.body.string);
    if (body.bytes.length > maxResponseBytes) {
      res.statusCode = 400;
      body = encodeBody(responseTooLarge(body.bytes.length, maxResponseBytes));
    } else if (key !== null && res.statusCode === 200 && publicQueries.isCacheable(request)) {
      await sendAndKeep(cache, req, res, key, { headers: [...response.headers], body }, versionAtStart);
      return;
    }
    res.set('ETag', body.etag).send(body.bytes);
  };
}
