import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vriddhi/rules';
import { graphql } from '@/gql';
import type { EnquiryStatus } from '@/gql/graphql';

export const adminEnquiriesQuery = graphql(`
  query AdminEnquiries($first: Int!, $after: String, $status: EnquiryStatus, $search: String) {
    enquiryPage(first: $first, after: $after, status: $status, search: $search) {
      items {
        id
        name
        email
        phone
        subject
        message
        status
        createdAt
        notes
        notesVersion
      }
      nextCursor
      total
    }
  }
`);

/** The variables of the first page: all enquiries, or those of one status, or matching a search (no empty ones, as the cache keys them). */
export function enquiriesVariables(status: EnquiryStatus | null, search = '') {
  return { first: PAGE_SIZE.default, ...(status ? { status } : {}), ...(search ? { search } : {}) };
}

/** Newest first, as the server sends them, a page at a time (`loadMore` adds the next page to the list). */
export function useAdminEnquiries(status: EnquiryStatus | null, search = '') {
  const query = useQuery(adminEnquiriesQuery, { variables: enquiriesVariables(status, search), fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, page: query.data?.enquiryPage, loadMore };
}
