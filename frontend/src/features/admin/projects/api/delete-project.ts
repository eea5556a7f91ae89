import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const deleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

/** Deletes a project and drops it from every cached list (no refetch, no flash). */
export function useDeleteProject() {
  const [mutate] = useMutation(deleteProjectMutation);
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data?.deleteProject) return;
          cache.evict({ id: cache.identify({ __typename: 'Project', id }) });
          cache.gc();
        },
      }),
    [mutate],
  );
}
