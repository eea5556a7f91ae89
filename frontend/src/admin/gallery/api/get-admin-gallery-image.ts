import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** What the edit screen shows of a gallery image, and what a save answers: its Tamil title and photo's words included. */
export const AdminGalleryImageFieldsFragment = graphql(`
  fragment AdminGalleryImageFields on GalleryImage {
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
`);

export const adminGalleryImageQuery = graphql(`
  query AdminGalleryImage($id: ID!) {
    galleryImage(id: $id) {
      ...AdminGalleryImageFields
    }
  }
`);

export function useAdminGalleryImage(id: string) {
  return useQuery(adminGalleryImageQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
