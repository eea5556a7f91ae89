import { createProject, filePart, graphqlUpload, samplePng, UNKNOWN_ID } from '../support/factories';
import { storedState } from '../support/state';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, useAdminServer } from '../support/test-server';
import { badTokens, insertUser, TEST_JWT_SECRET } from '../support/tokens';

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token name email role } }';
const ME = '{ me { id email name role } }';

describe('GraphQL auth', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { JWT_SECRET: TEST_JWT_SECRET } });

  describe('login', () => {
    it('answers {token, name, email, role}; the e-mail is matched case-insensitively', async () => {
      const { data, errors } = await server.graphql<{ login: Record<string, string> }>(LOGIN, { email: 'Admin@TEST.example', password: ADMIN_PASSWORD });
      expect(errors).toBeUndefined();
      expect(data!.login).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), name: 'Administrator', email: ADMIN_EMAIL, role: 'admin' });
      const me = await server.graphql<{ me: { email: string } }>(ME, {}, data!.login.token);
      expect(me.data!.me.email).toBe(ADMIN_EMAIL);
    });

    it('tells every cache not to keep the answer, which holds a token', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LOGIN, variables: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      // A public query's answer may be kept, and is revalidated.
      const list = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ services { id } }' }),
      });
      expect(list.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers UNAUTHENTICATED Invalid email or password for a wrong password or an unknown e-mail', async () => {
      for (const variables of [
        { email: ADMIN_EMAIL, password: 'nope' },
        { email: 'ghost@test.example', password: ADMIN_PASSWORD },
      ]) {
        const { data, errors } = await server.graphql(LOGIN, variables);
        expect(data).toBeNull();
        expect(errors).toEqual([expect.objectContaining({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } })]);
      }
    });

    it('answers BAD_USER_INPUT with per-field messages for blank fields', async () => {
      const { errors } = await server.graphql(LOGIN, { email: ' ', password: '' });
      expect(errors![0]).toMatchObject({
        message: 'Email is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is required', password: 'Password is required' } },
      });
    });

    it('answers TOO_MANY_REQUESTS after repeated failures', async () => {
      const email = 'gql-locked@test.example';
      await insertUser(server, email, 'right password here');
      for (let attempt = 0; attempt < 5; attempt++) {
        const { errors } = await server.graphql(LOGIN, { email, password: 'wrong' });
        expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      }
      const { errors } = await server.graphql(LOGIN, { email, password: 'right password here' });
      expect(errors![0]).toMatchObject({
        message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ (seconds|minutes)\.$/),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    });
  });

  describe('me', () => {
    it('answers the logged-in user, and null without a token', async () => {
      const me = await server.graphql<{ me: Record<string, string> }>(ME, {}, token);
      expect(me.data!.me).toEqual({ id: expect.any(String), email: ADMIN_EMAIL, name: 'Administrator', role: 'admin' });
      expect(await server.graphql(ME)).toEqual({ status: 200, data: { me: null } });
    });

    it('answers UNAUTHENTICATED for every defective token', async () => {
      for (const [defect, bad] of Object.entries(badTokens(token))) {
        const { data, errors } = await server.graphql(ME, {}, bad);
        expect({ defect, data, code: errors?.[0].extensions?.code }).toEqual({ defect, data: { me: null }, code: 'UNAUTHENTICATED' });
      }
    });

    it('answers UNAUTHENTICATED for the token of a deleted user', async () => {
      const email = 'gone@test.example';
      await insertUser(server, email, 'password of the gone');
      const login = await server.graphql<{ login: { token: string } }>(LOGIN, { email, password: 'password of the gone' });
      await server.database.db.query('DELETE FROM users WHERE email = $1', [email]);
      const { errors } = await server.graphql(ME, {}, login.data!.login.token);
      expect(errors![0]).toMatchObject({ message: 'Your account no longer exists. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } });
    });
  });

  describe('mutations need a token', () => {
    const mutations: [string, string, Record<string, unknown>][] = [
      ['updateProject', 'mutation($id: ID!) { updateProject(id: $id, input: { title: "X" }) { id } }', { id: UNKNOWN_ID }],
      ['deleteProject', 'mutation($id: ID!) { deleteProject(id: $id) }', { id: UNKNOWN_ID }],
      ['updateGalleryImage', 'mutation($id: ID!) { updateGalleryImage(id: $id, input: { title: "X" }) { id } }', { id: UNKNOWN_ID }],
      ['deleteGalleryImage', 'mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: UNKNOWN_ID }],
      ['updateService', 'mutation($id: ID!) { updateService(id: $id, input: { title: "X" }) { id } }', { id: UNKNOWN_ID }],
      ['deleteService', 'mutation($id: ID!) { deleteService(id: $id) }', { id: UNKNOWN_ID }],
    ];

    it.each(mutations)('%s answers UNAUTHENTICATED without a token', async (_name, query, variables) => {
      const { errors } = await server.graphql(query, variables);
      expect(errors).toEqual([expect.objectContaining({ message: 'Authentication required. Please log in.', extensions: { code: 'UNAUTHENTICATED' } })]);
    });

    it.each([
      ['createProject', 'mutation($image: Upload!) { createProject(input: { title: "T", details: "D" }, image: $image) { id } }'],
      ['createGalleryImage', 'mutation($image: Upload!) { createGalleryImage(input: { title: "T", category: "Residential" }, image: $image) { id } }'],
      ['createService', 'mutation($image: Upload!) { createService(input: { title: "T", description: "D", points: ["P"] }, image: $image) { id } }'],
    ])('%s answers UNAUTHENTICATED without a token and stores nothing', async (_name, query) => {
      const before = await storedState(server);
      const { errors } = await graphqlUpload(server, query, {}, { image: filePart(await samplePng()) });
      expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(await storedState(server)).toEqual(before);
    });

    it('a forged token cannot delete a project', async () => {
      const project = await createProject(server, token);
      const { errors } = await server.graphql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id }, badTokens(token)['alg none']);
      expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await server.graphql<{ project: { id: string } }>('query($id: ID!) { project(id: $id) { id } }', { id: project.id })).data!.project.id).toBe(
        project.id,
      );
    });
  });
});
