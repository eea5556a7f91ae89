import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PublicServicesQuery = graphql(`
  query PublicServices {
    services {
      ...ServiceFields
      position
    }
  }
`);

export function usePublicServices() {
  return useQuery(PublicServicesQuery);
}
