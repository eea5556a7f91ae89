import type { Actor } from './auth/actor';

/** Who a read is for: null for a visitor (a request without a token), else the signed-in user. */
export type Viewer = Actor | null;

/** What a reader is shown: only what is on the site, or hidden items too. */
export type Visibility = 'published' | 'all';

/**
 * The one rule of who sees hidden projects, gallery images and services: anyone signed in to the
 * admin (to manage them, and check a page before showing it); a visitor only what is on the site.
 * Only visitors' reads are kept by the public response cache, so it only ever holds the published view.
 */
export function visibleTo(viewer: Viewer): Visibility {
  return viewer === null ? 'published' : 'all';
}

/** The rows `visibility` shows, as a TypeORM condition to add to a query's. */
export function visibleRows(visibility: Visibility): { published?: true } {
  return visibility === 'published' ? { published: true } : {};
}
