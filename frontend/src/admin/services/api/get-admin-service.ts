import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminServiceQuery = graphql(`
  query AdminService($id: ID!) {
    service(id: $id) {
      ...ServiceFields
      published
      version
    }
  }
`);

export function useAdminService(id: string) {
  return useQuery(adminServiceQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
