import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminGalleryCategoriesQuery = graphql(`
  query AdminGalleryCategories {
    galleryCategories {
      id
      name
    }
  }
`);

export function useGalleryCategories() {
  return useQuery(adminGalleryCategoriesQuery);
}
