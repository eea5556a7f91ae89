import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, uniqueTitle } from './server';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

export interface Login {
  token: string;
  name: string;
  email: string;
  role: string;
}

export interface GraphQLAnswer<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL request as the admin sends it (JSON POST), with this token if any. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  origin?: string,
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (origin) headers.origin = origin;
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer<T>['errors'] };
  return { status: response.status(), data: body.data ?? null, errors: body.errors ?? [] };
}

/** A password the rules accept (long, not common, not the e-mail address). */
export function strongPassword(): string {
  return `Tamarind-Lantern-${Math.random().toString(36).slice(2, 8)}-Quarry`;
}

/** A new e-mail address nobody else uses. */
export function uniqueEmail(prefix: string): string {
  return `${uniqueTitle(prefix)
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase()}@e2e.example`;
}

export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'editor';
}

/** Adds a user through GraphQL with the seeded admin's token, and sets their password with the link the answer carries. */
export async function createUserWithPassword(request: APIRequestContext, baseURL: string, role: 'admin' | 'editor', name: string): Promise<CreatedUser> {
  const email = uniqueEmail(name);
  const created = await graphql<{ createUser: { user: { id: string }; link: string } }>(
    request,
    'mutation CreateUser($input: NewUserInput!) { createUser(input: $input) { user { id } link } }',
    { input: { name, email, role } },
    await adminToken(request),
    baseURL,
  );
  expect(created.errors, 'createUser').toEqual([]);
  const { user, link } = created.data!.createUser;
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  const password = strongPassword();
  const set = await graphql<{ setPasswordWithLink: Login }>(
    request,
    'mutation SetPassword($token: String!, $newPassword: String!) { setPasswordWithLink(token: $token, newPassword: $newPassword) { token } }',
    { token, newPassword: password },
  );
  expect(set.errors, 'setPasswordWithLink').toEqual([]);
  return { id: user.id, name, email, password, role };
}

/** Removes a user with the seeded admin's token; a user already gone is fine (cleanup after a failure). */
export async function deleteUserIfPresent(request: APIRequestContext, id: string | undefined): Promise<void> {
  if (!id) return;
  const token = await adminToken(request);
  const users = await graphql<{ users: { id: string }[] }>(request, '{ users { id } }', {}, token);
  if (!users.data?.users.some((user) => user.id === id)) return;
  const deleted = await graphql<{ deleteUser: string }>(request, 'mutation DeleteUser($id: ID!) { deleteUser(id: $id) }', { id }, token);
  expect(deleted.errors, `cleanup of user ${id}`).toEqual([]);
}

/** Logs in through the REST endpoint; the whole answer is returned (status and login). */
export async function restLogin(request: APIRequestContext, email: string, password: string): Promise<{ status: number; login: Login | null }> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  const body = (await response.json()) as { data?: Login };
  return { status: response.status(), login: body.data ?? null };
}

/** Stores a login in the page as the login page does. */
export async function storeLoginOf(page: Page, login: Login): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((info) => {
    localStorage.setItem('userInfo', JSON.stringify({ token: info.token, name: info.name, email: info.email, role: info.role }));
    localStorage.setItem('token', info.token);
  }, login);
}

/**
 * How the API answers a token: the HTTP status of a REST read that needs one (GET /api/enquiries; 401 for a
 * refused token) and the code of GraphQL's `me` (which, like every GraphQL error but an outage, answers HTTP 200).
 */
export async function tokenAnswer(request: APIRequestContext, token: string): Promise<{ rest: number; graphql: string }> {
  const rest = await request.get('/api/enquiries', { headers: { authorization: `Bearer ${token}` } });
  const me = await graphql<{ me: { email: string } | null }>(request, '{ me { email } }', {}, token);
  expect(me.status, 'GraphQL answers errors with HTTP 200').toBe(200);
  return { rest: rest.status(), graphql: me.errors[0]?.extensions?.code ?? (me.data?.me ? 'OK' : 'NO USER') };
}

export const REFUSED = { rest: 401, graphql: 'UNAUTHENTICATED' };
export const ACCEPTED = { rest: 200, graphql: 'OK' };

/** The database of the server under test (serve.mjs writes it to .data/e2e-database-url-<port>). */
export function databaseUrlOf(baseURL: string): string {
  const file = path.join(repoRoot, '.data', `e2e-database-url-${new URL(baseURL).port}`);
  return fs.readFileSync(file, 'utf8').trim();
}

export { repoRoot };
