import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** The latest changes made in the admin, newest first (the dashboard's Activity card). */
export const activityQuery = graphql(`
  query AdminActivity {
    activity(limit: 50) {
      id
      at
      actorName
      action
      subject
      subjectId
      label
      subjectExists
    }
  }
`);

export function useActivity() {
  return useQuery(activityQuery, { fetchPolicy: 'cache-and-network' });
}
