import { useMutation } from '@apollo/client/react';
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
  return useMutation(createGalleryImageMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'galleryImages' });
      cache.gc();
    },
  });
}
