import { graphql } from '@/gql';

export const PublicGalleryImagesQuery = graphql(`
  query PublicGalleryImages($locale: Locale! = EN) {
    galleryImages(locale: $locale) {
      ...GalleryImageFields
    }
  }
`);
