import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const loginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      name
      email
      role
    }
  }
`);

export function useLogin() {
  return useMutation(loginMutation);
}
