import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminServicesQuery = graphql(`
  query AdminServices {
    services {
      ...ServiceFields
      published
      position
      ta {
        title
      }
    }
  }
`);

export function useAdminServices() {
  return useQuery(adminServicesQuery, { fetchPolicy: 'cache-and-network' });
}
