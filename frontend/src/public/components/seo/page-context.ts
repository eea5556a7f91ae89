import { createContext } from 'react';
import type { ShareImageFieldsFragment } from '@/gql/graphql';

/** What a server-rendered public page needs to know besides its data. */
export interface PageContextValue {
  /** The site's public origin (`https://example.com`), for canonical and social URLs. */
  origin: string;
  /** The picture shown when a page is shared, unless the page has its own (a project's photo); none when it could not be read. */
  shareCard?: ShareImageFieldsFragment | null;
}

export const PageContext = createContext<PageContextValue>({ origin: '' });
