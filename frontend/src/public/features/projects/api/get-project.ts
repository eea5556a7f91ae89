import { graphql } from '@/gql';

export const PublicProjectQuery = graphql(`
  query PublicProject($id: ID!, $locale: Locale! = EN) {
    project(id: $id, locale: $locale) {
      ...ProjectFields
      shareImage {
        ...ShareImageFields
      }
      related {
        ...ProjectCardFields
      }
    }
  }
`);
