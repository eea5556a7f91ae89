import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { BACKGROUND_READ } from '@/admin/lib/apollo';

export const unreadEnquiryCountQuery = graphql(`
  query AdminUnreadEnquiryCount {
    unreadEnquiryCount
  }
`);

/** Checked again every few minutes: new enquiries arrive while the admin is open (a background read: an expired session does not interrupt a form). */
const REFRESH_MS = 3 * 60_000;

/** Enquiries still NEW, for the sidebar's badge; undefined until known. */
export function useUnreadEnquiryCount(): number | undefined {
  const { data } = useQuery(unreadEnquiryCountQuery, { fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS, context: BACKGROUND_READ });
  return data?.unreadEnquiryCount;
}
