import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** Ids and visibility only: enough to show how much the site shows (and holds hidden); and how many enquiries wait for an answer. */
export const dashboardCountsQuery = graphql(`
  query AdminDashboardCounts {
    unreadEnquiryCount
    projects {
      id
      published
    }
    galleryImages {
      id
      published
    }
    services {
      id
      published
    }
  }
`);

/** What visitors see of a list, and how many of its items are hidden. */
export function visibleAndHidden(items: readonly { published: boolean }[] | undefined): { count: number | undefined; hidden: number } {
  if (!items) return { count: undefined, hidden: 0 };
  const shown = items.filter((item) => item.published).length;
  return { count: shown, hidden: items.length - shown };
}

export function useDashboardCounts() {
  return useQuery(dashboardCountsQuery, { fetchPolicy: 'cache-and-network' });
}
