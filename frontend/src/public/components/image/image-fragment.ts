import { graphql } from '@/gql';

/**
 * The one image selection of every document, public and admin: what an image needs for srcset, sizes
 * and a fixed aspect ratio, and the placeholder (blurred preview and dominant colour) shown until it
 * has loaded.
 */
export const ImageFieldsFragment = graphql(`
  fragment ImageFields on ImageAsset {
    url
    width
    height
    srcset
    placeholder
    dominantColor
    variants {
      url
      width
      height
    }
  }
`);
