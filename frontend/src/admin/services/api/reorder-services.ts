import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { adminServicesQuery } from './get-admin-services';

export const reorderServicesMutation = graphql(`
  mutation ReorderServices($ids: [ID!]!) {
    reorderServices(ids: $ids) {
      id
      position
    }
  }
`);

/** Saves the services' order; the list is read again so every screen shows it. */
export function useReorderServices() {
  const [mutate] = useMutation(reorderServicesMutation, { refetchQueries: [adminServicesQuery], awaitRefetchQueries: true });
  return (ids: string[]) => mutate({ variables: { ids } });
}
