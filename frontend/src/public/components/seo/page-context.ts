import { createContext } from 'react';

/** What a server-rendered public page needs to know besides its data. */
export interface PageContextValue {
  /** The site's public origin (`https://example.com`), for canonical and social URLs. */
  origin: string;
}

export const PageContext = createContext<PageContextValue>({ origin: '' });
