import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { adminBackupsQuery } from './get-backups';

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
    async () => (await mutate({ refetchQueries: [{ query: adminBackupsQuery }], awaitRefetchQueries: true })).data?.createBackup ?? null,
    [mutate],
  );
}
