import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminProjectQuery = graphql(`
  query AdminProject($id: ID!) {
    project(id: $id) {
      ...ProjectFields
      published
      version
    }
  }
`);

export function useAdminProject(id: string) {
  // Always read fresh data into the edit form.
  return useQuery(adminProjectQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
