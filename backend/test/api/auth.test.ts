import { createProject, request } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, useAdminServer } from '../support/test-server';
import { badTokens, claimsOf, insertUser, signLike, TEST_JWT_SECRET } from '../support/tokens';

describe('REST auth', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { JWT_SECRET: TEST_JWT_SECRET } });

  describe('POST /api/auth/login', () => {
    it('answers 200 {data: {token, name, email, role}} with an HS256 token that expires', async () => {
      const { status, body } = await request<{ data: Record<string, string> }>(server, 'POST', '/api/auth/login', {
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { token: expect.any(String), name: 'Administrator', email: ADMIN_EMAIL, role: 'admin' } });
      const [header] = body.data.token.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      const claims = claimsOf(body.data.token);
      expect(claims.exp).toBeGreaterThan(claims.iat);
      expect(claims.iss).toEqual(expect.any(String));
      expect(claims.aud).toEqual(expect.any(String));
    });

    it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
      const { status, body } = await request<{ data: { email: string } }>(server, 'POST', '/api/auth/login', {
        json: { email: `  ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD },
      });
      expect(status).toBe(200);
      expect(body.data.email).toBe(ADMIN_EMAIL);
    });

    it('also accepts a url-encoded form', async () => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(response.status).toBe(200);
    });

    it.each([
      ['a wrong password', { email: ADMIN_EMAIL, password: 'wrong password' }],
      ['an unknown e-mail', { email: 'nobody@test.example', password: ADMIN_PASSWORD }],
      ['a password of the wrong case', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD.toUpperCase() }],
    ])('answers 401 Invalid email or password for %s', async (_label, json) => {
      const { status, body } = await request(server, 'POST', '/api/auth/login', { json });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    });

    it('answers 429 with Retry-After after repeated failures, even for the right password', async () => {
      const email = 'locked@test.example';
      const password = 'the right password';
      await insertUser(server, email, password);
      for (let attempt = 0; attempt < 5; attempt++) {
        const { status } = await request(server, 'POST', '/api/auth/login', { json: { email, password: 'guess' } });
        expect(status).toBe(401);
      }
      const blocked = await request(server, 'POST', '/api/auth/login', { json: { email, password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ (seconds|minutes)\.$/),
      });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Another account from the same client is not locked.
      const other = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect(other.status).toBe(200);
    });
  });

  describe('protected routes', () => {
    const protectedCalls: [string, string][] = [
      ['POST', '/api/projects'],
      ['PATCH', '/api/projects/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/projects/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/gallery'],
      ['PUT', '/api/gallery/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/gallery/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/services'],
      ['PUT', '/api/services/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/services/00000000-0000-4000-8000-000000000000'],
    ];

    it.each(protectedCalls)('%s %s answers 401 without a token', async (method, path) => {
      const { status, body } = await request(server, method, path);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required. Please log in.' });
    });

    it('answers 401 for an Authorization header that is not a Bearer token', async () => {
      const { status } = await request(server, 'DELETE', protectedCalls[2][1], { headers: { authorization: `Basic ${token}` } });
      expect(status).toBe(401);
    });

    it('refuses every defective token with 401', async () => {
      const project = await createProject(server, token);
      for (const [defect, bad] of Object.entries(badTokens(token))) {
        const { status, body } = await request(server, 'DELETE', `/api/projects/${project.id}`, { token: bad });
        expect({ defect, status }).toEqual({ defect, status: 401 });
        expect(body.message).toMatch(/Please log in again\.$/);
      }
      expect((await request(server, 'GET', `/api/projects/${project.id}`)).status).toBe(200);
    });

    it('tells an expired token apart', async () => {
      const { status, body } = await request(server, 'DELETE', protectedCalls[2][1], { token: badTokens(token)['an expired token'] });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please log in again.' });
    });

    it('accepts a token signed with the same secret, issuer and audience (the control for the cases above)', async () => {
      const project = await createProject(server, token);
      const { status } = await request(server, 'DELETE', `/api/projects/${project.id}`, { token: signLike(token, claimsOf(token).sub) });
      expect(status).toBe(200);
    });

    it('answers 401 for the token of a user who was deleted', async () => {
      const email = 'leaver@test.example';
      await insertUser(server, email, 'a good long password');
      const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password: 'a good long password' } });
      const leaverToken = login.body.data.token;
      const project = await createProject(server, leaverToken);
      await server.database.db.query('DELETE FROM users WHERE email = $1', [email]);

      const { status, body } = await request(server, 'DELETE', `/api/projects/${project.id}`, { token: leaverToken });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHENTICATED', message: 'Your account no longer exists. Please log in again.' });
    });
  });
});
