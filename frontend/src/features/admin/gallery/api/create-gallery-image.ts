import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/features/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const createGalleryImageMutation = graphql(`
  mutation CreateGalleryImage($input: CreateGalleryImageInput!, $image: Upload!) {
    createGalleryImage(input: $input, image: $image) {
      id
      title
      category
      imageUrl
    }
  }
`);

export function useCreateGalleryImage() {
  return useMutation(createGalleryImageMutation, { update: dropCachedLists('galleryImages') });
}
