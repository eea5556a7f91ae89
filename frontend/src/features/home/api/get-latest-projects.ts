import { useQuery } from '@apollo/client/react';
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

/** The projects for the home page; the caller shows the newest six. */
export function useLatestProjects() {
  return useQuery(HomeLatestProjectsQuery);
}
