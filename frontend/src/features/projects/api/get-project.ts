import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicProjectQuery = graphql(`
  query PublicProject($id: ID!) {
    project(id: $id) {
      ...ProjectFields
      related {
        ...ProjectCardFields
      }
    }
  }
`);

/** One project with its extra images and related projects; `data.project` is null when absent. */
export function usePublicProject(id: string) {
  return useQuery(PublicProjectQuery, { variables: { id } });
}
