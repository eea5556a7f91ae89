import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const activityPeopleQuery = graphql(`
  query AdminActivityPeople {
    activityPeople {
      id
      name
    }
  }
`);

/** The people the Activity screen can be filtered by (those named by the entries the user may read). */
export function useActivityPeople() {
  const { data } = useQuery(activityPeopleQuery, { fetchPolicy: 'cache-and-network' });
  return data?.activityPeople ?? [];
}
