import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** What the edit screen shows of a service, and what a save answers: its Tamil texts and photo's words included. */
export const AdminServiceFieldsFragment = graphql(`
  fragment AdminServiceFields on Service {
    ...ServiceFields
    published
    version
    image {
      ...AdminPhotoFields
    }
    ta {
      title
      description
      points
    }
  }
`);

export const adminServiceQuery = graphql(`
  query AdminService($id: ID!) {
    service(id: $id) {
      ...AdminServiceFields
    }
  }
`);

export function useAdminService(id: string) {
  return useQuery(adminServiceQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
