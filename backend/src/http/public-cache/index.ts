/**
 * The public response cache: whole answers to anonymous public reads (REST lists, GraphQL queries of
 * public lists, the public HTML pages, the sitemap), kept and compressed once until the next write,
 * and sent before Express by the fast path.
 */
export { createFastPath, hasGraphQLPreflight, headersOf, type GraphQLPosts } from './fast-path';
export { answerPreReadFailure } from './small-json-body';
export {
  isAnonymousRead,
  PublicResponseCache,
  type CachedResponse,
  type PublicAnswer,
  type PublicResponse,
  type PublicResponseCacheOptions,
} from './public-response-cache';
