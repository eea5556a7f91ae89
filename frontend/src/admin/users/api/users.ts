import { useMutation, useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vriddhi/rules';
import { graphql } from '@/gql';
import { removeFromPages } from '@/admin/lib/cache';

export const adminUsersQuery = graphql(`
  query AdminUsers($first: Int!, $after: String) {
    userPage(first: $first, after: $after) {
      items {
        id
        name
        email
        role
        hasPassword
        lastSignInAt
        createdAt
        version
      }
      nextCursor
      total
    }
  }
`);

export const USERS_VARIABLES = { first: PAGE_SIZE.default };
/** The list's first page again (a new user, or a changed role, takes its place in the order). */
const readAgain = [{ query: adminUsersQuery, variables: USERS_VARIABLES }];

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

/** Admins first, then by name, a page at a time (`loadMore` adds the next page to the list). */
export function useAdminUsers() {
  const query = useQuery(adminUsersQuery, { variables: USERS_VARIABLES, fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, page: query.data?.userPage, loadMore };
}

/** Adds a user; the list is read again so the new one takes its place in the order. */
export function useCreateUser() {
  return useMutation(createUserMutation, { refetchQueries: readAgain });
}

export function useUpdateUserRole() {
  return useMutation(updateUserRoleMutation, { refetchQueries: readAgain });
}

export function useDeleteUser() {
  return useMutation(deleteUserMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteUser || !variables) return;
      removeFromPages(cache, 'userPage', String(variables.id));
    },
  });
}

export function useCreateSetPasswordLink() {
  return useMutation(createSetPasswordLinkMutation);
}
