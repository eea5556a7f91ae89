import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

/** What every sign-in answers (a login, a password set with a link or changed): the token and who it is for. */
export const SignedInFragment = graphql(`
  fragment SignedIn on AuthPayload {
    token
    name
    email
    role
  }
`);

export const loginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SignedIn
    }
  }
`);

export function useLogin() {
  return useMutation(loginMutation);
}
