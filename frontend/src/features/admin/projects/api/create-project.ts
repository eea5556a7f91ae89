import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/features/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const createProjectMutation = graphql(`
  mutation CreateProject($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
    createProject(input: $input, image: $image, images: $images) {
      id
      title
      category
      details
      imageUrl
      images
      createdAt
    }
  }
`);

export function useCreateProject() {
  return useMutation(createProjectMutation, { update: dropCachedLists('projects') });
}
