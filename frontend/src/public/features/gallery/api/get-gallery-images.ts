import { graphql } from '@/gql';

export const PublicGalleryImagesQuery = graphql(`
  query PublicGalleryImages {
    galleryImages {
      ...GalleryImageFields
    }
  }
`);
