import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** Ids only: enough to show how much content the site holds. */
export const dashboardCountsQuery = graphql(`
  query AdminDashboardCounts {
    projects {
      id
    }
    galleryImages {
      id
    }
    services {
      id
    }
  }
`);

export function useDashboardCounts() {
  return useQuery(dashboardCountsQuery, { fetchPolicy: 'cache-and-network' });
}
