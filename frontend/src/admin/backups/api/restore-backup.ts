import { useLazyQuery, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const restorePreviewQuery = graphql(`
  query RestorePreview($name: String!) {
    restorePreview(name: $name) {
      name
      createdAt
      warnings
      inBackup {
        projects
        galleryImages
        services
        photos
        enquiries
        users
      }
      onSiteNow {
        projects
        galleryImages
        services
        photos
        enquiries
        users
      }
    }
  }
`);

export const restoreBackupMutation = graphql(`
  mutation RestoreBackup($name: String!, $confirmation: String!) {
    restoreBackup(name: $name, confirmation: $confirmation) {
      restoredFrom
      undoBackup
      warnings
    }
  }
`);

export function useRestorePreview() {
  return useLazyQuery(restorePreviewQuery, { fetchPolicy: 'network-only' });
}

export function useRestoreBackup() {
  return useMutation(restoreBackupMutation);
}
