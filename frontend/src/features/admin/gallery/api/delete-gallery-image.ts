import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const deleteGalleryImageMutation = graphql(`
  mutation DeleteGalleryImage($id: ID!) {
    deleteGalleryImage(id: $id)
  }
`);

/** Deletes a gallery image and drops it from every cached list. */
export function useDeleteGalleryImage() {
  const [mutate] = useMutation(deleteGalleryImageMutation);
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data?.deleteGalleryImage) return;
          cache.evict({ id: cache.identify({ __typename: 'GalleryImage', id }) });
          cache.gc();
        },
      }),
    [mutate],
  );
}
