import type { ApolloCache } from '@apollo/client';

/** Moves the cached unread count (the sidebar's badge, the dashboard's tile) by `delta`, without asking the server. */
export function adjustUnreadCount(cache: ApolloCache, delta: number): void {
  if (delta === 0) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { unreadEnquiryCount: (count: number) => Math.max(0, count + delta) },
  });
}
