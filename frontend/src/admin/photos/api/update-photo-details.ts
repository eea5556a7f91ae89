import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const updatePhotoDetailsMutation = graphql(`
  mutation UpdatePhotoDetails($url: String!, $input: PhotoDetailsInput!) {
    updatePhotoDetails(url: $url, input: $input) {
      ...ImageFields
    }
  }
`);

/** Saves a photo's words and focal point; Apollo updates every list and form showing that photo (same url). */
export function useUpdatePhotoDetails() {
  return useMutation(updatePhotoDetailsMutation)[0];
}
