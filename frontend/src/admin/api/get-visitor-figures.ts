import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** This week against last week: the figures of the Dashboard's "What visitors did". */
export const visitorFiguresQuery = graphql(`
  query AdminVisitorFigures {
    visitorFigures {
      thisWeekFrom
      pageViews {
        thisWeek
        lastWeek
        lastWeekSameDays
      }
      callTaps {
        thisWeek
        lastWeek
        lastWeekSameDays
      }
      whatsappTaps {
        thisWeek
        lastWeek
        lastWeekSameDays
      }
      emailTaps {
        thisWeek
        lastWeek
        lastWeekSameDays
      }
      enquiries {
        thisWeek
        lastWeek
        lastWeekSameDays
      }
      topProjects {
        projectId
        title
        path
        thisWeek
        lastWeek
      }
      pages {
        path
        thisWeek
        lastWeek
      }
    }
  }
`);

export function useVisitorFigures() {
  return useQuery(visitorFiguresQuery, { fetchPolicy: 'cache-and-network' });
}
