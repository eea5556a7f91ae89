import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** Ids only: enough to show how much content the site holds; and how many enquiries wait for an answer. */
export const dashboardCountsQuery = graphql(`
  query AdminDashboardCounts {
    unreadEnquiryCount
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
