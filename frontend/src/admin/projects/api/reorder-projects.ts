import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { adminProjectsQuery } from './get-admin-projects';

export const reorderProjectsMutation = graphql(`
  mutation ReorderProjects($ids: [ID!]!) {
    reorderProjects(ids: $ids) {
      id
    }
  }
`);

/** Saves the featured order; the list is read again so every screen shows it. */
export function useReorderProjects() {
  const [mutate] = useMutation(reorderProjectsMutation, { refetchQueries: [adminProjectsQuery], awaitRefetchQueries: true });
  return (ids: string[]) => mutate({ variables: { ids } });
}
