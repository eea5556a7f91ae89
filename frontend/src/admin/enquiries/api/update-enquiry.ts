import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { EnquiryStatus } from '@/gql/graphql';
import { adjustUnreadCount } from './unread-count-cache';

export const updateEnquiryMutation = graphql(`
  mutation UpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
    updateEnquiry(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** Changes an enquiry's status; the cached enquiry follows, and so does the cached unread count. */
export function useUpdateEnquiryStatus() {
  const [mutate] = useMutation(updateEnquiryMutation);
  return useCallback(
    (id: string, status: EnquiryStatus, previous: EnquiryStatus) =>
      mutate({
        variables: { id, status },
        update(cache, { data }) {
          if (data) adjustUnreadCount(cache, (status === 'NEW' ? 1 : 0) - (previous === 'NEW' ? 1 : 0));
        },
      }),
    [mutate],
  );
}
