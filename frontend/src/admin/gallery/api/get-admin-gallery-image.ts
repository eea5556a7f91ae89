import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminGalleryImageQuery = graphql(`
  query AdminGalleryImage($id: ID!) {
    galleryImage(id: $id) {
      ...GalleryImageFields
      published
      version
      image {
        ...AdminPhotoFields
      }
      ta {
        title
      }
    }
  }
`);

export function useAdminGalleryImage(id: string) {
  return useQuery(adminGalleryImageQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
