import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { adminGalleryImagesQuery } from './get-admin-gallery-images';

export const reorderGalleryImagesMutation = graphql(`
  mutation ReorderGalleryImages($ids: [ID!]!) {
    reorderGalleryImages(ids: $ids) {
      id
    }
  }
`);

/** Saves the gallery's order; the list is read again so every screen shows it. */
export function useReorderGalleryImages() {
  const [mutate] = useMutation(reorderGalleryImagesMutation, { refetchQueries: [adminGalleryImagesQuery], awaitRefetchQueries: true });
  return (ids: string[]) => mutate({ variables: { ids } });
}
