import { graphql } from '@/gql';

/**
 * The image metadata every public image needs for srcset, sizes and a fixed aspect ratio, and the
 * placeholder (blurred preview and dominant colour) shown until it has loaded.
 */
export const PublicImageFieldsFragment = graphql(`
  fragment PublicImageFields on ImageAsset {
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
