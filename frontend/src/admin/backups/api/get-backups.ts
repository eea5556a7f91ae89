import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vriddhi/rules';
import { graphql } from '@/gql';

export const adminBackupsQuery = graphql(`
  query AdminBackups($first: Int!, $after: String) {
    backups {
      dailyTime
      keep
      folder
    }
    backupPage(first: $first, after: $after) {
      items {
        name
        bytes
        createdAt
        madeBy
      }
      nextCursor
      total
    }
  }
`);

export const BACKUPS_VARIABLES = { first: PAGE_SIZE.default };

/** The backups, newest first, a page at a time (`loadMore` adds the next page), and how they are made and kept (admins only). */
export function useAdminBackups() {
  const query = useQuery(adminBackupsQuery, { variables: BACKUPS_VARIABLES, fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
