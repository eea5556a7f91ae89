import { useMutation } from '@apollo/client/react';
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
  return useMutation(createProjectMutation, {
    // Every cached project list (all categories) is stale now: drop them so the next visit refetches.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
    },
  });
}
