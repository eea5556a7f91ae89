import { graphql } from '@/gql';

export const PublicProjectsQuery = graphql(`
  query PublicProjects($locale: Locale! = EN) {
    projects(locale: $locale) {
      ...ProjectCardFields
      details
    }
  }
`);
