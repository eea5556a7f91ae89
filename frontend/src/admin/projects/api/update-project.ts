import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const updateProjectMutation = graphql(`
  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!, $image: Upload, $images: [Upload!], $removeImages: [String!], $version: Int) {
    updateProject(id: $id, input: $input, image: $image, images: $images, removeImages: $removeImages, version: $version) {
      ...AdminProjectFields
      updatedAt
    }
  }
`);

export function useUpdateProject() {
  // The category may have changed: filtered lists and related panels must be read again.
  return useMutation(updateProjectMutation, { update: dropCachedLists('projects') });
}
