import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const deleteServiceMutation = graphql(`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id)
  }
`);

/** Deletes a service and drops it from every cached list. */
export function useDeleteService() {
  const [mutate] = useMutation(deleteServiceMutation);
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data?.deleteService) return;
          cache.evict({ id: cache.identify({ __typename: 'Service', id }) });
          cache.gc();
        },
      }),
    [mutate],
  );
}
