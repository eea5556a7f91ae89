import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const setPasswordWithLinkMutation = graphql(`
  mutation SetPasswordWithLink($token: String!, $newPassword: String!) {
    setPasswordWithLink(token: $token, newPassword: $newPassword) {
      ...SignedIn
    }
  }
`);

export function useSetPasswordWithLink() {
  return useMutation(setPasswordWithLinkMutation);
}
