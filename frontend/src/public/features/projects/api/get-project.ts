import { graphql } from '@/gql';

export const PublicProjectQuery = graphql(`
  query PublicProject($id: ID!) {
    project(id: $id) {
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
