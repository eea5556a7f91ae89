import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/** After adding an item (or changing its category): every cached list of that root field is stale, so it is dropped and the next visit refetches. */
export function dropCachedLists(fieldName: string) {
  return (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };
}

/**
 * A delete-by-id mutation that, once the server confirms, drops the item from the cache and so from
 * every cached list (no refetch, no flash).
 */
export function useDeleteById<TData extends Record<string, unknown>>(mutation: TypedDocumentNode<TData, { id: string }>, typename: string) {
  const [mutate] = useMutation(mutation);
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data || !Object.values(data).some(Boolean)) return;
          cache.evict({ id: cache.identify({ __typename: typename, id }) });
          cache.gc();
        },
      }),
    [mutate, typename],
  );
}
