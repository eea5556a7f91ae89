/**
 * The public response cache: whole answers to anonymous public reads (REST lists, GraphQL GET
 * queries of public lists, the public HTML pages), kept and compressed once until the next write,
 * and sent before Express by the fast path.
 */
export { offerPublicResponses, sendAndKeep, sendPublicResponse } from './express';
export { createFastPath, hasGraphQLPreflight, headersOf } from './fast-path';
export { PublicResponseCache, type CachedResponse, type PublicResponse } from './public-response-cache';
export { sendCachedResponse } from './send';
