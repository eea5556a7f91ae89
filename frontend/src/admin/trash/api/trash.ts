import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

export const trashQuery = graphql(`
  query AdminTrash {
    trash {
      id
      kind
      itemId
      label
      imageUrl
      deletedAt
      deletedBy
      purgeAt
    }
  }
`);

export const restoreMutation = graphql(`
  mutation RestoreFromTrash($id: ID!) {
    restoreFromTrash(id: $id) {
      id
      kind
      itemId
      label
    }
  }
`);

const deleteForGoodMutation = graphql(`
  mutation DeleteFromTrash($id: ID!) {
    deleteFromTrash(id: $id)
  }
`);

const emptyMutation = graphql(`
  mutation EmptyTrash {
    emptyTrash
  }
`);

/** The lists a put-back item returns to: dropped from the cache, so each is read again when next shown. */
const LISTS = ['projects', 'galleryImages', 'services', 'enquiries', 'enquiryPage', 'unreadEnquiryCount', 'activity', 'activityPage'];

export function useTrash() {
  return useQuery(trashQuery, { fetchPolicy: 'cache-and-network' });
}

/** Puts an entry back; the Trash and the lists it returns to are read again. */
export function useRestoreFromTrash() {
  const [mutate] = useMutation(restoreMutation);
  return useCallback(
    async (id: string) =>
      (
        await mutate({
          variables: { id },
          refetchQueries: [{ query: trashQuery }],
          awaitRefetchQueries: true,
          update(cache) {
            for (const fieldName of LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
            cache.gc();
          },
        })
      ).data?.restoreFromTrash ?? null,
    [mutate],
  );
}

/** Deletes one entry for good (admins). */
export function useDeleteFromTrash() {
  const [mutate] = useMutation(deleteForGoodMutation);
  return useCallback(
    async (id: string) =>
      Boolean((await mutate({ variables: { id }, refetchQueries: [{ query: trashQuery }], awaitRefetchQueries: true })).data?.deleteFromTrash),
    [mutate],
  );
}

/** Deletes everything in the Trash for good (admins); answers how many things. */
export function useEmptyTrash() {
  const [mutate] = useMutation(emptyMutation);
  return useCallback(async () => (await mutate({ refetchQueries: [{ query: trashQuery }], awaitRefetchQueries: true })).data?.emptyTrash ?? 0, [mutate]);
}
