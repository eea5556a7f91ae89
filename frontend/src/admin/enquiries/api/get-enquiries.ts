import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminEnquiriesQuery = graphql(`
  query AdminEnquiries {
    enquiries {
      id
      name
      email
      phone
      subject
      message
      status
      createdAt
    }
  }
`);

/** Newest first, as the server sends them. */
export function useAdminEnquiries() {
  return useQuery(adminEnquiriesQuery, { fetchPolicy: 'cache-and-network' });
}
