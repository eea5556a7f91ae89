import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

export const updateEnquiryNotesMutation = graphql(`
  mutation UpdateEnquiryNotes($id: ID!, $notes: String!, $version: Int) {
    updateEnquiryNotes(id: $id, notes: $notes, version: $version) {
      id
      notes
      notesVersion
    }
  }
`);

/** Saves the private notes on an enquiry, from the version read (someone else's save meanwhile: CONFLICT); the cached enquiry follows. */
export function useUpdateEnquiryNotes() {
  const [mutate] = useMutation(updateEnquiryNotesMutation);
  return useCallback((id: string, notes: string, version: number) => mutate({ variables: { id, notes, version } }), [mutate]);
}
