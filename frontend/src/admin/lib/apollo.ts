import { ApolloClient, ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { expireLogin, readToken } from './auth-storage';
import { createAdminCache } from './cache';
import { errorCode, serverMessage } from './graphql-errors';
import { sessionEnding } from '@vriddhi/rules';
import { requestSessionLogin } from './session-login';
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

/** The context of a read the admin did not ask for (a badge's refresh): a refused token does not interrupt the screen. */
export const BACKGROUND_READ = { background: true } as const;

/**
 * An expired or revoked token. A save (a mutation) waits for the admin to log in again in the dialog
 * over the form, then is sent again with the new token: nothing typed or chosen is lost. A read
 * forgets the login; the admin layout listens and sends the user to /login?expired=1. A background
 * read fails quietly (it must not take the admin away from a half-filled form). A refused `login`
 * itself is not an expiry.
 */
export const expiryLink = new ErrorLink(({ error, operation, forward }) => {
  if (operation.operationName === 'Login' || errorCode(error) !== 'UNAUTHENTICATED') return;
  if (operation.operationType !== OperationTypeNode.MUTATION) {
    if (!operation.getContext().background) expireLogin(sessionEnding(serverMessage(error)));
    return;
  }
  return new Observable<ApolloLink.Result>((observer) => {
    let retry: { unsubscribe(): void } | undefined;
    requestSessionLogin().then(
      () => (retry = forward(operation).subscribe(observer)),
      () => observer.error(error),
    );
    return () => retry?.unsubscribe();
  });
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
  cache: createAdminCache(),
});
