import { graphql } from '../../gql';

/** The image metadata every public image needs for srcset, sizes and a fixed aspect ratio. */
export const PublicImageFieldsFragment = graphql(`
  fragment PublicImageFields on ImageAsset {
    url
    width
    height
    srcset
    variants {
      url
      width
      height
    }
  }
`);
