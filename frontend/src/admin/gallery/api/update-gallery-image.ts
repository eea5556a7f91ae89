import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const updateGalleryImageMutation = graphql(`
  mutation UpdateGalleryImage($id: ID!, $input: UpdateGalleryImageInput!, $image: Upload) {
    updateGalleryImage(id: $id, input: $input, image: $image) {
      ...GalleryImageFields
      published
    }
  }
`);

export function useUpdateGalleryImage() {
  // Lists filtered by category may have changed.
  return useMutation(updateGalleryImageMutation, { update: dropCachedLists('galleryImages') });
}
