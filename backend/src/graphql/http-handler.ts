import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, Response } from 'express';
import { encodeBody } from '../encoded-body';
import type { PublicAnswer, PublicResponseCache } from '../http/public-cache';
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
  return (req: Request, res: Response): Promise<void> => {
    // An answer with a token holds hidden items and staff names: a CDN must not give a kept anonymous one to a signed-in request.
    res.vary('Authorization');
    // Apollo picks the content type from Accept (application/graphql-response+json or application/json).
    res.vary('Accept');
    return cache.respond(req, res, publicQueries.keyFor(req, cache), async (): Promise<PublicAnswer> => {
      const request = toApolloRequest(req);
      const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => createContext(req) });
      const headers = [...response.headers];
      const status = response.status ?? 200;
      // Incremental delivery (@defer) is not enabled; gathered whole so a future schema change cannot hang a request.
      let text = '';
      if (response.body.kind === 'chunked') for await (const chunk of response.body.asyncIterator) text += chunk;
      else text = response.body.string;
      const body = encodeBody(text);
      if (body.bytes.length > maxResponseBytes) return { status: 400, headers, body: encodeBody(responseTooLarge(body.bytes.length, maxResponseBytes)) };
      return { status, headers, body, keep: publicQueries.isCacheable(request) };
    });
  };
}
