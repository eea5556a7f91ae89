import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { adminGalleryImagesQuery } from './get-admin-gallery-images';

const changeMutation = graphql(`
  mutation UpdateGalleryImages($ids: [ID!]!, $input: GalleryImagesChangeInput!) {
    updateGalleryImages(ids: $ids, input: $input) {
      id
      category
      published
    }
  }
`);

const deleteMutation = graphql(`
  mutation DeleteGalleryImages($ids: [ID!]!) {
    deleteGalleryImages(ids: $ids)
  }
`);

const refetch = { refetchQueries: [adminGalleryImagesQuery], awaitRefetchQueries: true };

/** Hides, shows or moves the chosen images, all at once; the list is read again. */
export function useChangeGalleryImages() {
  const [mutate] = useMutation(changeMutation, refetch);
  return (ids: string[], input: { published?: boolean; category?: string }) => mutate({ variables: { ids, input } });
}

/** Deletes the chosen images into the Trash, all at once; the list is read again. */
export function useDeleteGalleryImages() {
  const [mutate] = useMutation(deleteMutation, refetch);
  return (ids: string[]) => mutate({ variables: { ids } });
}
