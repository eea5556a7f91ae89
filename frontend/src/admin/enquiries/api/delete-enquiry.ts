import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { removeFromPages } from '@/admin/lib/cache';
import type { EnquiryStatus } from '@/gql/graphql';
import { adjustUnreadCount } from './unread-count-cache';

export const deleteEnquiryMutation = graphql(`
  mutation DeleteEnquiry($id: ID!) {
    deleteEnquiry(id: $id)
  }
`);

/** Deletes an enquiry; once the server confirms, it leaves the cached pages (and the unread count, when it was new). */
export function useDeleteEnquiry() {
  const [mutate] = useMutation(deleteEnquiryMutation);
  return useCallback(
    (id: string, status: EnquiryStatus) =>
      mutate({
        variables: { id },
        update(cache, { data }) {
          if (!data?.deleteEnquiry) return;
          removeFromPages(cache, 'enquiryPage', id);
          if (status === 'NEW') adjustUnreadCount(cache, -1);
        },
      }),
    [mutate],
  );
}
