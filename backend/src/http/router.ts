import { Router } from 'express';

/**
 * Every router of the app: paths match in one spelling only (case-sensitive). /API/Projects or
 * /GraphQL answering like the real path would be other keys of the public response cache, and
 * checks made per path before the router (GraphQL's CSRF rule in the fast path) would not see them.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true });
}
