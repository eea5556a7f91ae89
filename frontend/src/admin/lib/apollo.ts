import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { expireLogin, readToken } from './auth-storage';
import { errorCode } from './graphql-errors';
import { uploadFetch } from './upload-fetch';

const authLink = new ApolloLink((operation, forward) => {
  const token = readToken();
  if (token) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

/**
 * An expired or revoked token: forget the login; the admin layout listens and sends the user to
 * /login?expired=1. A refused `login` itself is not an expiry.
 */
export const expiryLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === 'Login') return;
  if (errorCode(error) === 'UNAUTHENTICATED') expireLogin();
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    expiryLink,
    authLink,
    new UploadHttpLink({
      uri: '/graphql',
      // Queries as GET, cacheable by URL like any anonymous GraphQL GET (the admin's carry a token, so are never kept).
      useGETForQueries: true,
      // The CSRF guard of the server refuses multipart requests without it.
      headers: { 'apollo-require-preflight': 'true' },
      // XMLHttpRequest when the caller asks for upload progress (upload-fetch.ts beside this file).
      fetch: uploadFetch as typeof fetch,
    }),
  ]),
  cache: new InMemoryCache(),
});
