import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

export const createBackupDownloadLinkMutation = graphql(`
  mutation CreateBackupDownloadLink($name: String!) {
    createBackupDownloadLink(name: $name)
  }
`);

/** A short-lived link that downloads one backup (for that file only, a few minutes). */
export function useCreateBackupDownloadLink() {
  const [mutate] = useMutation(createBackupDownloadLinkMutation);
  return useCallback(async (name: string) => (await mutate({ variables: { name } })).data?.createBackupDownloadLink ?? null, [mutate]);
}
