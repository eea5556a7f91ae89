import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const passwordResetByEmailQuery = graphql(`
  query PasswordResetByEmail {
    passwordResetByEmail
  }
`);

export const requestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Whether "Forgot password?" can e-mail a link (mail is set up). */
export function usePasswordResetByEmail() {
  return useQuery(passwordResetByEmailQuery, { fetchPolicy: 'network-only' });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutation);
}
