import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

// Only the id: the admin drops the cached lists and leaves the form, so nothing else is read.
export const createGalleryImageMutation = graphql(`
  mutation CreateGalleryImage($input: CreateGalleryImageInput!, $image: Upload!) {
    createGalleryImage(input: $input, image: $image) {
      id
    }
  }
`);

export function useCreateGalleryImage() {
  return useMutation(createGalleryImageMutation, { update: dropCachedLists('galleryImages') });
}
