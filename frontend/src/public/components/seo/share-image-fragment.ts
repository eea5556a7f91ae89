import { graphql } from '@/gql';

/** The picture a link preview shows (og:image and its og:image:* tags), as the server describes it. */
export const ShareImageFieldsFragment = graphql(`
  fragment ShareImageFields on ShareImage {
    url
    width
    height
    type
    alt
  }
`);
