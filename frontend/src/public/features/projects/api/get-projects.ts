import { graphql } from '@/gql';

export const PublicProjectsQuery = graphql(`
  query PublicProjects {
    projects {
      ...ProjectCardFields
      details
    }
  }
`);
