import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

// Only the id: the admin drops the cached lists and leaves the form, so nothing else is read.
export const createProjectMutation = graphql(`
  mutation CreateProject($input: CreateProjectInput!, $image: Upload!, $images: [Upload!], $photoDetails: [PhotoDetailsInput]) {
    createProject(input: $input, image: $image, images: $images, photoDetails: $photoDetails) {
      id
    }
  }
`);

export function useCreateProject() {
  return useMutation(createProjectMutation, { update: dropCachedLists('projects') });
}
