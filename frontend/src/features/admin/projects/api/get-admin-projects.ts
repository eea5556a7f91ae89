import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminProjectsQuery = graphql(`
  query AdminProjects {
    projects {
      id
      title
      category
      details
      imageUrl
      image {
        ...ImageFields
      }
      createdAt
    }
  }
`);

export function useAdminProjects() {
  return useQuery(adminProjectsQuery, { fetchPolicy: 'cache-and-network' });
}
