import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminBackupsQuery = graphql(`
  query AdminBackups {
    backups {
      backups {
        name
        bytes
        createdAt
        madeBy
      }
      dailyTime
      keep
      folder
    }
  }
`);

/** The backups, newest first, and how they are made and kept (admins only). */
export function useAdminBackups() {
  return useQuery(adminBackupsQuery, { fetchPolicy: 'cache-and-network' });
}
