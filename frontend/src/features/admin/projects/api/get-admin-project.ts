import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminProjectQuery = graphql(`
  query AdminProject($id: ID!) {
    project(id: $id) {
      id
      title
      category
      details
      location
      features
      imageUrl
      images
      image {
        url
        srcset
        width
        height
      }
      extraImages {
        url
        srcset
        width
        height
      }
      createdAt
    }
  }
`);

export function useAdminProject(id: string) {
  // Always read fresh data into the edit form.
  return useQuery(adminProjectQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
