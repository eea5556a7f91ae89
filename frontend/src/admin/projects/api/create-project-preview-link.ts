import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

/** A short-lived link showing the project's page as visitors will see it, hidden or not. */
export const createProjectPreviewLinkMutation = graphql(`
  mutation CreateProjectPreviewLink($id: ID!) {
    createProjectPreviewLink(id: $id)
  }
`);

export function useCreateProjectPreviewLink() {
  return useMutation(createProjectPreviewLinkMutation);
}
