import { graphql } from '@/gql';

/**
 * The one image selection of every document, public and admin: what an image needs for srcset, sizes
 * and a fixed aspect ratio, and the placeholder (blurred preview and dominant colour) shown until it
 * has loaded; the firm's alt text, caption and focal point.
 */
export const ImageFieldsFragment = graphql(`
  fragment ImageFields on ImageAsset {
    url
    width
    height
    srcset
    placeholder
    dominantColor
    alt
    caption
    focalPoint {
      x
      y
    }
    variants {
      url
      width
      height
    }
  }
`);
