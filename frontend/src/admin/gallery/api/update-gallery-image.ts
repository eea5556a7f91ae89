import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const updateGalleryImageMutation = graphql(`
  mutation UpdateGalleryImage($id: ID!, $input: UpdateGalleryImageInput!, $image: Upload, $version: Int) {
    updateGalleryImage(id: $id, input: $input, image: $image, version: $version) {
      ...AdminGalleryImageFields
    }
  }
`);

export function useUpdateGalleryImage() {
  // Lists filtered by category may have changed.
  return useMutation(updateGalleryImageMutation, { update: dropCachedLists('galleryImages') });
}
