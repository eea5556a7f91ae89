import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminProjectsQuery = graphql(`
  query AdminProjects {
    projects {
      ...ProjectCardFields
      details
      published
      ta {
        title
      }
    }
  }
`);

export function useAdminProjects() {
  return useQuery(adminProjectsQuery, { fetchPolicy: 'cache-and-network' });
}
