import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminUsersQuery = graphql(`
  query AdminUsers {
    users {
      id
      name
      email
      role
      hasPassword
      lastSignInAt
      createdAt
      version
    }
  }
`);

export const createUserMutation = graphql(`
  mutation CreateUser($input: NewUserInput!) {
    createUser(input: $input) {
      user {
        id
        name
        email
        role
        hasPassword
        lastSignInAt
        createdAt
        version
      }
      link
      linkExpiresAt
      emailed
    }
  }
`);

export const updateUserRoleMutation = graphql(`
  mutation UpdateUserRole($id: ID!, $role: String!, $version: Int) {
    updateUser(id: $id, input: { role: $role }, version: $version) {
      id
      role
      version
    }
  }
`);

export const deleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const createSetPasswordLinkMutation = graphql(`
  mutation CreateSetPasswordLink($userId: ID!) {
    createSetPasswordLink(userId: $userId) {
      link
      linkExpiresAt
      emailed
    }
  }
`);

export function useAdminUsers() {
  return useQuery(adminUsersQuery, { fetchPolicy: 'cache-and-network' });
}

/** Adds a user; the list is read again so the new one takes its place in the order. */
export function useCreateUser() {
  return useMutation(createUserMutation, { refetchQueries: [adminUsersQuery] });
}

export function useUpdateUserRole() {
  return useMutation(updateUserRoleMutation, { refetchQueries: [adminUsersQuery] });
}

export function useDeleteUser() {
  return useMutation(deleteUserMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteUser || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'User', id: variables.id }) });
      cache.gc();
    },
  });
}

export function useCreateSetPasswordLink() {
  return useMutation(createSetPasswordLinkMutation);
}
