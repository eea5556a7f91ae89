import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicProjectsQuery = graphql(`
  query PublicProjects {
    projects {
      ...ProjectCardFields
      details
    }
  }
`);

/** Every project, newest first (the filter on the projects page works on the client). */
export function usePublicProjects() {
  return useQuery(PublicProjectsQuery);
}
