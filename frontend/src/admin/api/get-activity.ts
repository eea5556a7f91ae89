import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vriddhi/rules';
import { graphql } from '@/gql';

/** The changes made in the admin that the user may read, newest first, a page at a time (the dashboard's Activity card). */
export const activityQuery = graphql(`
  query AdminActivity($first: Int!, $after: String) {
    activityPage(first: $first, after: $after) {
      items {
        id
        at
        actorName
        action
        subject
        subjectId
        label
        subjectExists
      }
      nextCursor
      total
    }
  }
`);

export const ACTIVITY_VARIABLES = { first: PAGE_SIZE.default };

export function useActivity() {
  const query = useQuery(activityQuery, { variables: ACTIVITY_VARIABLES, fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, page: query.data?.activityPage, loadMore };
}
