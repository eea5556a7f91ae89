import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminGalleryImagesQuery = graphql(`
  query AdminGalleryImages {
    galleryImages {
      ...GalleryImageFields
      published
      createdAt
      ta {
        title
      }
    }
  }
`);

export function useAdminGalleryImages() {
  return useQuery(adminGalleryImagesQuery, { fetchPolicy: 'cache-and-network' });
}
