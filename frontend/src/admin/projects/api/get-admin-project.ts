import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** What the edit screen shows of a project, and what a save answers: its Tamil texts and photos' words included. */
export const AdminProjectFieldsFragment = graphql(`
  fragment AdminProjectFields on Project {
    ...ProjectFields
    published
    version
    image {
      ...AdminPhotoFields
    }
    extraImages {
      ...AdminPhotoFields
    }
    ta {
      title
      details
      location
      features
    }
  }
`);

export const adminProjectQuery = graphql(`
  query AdminProject($id: ID!) {
    project(id: $id) {
      ...AdminProjectFields
    }
  }
`);

export function useAdminProject(id: string) {
  // Always read fresh data into the edit form.
  return useQuery(adminProjectQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
