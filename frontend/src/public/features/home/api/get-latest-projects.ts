import { graphql } from '@/gql';

export const HomeLatestProjectsQuery = graphql(`
  query HomeLatestProjects($locale: Locale! = EN) {
    projects(locale: $locale) {
      ...ProjectCardFields
      details
    }
  }
`);

export const LATEST_PROJECTS_COUNT = 3;
