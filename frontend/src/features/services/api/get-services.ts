import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicServicesQuery = graphql(`
  query PublicServices {
    services {
      id
      title
      description
      imageUrl
      image {
        ...ImageFields
      }
      points
      position
    }
  }
`);

export function usePublicServices() {
  return useQuery(PublicServicesQuery);
}
