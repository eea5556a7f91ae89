import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const updateGalleryImageMutation = graphql(`
  mutation UpdateGalleryImage($id: ID!, $input: UpdateGalleryImageInput!, $image: Upload) {
    updateGalleryImage(id: $id, input: $input, image: $image) {
      ...GalleryImageFields
    }
  }
`);

export function useUpdateGalleryImage() {
  return useMutation(updateGalleryImageMutation, {
    // Lists filtered by category may have changed.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'galleryImages' });
      cache.gc();
    },
  });
}
