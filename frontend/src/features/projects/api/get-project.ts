import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicProjectQuery = graphql(`
  query PublicProject($id: ID!) {
    project(id: $id) {
      id
      title
      category
      details
      location
      features
      imageUrl
      images
      image {
        ...PublicImageFields
      }
      extraImages {
        ...PublicImageFields
      }
      createdAt
      related {
        id
        title
        category
        location
        imageUrl
        image {
          ...PublicImageFields
        }
        createdAt
      }
    }
  }
`);

/** One project with its extra images and related projects; `data.project` is null when absent. */
export function usePublicProject(id: string) {
  return useQuery(PublicProjectQuery, { variables: { id } });
}
