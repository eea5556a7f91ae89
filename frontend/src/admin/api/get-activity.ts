import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { ActivityKind } from '@/gql/graphql';

/** The activity the user may read, newest first, a page at a time, optionally of one person or kind (the Activity screen, and the dashboard's latest few). */
export const activityQuery = graphql(`
  query AdminActivity($first: Int!, $after: String, $before: String, $userId: ID, $kind: ActivityKind, $withoutSignIns: Boolean) {
    activityPage(first: $first, after: $after, before: $before, userId: $userId, kind: $kind, withoutSignIns: $withoutSignIns) {
      items {
        id
        at
        actorId
        actorName
        byVisitor
        action
        subject
        subjectId
        label
        subjectExists
      }
      nextCursor
      previousCursor
      total
    }
  }
`);

/** The dashboard's card: the latest few changes (who signed in is on the Activity screen). */
export const ACTIVITY_VARIABLES = { first: 8, withoutSignIns: true };

export function useLatestActivity() {
  const query = useQuery(activityQuery, { variables: ACTIVITY_VARIABLES, fetchPolicy: 'cache-and-network' });
  return { ...query, page: query.data?.activityPage };
}

/** Which page of which entries the Activity screen shows (from its address). */
export interface ActivityRequest {
  userId: string | null;
  kind: ActivityKind | null;
  after: string | null;
  before: string | null;
}

export const ACTIVITY_PAGE_SIZE = 25;

/** The variables of `request`, with no empty ones (as the cache and the mocks key them). */
export function activityVariables({ userId, kind, after, before }: ActivityRequest) {
  return {
    first: ACTIVITY_PAGE_SIZE,
    ...(after ? { after } : {}),
    ...(before ? { before } : {}),
    ...(userId ? { userId } : {}),
    ...(kind ? { kind } : {}),
  };
}

export function useActivityPage(request: ActivityRequest) {
  const query = useQuery(activityQuery, { variables: activityVariables(request), fetchPolicy: 'cache-and-network' });
  return { ...query, page: query.data?.activityPage };
}
