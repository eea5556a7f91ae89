import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

/** A photo as the admin edits it: what the pages show, and its words in Tamil as stored. */
export const AdminPhotoFieldsFragment = graphql(`
  fragment AdminPhotoFields on ImageAsset {
    ...ImageFields
    ta {
      alt
      caption
    }
  }
`);

export const updatePhotoDetailsMutation = graphql(`
  mutation UpdatePhotoDetails($url: String!, $input: PhotoDetailsInput!) {
    updatePhotoDetails(url: $url, input: $input) {
      ...AdminPhotoFields
    }
  }
`);

/** Saves a photo's words and focal point; Apollo updates every list and form showing that photo (same url). */
export function useUpdatePhotoDetails() {
  return useMutation(updatePhotoDetailsMutation)[0];
}
