import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicProjectsQuery = graphql(`
  query PublicProjects {
    projects {
      id
      title
      category
      details
      location
      imageUrl
      image {
        ...ImageFields
      }
      createdAt
    }
  }
`);

/** Every project, newest first (the filter on the projects page works on the client). */
export function usePublicProjects() {
  return useQuery(PublicProjectsQuery);
}
