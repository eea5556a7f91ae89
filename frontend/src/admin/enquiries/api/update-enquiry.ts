import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { EnquiryStatus } from '@/gql/graphql';
import { adminEnquiriesQuery, enquiriesVariables } from './get-enquiries';
import { adjustUnreadCount } from './unread-count-cache';

export const updateEnquiryMutation = graphql(`
  mutation UpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
    updateEnquiry(id: $id, status: $status) {
      id
      status
    }
  }
`);

/**
 * The cached lists of one status follow a change: the enquiry leaves the list of its old status (one
 * less in its total), and the list of its new status is dropped, to be asked for afresh when shown
 * (where the enquiry falls among pages not loaded yet is the server's to say). The list of all keeps it.
 */
function followStatusChange(cache: ApolloCache, id: string, from: EnquiryStatus, to: EnquiryStatus, search: string): void {
  cache.updateQuery({ query: adminEnquiriesQuery, variables: enquiriesVariables(from, search) }, (data) => {
    const page = data?.enquiryPage;
    if (!page?.items.some((item) => item.id === id)) return undefined;
    return { enquiryPage: { ...page, items: page.items.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) } };
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'enquiryPage', args: { status: to } });
  if (search) cache.evict({ id: 'ROOT_QUERY', fieldName: 'enquiryPage', args: { status: to, search } });
}

/** Changes an enquiry's status; the cached enquiry follows, and so do the cached lists of one status (of the search shown) and the cached unread count. */
export function useUpdateEnquiryStatus() {
  const [mutate] = useMutation(updateEnquiryMutation);
  return useCallback(
    (id: string, status: EnquiryStatus, previous: EnquiryStatus, search = '') =>
      mutate({
        variables: { id, status },
        update(cache, { data }) {
          if (!data || status === previous) return;
          followStatusChange(cache, id, previous, status, search);
          adjustUnreadCount(cache, (status === 'NEW' ? 1 : 0) - (previous === 'NEW' ? 1 : 0));
        },
      }),
    [mutate],
  );
}
