import { createContext, useContext } from 'react';

/** What a server-rendered public page tells the server besides its HTML, and what it needs to know. */
export interface PageContextValue {
  /** The site's public origin (`https://example.com`), for canonical and social URLs. */
  origin: string;
  /** The HTTP status of the answer: a page that finds nothing to show sets 404. */
  status: number;
  /** A main image to preload with high priority (the largest paint of the page). */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

export const PageContext = createContext<PageContextValue>({ origin: '', status: 200 });

/**
 * Sets the HTTP status the server answers this page with (404 when there is nothing to show, 503 when
 * its data could not be read); nothing when `status` is undefined.
 */
export function usePageStatus(status: number | undefined): void {
  const page = useContext(PageContext);
  if (status !== undefined) page.status = status;
}
