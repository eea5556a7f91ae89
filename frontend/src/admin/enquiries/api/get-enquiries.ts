import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vriddhi/rules';
import { graphql } from '@/gql';
import type { EnquiryStatus } from '@/gql/graphql';

export const adminEnquiriesQuery = graphql(`
  query AdminEnquiries($first: Int!, $after: String, $status: EnquiryStatus) {
    enquiryPage(first: $first, after: $after, status: $status) {
      items {
        id
        name
        email
        phone
        subject
        message
        status
        createdAt
      }
      nextCursor
      total
    }
  }
`);

/** The variables of the first page: all enquiries, or those of one status. */
export function enquiriesVariables(status: EnquiryStatus | null) {
  return status ? { first: PAGE_SIZE.default, status } : { first: PAGE_SIZE.default };
}

/** Newest first, as the server sends them, a page at a time (`loadMore` adds the next page to the list). */
export function useAdminEnquiries(status: EnquiryStatus | null) {
  const query = useQuery(adminEnquiriesQuery, { variables: enquiriesVariables(status), fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, page: query.data?.enquiryPage, loadMore };
}
