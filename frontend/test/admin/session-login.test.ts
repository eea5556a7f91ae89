import './setup-dom';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { BACKGROUND_READ, expiryLink } from '@/admin/lib/apollo';
import { isSessionLoginOpen, sessionLoginCancelled, sessionLoginDone } from '@/admin/lib/session-login';
import { logIn, resetAdminState } from './helpers';

const SAVE = gql`
  mutation SaveNote($text: String!) {
    saveNote(text: $text)
  }
`;
const COUNT = gql`
  query Count {
    count
  }
`;
const expired = { errors: [new GraphQLError('Your session has expired', { extensions: { code: 'UNAUTHENTICATED' } })] };

function clientWith(mocks: MockLink.MockedResponse[]) {
  return new ApolloClient({ link: ApolloLink.from([expiryLink, new MockLink(mocks)]), cache: new InMemoryCache() });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => {
  resetAdminState();
  logIn();
});
afterEach(() => {
  if (isSessionLoginOpen()) sessionLoginCancelled();
});

test('a refused save waits for the login dialog, then is sent again with the same variables', async () => {
  const request = { query: SAVE, variables: { text: 'half-filled form' } };
  const client = clientWith([
    { request, result: expired },
    { request, result: { data: { saveNote: true } } },
  ]);
  const saved = client.mutate({ mutation: SAVE, variables: { text: 'half-filled form' } });
  await until(isSessionLoginOpen);
  // The stored login is kept while the dialog is open (its e-mail starts the dialog's form).
  expect(localStorage.getItem('userInfo')).not.toBeNull();
  sessionLoginDone();
  await expect(saved).resolves.toMatchObject({ data: { saveNote: true } });
  expect(isSessionLoginOpen()).toBe(false);
});

test('saves refused at the same time share one dialog; cancelling fails them as they were refused', async () => {
  const client = clientWith([
    { request: { query: SAVE, variables: { text: 'a' } }, result: expired },
    { request: { query: SAVE, variables: { text: 'b' } }, result: expired },
  ]);
  const outcomes: string[] = [];
  const settle = (save: Promise<unknown>) =>
    save.then(
      () => outcomes.push('saved'),
      (error: Error) => outcomes.push(error.message),
    );
  const both = Promise.all([
    settle(client.mutate({ mutation: SAVE, variables: { text: 'a' } })),
    settle(client.mutate({ mutation: SAVE, variables: { text: 'b' } })),
  ]);
  await until(isSessionLoginOpen);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(outcomes).toEqual([]);
  sessionLoginCancelled();
  await both;
  expect(outcomes).toEqual(['Your session has expired', 'Your session has expired']);
});

test('a refused read forgets the login; a refused background read changes nothing', async () => {
  const client = clientWith([
    { request: { query: COUNT }, result: expired },
    { request: { query: COUNT }, result: expired },
  ]);
  await expect(client.query({ query: COUNT, context: BACKGROUND_READ, fetchPolicy: 'network-only' })).rejects.toThrow();
  expect(localStorage.getItem('token')).not.toBeNull();
  expect(isSessionLoginOpen()).toBe(false);
  await expect(client.query({ query: COUNT, fetchPolicy: 'network-only' })).rejects.toThrow();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('userInfo')).toBeNull();
});
