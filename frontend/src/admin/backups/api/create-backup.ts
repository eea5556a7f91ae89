import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { adminBackupsQuery, BACKUPS_VARIABLES } from './get-backups';

export const createBackupMutation = graphql(`
  mutation CreateBackup {
    createBackup {
      name
      bytes
      createdAt
      madeBy
    }
  }
`);

/** Makes a backup now; the list is read again afterwards (an older hand-made one may have been deleted). */
export function useCreateBackup() {
  const [mutate] = useMutation(createBackupMutation);
  return useCallback(
    async () =>
      (await mutate({ refetchQueries: [{ query: adminBackupsQuery, variables: BACKUPS_VARIABLES }], awaitRefetchQueries: true })).data?.createBackup ?? null,
    [mutate],
  );
}
