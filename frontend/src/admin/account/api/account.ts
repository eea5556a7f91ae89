import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const myAccountQuery = graphql(`
  query MyAccount {
    me {
      id
      name
      email
      lastSignInAt
    }
  }
`);

export const updateMyAccountMutation = graphql(`
  mutation UpdateMyAccount($name: String!, $email: String!, $currentPassword: String) {
    updateMyAccount(name: $name, email: $email, currentPassword: $currentPassword) {
      id
      name
      email
      lastSignInAt
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...SignedIn
    }
  }
`);

export function useMyAccount() {
  return useQuery(myAccountQuery, { fetchPolicy: 'network-only' });
}

export function useUpdateMyAccount() {
  return useMutation(updateMyAccountMutation);
}

export function useChangePassword() {
  return useMutation(changePasswordMutation);
}
