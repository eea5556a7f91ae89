import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicGalleryImagesQuery = graphql(`
  query PublicGalleryImages {
    galleryImages {
      ...GalleryImageFields
    }
  }
`);

export function usePublicGalleryImages() {
  return useQuery(PublicGalleryImagesQuery);
}
