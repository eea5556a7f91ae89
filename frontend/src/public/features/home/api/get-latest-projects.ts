import { graphql } from '@/gql';

export const HomeLatestProjectsQuery = graphql(`
  query HomeLatestProjects {
    projects {
      ...ProjectCardFields
      details
    }
  }
`);

export const LATEST_PROJECTS_COUNT = 6;
