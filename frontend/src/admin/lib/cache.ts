import { InMemoryCache, type ApolloCache, type FieldPolicy, type Reference } from '@apollo/client';

/** A page of a list as the cache keeps it (enquiryPage, userPage, backupPage; activityPage keeps each page apart, as the Activity screen turns them). */
interface CachedPage {
  items: Reference[];
  nextCursor: string | null;
  total: number;
}

/**
 * One list per filter (`keyArgs`): a page asked for with `after` (Load more) is added to the list
 * when it continues it, a first page replaces it, and a late answer for a page already passed is dropped.
 */
function pagedList(keyArgs: string[] | false): FieldPolicy<CachedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      if (args.after !== existing.nextCursor) return existing;
      return { ...incoming, items: [...existing.items, ...incoming.items] };
    },
  };
}

/** The admin's Apollo cache (the tests use the same one). */
export function createAdminCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          enquiryPage: pagedList(['status', 'search']),
          userPage: pagedList(false),
          backupPage: pagedList(false),
        },
      },
    },
  });
}

const PAGED_TYPES = { enquiryPage: 'Enquiry', userPage: 'User' } as const;

/** Takes a deleted item out of the cached pages of `field` that list it (one less in their total), then out of the cache. */
export function removeFromPages(cache: ApolloCache, field: keyof typeof PAGED_TYPES, id: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    // Every stored page list of `field` (one per filter).
    fields(value, { fieldName, readField }) {
      if (fieldName !== field) return value;
      const page = value as unknown as CachedPage;
      const items = page.items.filter((item) => readField('id', item) !== id);
      return items.length === page.items.length ? value : { ...page, items, total: Math.max(0, page.total - 1) };
    },
  });
  cache.evict({ id: cache.identify({ __typename: PAGED_TYPES[field], id }) });
  cache.gc();
}
