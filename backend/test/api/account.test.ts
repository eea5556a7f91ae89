import jwt from 'jsonwebtoken';
import { request } from '../support/factories';
import { whileRowLocked } from '../support/row-lock';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, useAdminServer } from '../support/test-server';
import { claimsOf, insertUser, TEST_JWT_SECRET } from '../support/tokens';

const CHANGE_PASSWORD = `mutation($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { token name email role }
}`;
const UPDATE_ACCOUNT = `mutation($name: String!, $email: String!, $currentPassword: String) {
  updateMyAccount(name: $name, email: $email, currentPassword: $currentPassword) { id name email lastSignInAt }
}`;
const ME = '{ me { id email name lastSignInAt } }';
const STRONG_PASSWORD = 'violet kettle marble 47 harbour';

describe('the account: sessions, password and details', () => {
  let server: TestServer;

  useAdminServer((started) => ({ server } = started), { env: { JWT_SECRET: TEST_JWT_SECRET } });

  async function login(email: string, password: string): Promise<{ status: number; token?: string }> {
    const { status, body } = await request<{ data?: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password } });
    return { status, token: body?.data?.token };
  }

  async function newUser(email: string, password = 'first password of this user'): Promise<{ id: string; token: string }> {
    const id = await insertUser(server, email, password);
    return { id, token: (await login(email, password)).token! };
  }

  async function meOf(token: string) {
    return server.graphql<{ me: { email: string; name: string; lastSignInAt: string | null } }>(ME, {}, token);
  }

  async function storedUser(id: string): Promise<{ password_hash: string; session_version: number; last_sign_in_at: Date | null }> {
    const rows = await server.database.db.query('SELECT password_hash, session_version, last_sign_in_at FROM users WHERE id = $1', [id]);
    return rows[0];
  }

  it('records the time of each successful login, not of a failed one', async () => {
    const id = await insertUser(server, 'signin@test.example', 'first password of this user');
    expect((await storedUser(id)).last_sign_in_at).toBeNull();
    expect((await login('signin@test.example', 'wrong password')).status).toBe(401);
    expect((await storedUser(id)).last_sign_in_at).toBeNull();

    const before = await server.database.db.query('SELECT now() AS now');
    const { token } = await login('signin@test.example', 'first password of this user');
    const signedIn = (await storedUser(id)).last_sign_in_at!;
    expect(signedIn.getTime()).toBeGreaterThanOrEqual((before[0].now as Date).getTime());
    const me = await meOf(token!);
    expect(me.data!.me.lastSignInAt).toBe(signedIn.toISOString());
  });

  it('puts the session version in the token and accepts a token from before the claim as version 1', async () => {
    const { id, token } = await newUser('claims@test.example');
    expect(claimsOf(token)).toMatchObject({ sv: 1 });
    const { iss, aud } = claimsOf(token);
    const legacy = jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: id, issuer: iss, audience: aud, expiresIn: 3600 });
    expect((await meOf(legacy)).data!.me.email).toBe('claims@test.example');

    await server.graphql(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword: STRONG_PASSWORD }, token);
    const refused = await meOf(legacy);
    expect(refused.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  });

  it('refuses a token whose session version is not a positive whole number', async () => {
    const { id, token } = await newUser('bad-claim@test.example');
    const { iss, aud } = claimsOf(token);
    for (const sv of ['1', 0, 1.5, null]) {
      const forged = jwt.sign({ sv }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: id, issuer: iss, audience: aud, expiresIn: 3600 });
      const me = await meOf(forged);
      expect(me.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('changePassword', () => {
    it('answers a field error for a wrong current password and changes nothing', async () => {
      const { id, token } = await newUser('wrong-current@test.example');
      const before = await storedUser(id);
      const { data, errors } = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'not my password', newPassword: STRONG_PASSWORD }, token);
      expect(data).toBeNull();
      expect(errors![0]).toMatchObject({
        message: 'Current password is incorrect',
        extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect' } },
      });
      expect(await storedUser(id)).toEqual(before);
      expect((await meOf(token)).data!.me.email).toBe('wrong-current@test.example');
      expect((await login('wrong-current@test.example', 'first password of this user')).status).toBe(200);
    });

    it.each([
      ['too short', 'k7#Qp2', 'New password must be at least 10 characters'],
      ['a common password', 'password123', expect.stringMatching(/^New password is too easy to guess\. This is a commonly used password\./)],
      ['a keyboard row', 'qwertyuiop', expect.stringMatching(/^New password is too easy to guess\./)],
      ['the e-mail address', 'Weak-The-E-Mail-Address@test.example', 'New password must not be your e-mail address'],
      ['too long', 'x'.repeat(1025), 'New password must be at most 1024 characters'],
    ])('answers a field error for a new password that is %s and changes nothing', async (label, newPassword, message) => {
      const { id, token } = await newUser(`weak-${label.replaceAll(' ', '-')}@test.example`);
      const before = await storedUser(id);
      const { errors } = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword }, token);
      expect(errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { newPassword: message } });
      expect(await storedUser(id)).toEqual(before);
    });

    it('ends every session of the user, answers a working token, and swaps the passwords', async () => {
      const thisSession = await server.login();
      const otherSession = await server.login();
      const { data, errors } = await server.graphql<{ changePassword: { token: string; email: string } }>(
        CHANGE_PASSWORD,
        { currentPassword: ADMIN_PASSWORD, newPassword: STRONG_PASSWORD },
        thisSession,
      );
      expect(errors).toBeUndefined();
      expect(data!.changePassword).toEqual({ token: expect.any(String), name: 'Administrator', email: ADMIN_EMAIL, role: 'admin' });
      expect(claimsOf(data!.changePassword.token)).toMatchObject({ sv: 2 });

      for (const oldToken of [thisSession, otherSession]) {
        const me = await meOf(oldToken);
        expect(me.errors).toEqual([
          expect.objectContaining({
            message: 'Your session has ended because the password was changed. Please log in again.',
            extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
          }),
        ]);
        const rest = await request(server, 'POST', '/api/projects', { token: oldToken, json: {} });
        expect(rest.status).toBe(401);
      }
      expect((await meOf(data!.changePassword.token)).data!.me.email).toBe(ADMIN_EMAIL);
      expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(401);
      expect((await login(ADMIN_EMAIL, STRONG_PASSWORD)).status).toBe(200);
    });

    it('leaves the sessions of other users alone', async () => {
      const first = await newUser('first-of-two@test.example');
      const second = await newUser('second-of-two@test.example');
      await server.graphql(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword: STRONG_PASSWORD }, first.token);
      expect((await meOf(second.token)).data!.me.email).toBe('second-of-two@test.example');
    });

    it('counts wrong current passwords against the login limits', async () => {
      const { token } = await newUser('guesser@test.example');
      for (let attempt = 0; attempt < 5; attempt++) {
        const { errors } = await server.graphql(CHANGE_PASSWORD, { currentPassword: `guess ${attempt}`, newPassword: STRONG_PASSWORD }, token);
        expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      }
      const blocked = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword: STRONG_PASSWORD }, token);
      expect(blocked.errors![0]).toMatchObject({ extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }) });
      expect((await login('guesser@test.example', 'first password of this user')).status).toBe(429);
    });

    it('of four changes sent at once with the same current password, makes one; the others find that password no longer current', async () => {
      const { id, token } = await newUser('four-at-once@test.example');
      const newPasswords = [STRONG_PASSWORD, 'amber lantern river 12 orchard', 'copper meadow tiger 85 window', 'silent harbor pepper 39 canyon'];
      const answers = await whileRowLocked(
        server,
        'SELECT 1 FROM users WHERE id = $1 FOR UPDATE',
        [id],
        newPasswords.map(
          (newPassword) => () =>
            server.graphql<{ changePassword: { token: string } }>(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword }, token),
        ),
      );
      // The first to reach the row makes its change; the three after it are refused as a wrong password would be.
      expect(answers.map((answer) => answer.errors?.[0] ?? 'changed')).toEqual([
        'changed',
        ...Array.from({ length: 3 }, () =>
          expect.objectContaining({
            message: 'Current password is incorrect',
            extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect' } },
          }),
        ),
      ]);
      expect((await storedUser(id)).session_version).toBe(2);
      expect((await meOf(answers[0].data!.changePassword.token)).data!.me.email).toBe('four-at-once@test.example');
      expect((await login('four-at-once@test.example', STRONG_PASSWORD)).status).toBe(200);
      for (const refused of newPasswords.slice(1)) expect((await login('four-at-once@test.example', refused)).status).toBe(401);
    });

    it('a double-clicked change: the click that lost the race is not counted as a failed login', async () => {
      const { id, token } = await newUser('double-click@test.example');
      const change = (newPassword: string) => () => server.graphql(CHANGE_PASSWORD, { currentPassword: 'first password of this user', newPassword }, token);
      const answers = await whileRowLocked(
        server,
        'SELECT 1 FROM users WHERE id = $1 FOR UPDATE',
        [id],
        [change(STRONG_PASSWORD), change(STRONG_PASSWORD), change(STRONG_PASSWORD)],
      );
      expect(answers.map((answer) => answer.errors?.[0]?.message ?? 'changed')).toEqual([
        'changed',
        'Current password is incorrect',
        'Current password is incorrect',
      ]);
      // Three wrong passwords of this person's own: with the two lost clicks counted, the limit (5) would refuse the right one next.
      for (let i = 0; i < 3; i++) expect((await login('double-click@test.example', `wrong password ${i}`)).status).toBe(401);
      expect((await login('double-click@test.example', STRONG_PASSWORD)).status).toBe(200);
    });

    it('needs a valid token', async () => {
      const { errors } = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'x', newPassword: STRONG_PASSWORD });
      expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('updateMyAccount', () => {
    it('changes the name without the password and keeps the session', async () => {
      const { token } = await newUser('renamed@test.example');
      const { data, errors } = await server.graphql<{ updateMyAccount: { name: string; email: string } }>(
        UPDATE_ACCOUNT,
        { name: '  Lakshmi   Narayanan ', email: 'RENAMED@test.example' },
        token,
      );
      expect(errors).toBeUndefined();
      expect(data!.updateMyAccount).toMatchObject({ name: 'Lakshmi Narayanan', email: 'renamed@test.example' });
      expect((await meOf(token)).data!.me.name).toBe('Lakshmi Narayanan');
    });

    it('changes the e-mail only with the right current password; the login follows it', async () => {
      const { id, token } = await newUser('moving@test.example');
      const without = await server.graphql(UPDATE_ACCOUNT, { name: 'Mover', email: 'moved@test.example' }, token);
      expect(without.errors![0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { currentPassword: 'Enter your current password to change your e-mail address' },
      });
      const wrong = await server.graphql(UPDATE_ACCOUNT, { name: 'Mover', email: 'moved@test.example', currentPassword: 'nope nope' }, token);
      expect(wrong.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect' } });
      expect((await storedUser(id)).session_version).toBe(1);
      const [unchanged] = await server.database.db.query('SELECT email FROM users WHERE id = $1', [id]);
      expect(unchanged.email).toBe('moving@test.example');

      const right = await server.graphql(UPDATE_ACCOUNT, { name: 'Mover', email: 'Moved@Test.example', currentPassword: 'first password of this user' }, token);
      expect(right.errors).toBeUndefined();
      expect((await login('moved@test.example', 'first password of this user')).status).toBe(200);
      expect((await login('moving@test.example', 'first password of this user')).status).toBe(401);
    });

    it('refuses an e-mail another user has, in any case, and a malformed one', async () => {
      const { token } = await newUser('taken-a@test.example');
      await insertUser(server, 'taken-b@test.example', 'whatever password 1');
      const taken = await server.graphql(UPDATE_ACCOUNT, { name: 'A', email: 'TAKEN-B@test.example', currentPassword: 'first password of this user' }, token);
      expect(taken.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { email: 'Another user already has this e-mail address' } });
      const malformed = await server.graphql(UPDATE_ACCOUNT, { name: '', email: 'not-an-address' }, token);
      expect(malformed.errors![0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { name: 'Name is required', email: 'Email must be an address like you@example.com' },
      });
    });
  });
});
