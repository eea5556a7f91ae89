import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicGalleryImagesQuery = graphql(`
  query PublicGalleryImages {
    galleryImages {
      id
      title
      category
      imageUrl
      image {
        ...ImageFields
      }
    }
  }
`);

export function usePublicGalleryImages() {
  return useQuery(PublicGalleryImagesQuery);
}
