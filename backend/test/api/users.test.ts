import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createProject, request } from '../support/factories';
import { ADMIN_EMAIL, startTestServer, type TestServer, useAdminServer } from '../support/test-server';

const USER_FIELDS = 'id name email role hasPassword lastSignInAt createdAt';
const USERS = `{ users { ${USER_FIELDS} } }`;
const CREATE_USER = `mutation($input: NewUserInput!) { createUser(input: $input) { user { ${USER_FIELDS} } link linkExpiresAt emailed } }`;
const UPDATE_USER = `mutation($id: ID!, $input: UserChangeInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = 'mutation($id: ID!) { deleteUser(id: $id) }';
const NEW_LINK = 'mutation($userId: ID!) { createSetPasswordLink(userId: $userId) { link linkExpiresAt emailed } }';
const SET_PASSWORD = `mutation($token: String!, $newPassword: String!) { setPasswordWithLink(token: $token, newPassword: $newPassword) { token name email role } }`;
const ME = '{ me { id email role hasPassword } }';
const UPDATE_SETTINGS = 'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { firmName } }';
const STRONG_PASSWORD = 'violet kettle marble 47 harbour';
const LINK_NOT_VALID = 'This link has expired or was already used. Ask for a new one with "Forgot password?" on the login page, or ask an admin.';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  hasPassword: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}
interface Created {
  user: UserRow;
  link: string;
  linkExpiresAt: string;
  emailed: boolean;
}

function tokenOf(link: string): string {
  return new URL(link).hash.replace(/^#token=/, '');
}

describe('users and roles', () => {
  let server: TestServer;
  let admin: string;
  let counter = 0;

  useAdminServer((started) => ({ server, token: admin } = started));

  async function login(email: string, password: string): Promise<{ status: number; token?: string }> {
    const { status, body } = await request<{ data?: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password } });
    return { status, token: body?.data?.token };
  }

  async function createUser(role: 'admin' | 'editor', token = admin): Promise<Created> {
    counter++;
    const result = await server.graphql<{ createUser: Created }>(
      CREATE_USER,
      { input: { name: `User ${counter}`, email: `User${counter}@Test.Example`, role } },
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createUser;
  }

  /** A user of `role` who has chosen a password with their link, and their token. */
  async function activeUser(role: 'admin' | 'editor', by = admin): Promise<{ user: UserRow; token: string }> {
    const created = await createUser(role, by);
    const set = await server.graphql<{ setPasswordWithLink: { token: string } }>(SET_PASSWORD, { token: tokenOf(created.link), newPassword: STRONG_PASSWORD });
    expect(set.errors).toBeUndefined();
    return { user: created.user, token: set.data!.setPasswordWithLink.token };
  }

  it('lets an admin add an editor, who chooses a password with the link once and then logs in', async () => {
    const before = Date.now();
    const created = await createUser('editor');
    expect(created.user).toMatchObject({
      name: `User ${counter}`,
      email: `user${counter}@test.example`,
      role: 'editor',
      hasPassword: false,
      lastSignInAt: null,
    });
    expect(created.emailed).toBe(false);
    expect(created.link).toMatch(new RegExp(`^${server.url}/set-password#token=[A-Za-z0-9_-]{43}$`));
    const expiresIn = new Date(created.linkExpiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThan(24.1 * 3600_000);
    // Only the token's hash is stored.
    const stored: { token_hash: string }[] = await server.database.db.query('SELECT token_hash FROM set_password_links WHERE user_id = $1', [created.user.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(tokenOf(created.link));

    const weak = await server.graphql(SET_PASSWORD, { token: tokenOf(created.link), newPassword: 'password1' });
    expect(weak.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: expect.stringMatching(/at least 10 characters/) } });

    const set = await server.graphql<{ setPasswordWithLink: { token: string; email: string; role: string } }>(SET_PASSWORD, {
      token: tokenOf(created.link),
      newPassword: STRONG_PASSWORD,
    });
    expect(set.data?.setPasswordWithLink).toMatchObject({ email: created.user.email, role: 'editor' });
    const me = await server.graphql<{ me: { email: string; hasPassword: boolean } }>(ME, {}, set.data!.setPasswordWithLink.token);
    expect(me.data?.me).toMatchObject({ email: created.user.email, hasPassword: true });

    expect((await login(created.user.email, STRONG_PASSWORD)).status).toBe(200);
    const again = await server.graphql(SET_PASSWORD, { token: tokenOf(created.link), newPassword: 'another sturdy phrase 93 lantern' });
    expect(again.errors?.[0]).toMatchObject({ message: LINK_NOT_VALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await login(created.user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, and a new link replaces the old one', async () => {
    const created = await createUser('editor');
    await server.database.db.query(`UPDATE set_password_links SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [created.user.id]);
    const expired = await server.graphql(SET_PASSWORD, { token: tokenOf(created.link), newPassword: STRONG_PASSWORD });
    expect(expired.errors?.[0].message).toBe(LINK_NOT_VALID);

    const first = await server.graphql<{ createSetPasswordLink: { link: string } }>(NEW_LINK, { userId: created.user.id }, admin);
    const second = await server.graphql<{ createSetPasswordLink: { link: string; emailed: boolean } }>(NEW_LINK, { userId: created.user.id }, admin);
    expect(second.data?.createSetPasswordLink.emailed).toBe(false);
    const old = await server.graphql(SET_PASSWORD, { token: tokenOf(first.data!.createSetPasswordLink.link), newPassword: STRONG_PASSWORD });
    expect(old.errors?.[0].message).toBe(LINK_NOT_VALID);
    const fresh = await server.graphql(SET_PASSWORD, { token: tokenOf(second.data!.createSetPasswordLink.link), newPassword: STRONG_PASSWORD });
    expect(fresh.errors).toBeUndefined();
    expect((await login(created.user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('gives an editor 403 on users and settings, but lets them work on content and enquiries', async () => {
    const { user, token: editor } = await activeUser('editor');
    const forbidden = async (query: string, variables: Record<string, unknown>) => {
      const result = await server.graphql(query, variables, editor);
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    };
    await forbidden(USERS, {});
    await forbidden(CREATE_USER, { input: { name: 'Sneaky', email: 'sneaky@test.example', role: 'admin' } });
    await forbidden(UPDATE_USER, { id: user.id, input: { role: 'admin' } });
    await forbidden(DELETE_USER, { id: user.id });
    await forbidden(NEW_LINK, { userId: user.id });
    await forbidden(UPDATE_SETTINGS, { input: structuredClone(DEFAULT_SITE_SETTINGS) });
    const rest = await request(server, 'PUT', '/api/settings', { token: editor, json: structuredClone(DEFAULT_SITE_SETTINGS) });
    expect(rest.status).toBe(403);

    const project = await createProject(server, editor, { title: 'Made by an editor' });
    expect(project.title).toBe('Made by an editor');
    const enquiries = await request(server, 'GET', '/api/enquiries', { token: editor });
    expect(enquiries.status).toBe(200);
  });

  it('lists every user, admins first then by name, without a password hash', async () => {
    const result = await server.graphql<{ users: UserRow[] }>(USERS, {}, admin);
    const users = result.data!.users;
    const firstEditor = users.findIndex((user) => user.role === 'editor');
    expect(users.slice(firstEditor).every((user) => user.role === 'editor')).toBe(true);
    expect(users.slice(0, firstEditor).map((user) => user.name)).toEqual([...users.slice(0, firstEditor).map((user) => user.name)].sort());
    expect(users.some((user) => user.email === ADMIN_EMAIL)).toBe(true);
    const hashField = await server.graphql('{ users { passwordHash } }', {}, admin);
    expect(hashField.status).toBe(400);
  });

  it('takes a role change into account on the next request', async () => {
    const { user, token } = await activeUser('editor');
    expect((await server.graphql(USERS, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const promoted = await server.graphql<{ updateUser: UserRow }>(UPDATE_USER, { id: user.id, input: { role: 'admin' } }, admin);
    expect(promoted.data?.updateUser.role).toBe('admin');
    expect((await server.graphql(USERS, {}, token)).errors).toBeUndefined();
    await server.graphql(UPDATE_USER, { id: user.id, input: { role: 'editor', name: 'Renamed' } }, admin);
    expect((await server.graphql(USERS, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql<{ me: { role: string } }>(ME, {}, token)).data?.me.role).toBe('editor');
  });

  it('ends the session of a deleted user at once', async () => {
    const { user, token } = await activeUser('editor');
    expect((await server.graphql(ME, {}, token)).errors).toBeUndefined();
    const deleted = await server.graphql<{ deleteUser: string }>(DELETE_USER, { id: user.id }, admin);
    expect(deleted.data?.deleteUser).toBe(user.id);
    expect((await server.graphql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await request(server, 'GET', '/api/enquiries', { token })).status).toBe(401);
    const links: unknown[] = await server.database.db.query('SELECT id FROM set_password_links WHERE user_id = $1', [user.id]);
    expect(links).toEqual([]);
  });

  it('refuses a duplicate e-mail in any case, with a field message', async () => {
    const result = await server.graphql(CREATE_USER, { input: { name: 'Twin', email: ADMIN_EMAIL.toUpperCase(), role: 'editor' } }, admin);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: 'Another user already has this e-mail address' } });
    const bad = await server.graphql(CREATE_USER, { input: { name: '', email: 'not an address', role: 'owner' } }, admin);
    expect(Object.keys(bad.errors?.[0].extensions?.fields ?? {}).sort()).toEqual(['email', 'name', 'role']);
  });

  it('never lets an admin demote or remove themselves', async () => {
    const me = (await server.graphql<{ users: UserRow[] }>(USERS, {}, admin)).data!.users.find((user) => user.email === ADMIN_EMAIL)!;
    const demote = await server.graphql(UPDATE_USER, { id: me.id, input: { role: 'editor' } }, admin);
    expect(demote.errors?.[0]).toMatchObject({
      message: 'You cannot change your own role: ask another admin to do it',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const remove = await server.graphql(DELETE_USER, { id: me.id }, admin);
    expect(remove.errors?.[0]).toMatchObject({ message: 'You cannot remove yourself: ask another admin to do it', extensions: { code: 'BAD_REQUEST' } });
  });

  it('never leaves the firm without an admin, even when two admins demote each other at once', async () => {
    // Only the admins of this test remain.
    const { user: first, token: firstToken } = await activeUser('admin');
    const { user: second, token: secondToken } = await activeUser('admin');
    await server.database.db.query(`UPDATE users SET role = 'editor' WHERE id NOT IN ($1, $2)`, [first.id, second.id]);

    const [a, b] = await Promise.all([
      server.graphql(UPDATE_USER, { id: second.id, input: { role: 'editor' } }, firstToken),
      server.graphql(UPDATE_USER, { id: first.id, input: { role: 'editor' } }, secondToken),
    ]);
    const admins: { id: string }[] = await server.database.db.query(`SELECT id FROM users WHERE role = 'admin'`);
    expect(admins).toHaveLength(1);
    expect([a, b].filter((result) => result.errors === undefined)).toHaveLength(1);
    const refused = [a, b].find((result) => result.errors)!;
    expect(['FORBIDDEN', 'BAD_USER_INPUT']).toContain(refused.errors?.[0].extensions?.code);

    const [remaining, remainingToken] = admins[0].id === first.id ? [first, firstToken] : [second, secondToken];
    const { token: otherAdmin } = await activeUser('admin', remainingToken);
    const [x, y] = await Promise.all([
      server.graphql(DELETE_USER, { id: remaining.id }, otherAdmin),
      server.graphql(DELETE_USER, { id: (await server.graphql<{ me: { id: string } }>(ME, {}, otherAdmin)).data!.me.id }, remainingToken),
    ]);
    expect((await server.database.db.query(`SELECT id FROM users WHERE role = 'admin'`)).length).toBe(1);
    expect([x, y].filter((result) => result.errors === undefined)).toHaveLength(1);

    // The one admin left can demote nobody to below one admin: themselves least of all.
    const last = (await server.database.db.query(`SELECT id FROM users WHERE role = 'admin'`))[0].id as string;
    const lastToken = last === remaining.id ? remainingToken : otherAdmin;
    const lastDemoted = await server.graphql(UPDATE_USER, { id: last, input: { role: 'editor' } }, lastToken);
    expect(lastDemoted.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.database.db.query(`SELECT id FROM users WHERE role = 'admin'`)).length).toBe(1);
  });

  it('limits wrong link tokens per address', async () => {
    let last: Awaited<ReturnType<TestServer['graphql']>> | undefined;
    for (let i = 0; i < 11; i++) last = await server.graphql(SET_PASSWORD, { token: `guess-${i}`, newPassword: STRONG_PASSWORD });
    expect(last?.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('the admin app at /set-password', () => {
  let server: TestServer;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin app</title>');
  useAdminServer((started) => ({ server } = started), { env: { FRONTEND_DIST: dist } });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is served like /login, never indexed', async () => {
    for (const route of ['/login', '/set-password']) {
      const page = await request(server, 'GET', route);
      expect([page.status, page.headers.get('x-robots-tag'), page.text]).toEqual([200, 'noindex', '<!doctype html><title>Admin app</title>']);
    }
  });
});

describe('set-password e-mails', () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw });
        callback();
      });
    },
  });
  let server: TestServer;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({ env: { SMTP_URL: `smtp://web%40firm.example:secret@127.0.0.1:${port}`, PUBLIC_URL: 'https://www.firm.example' } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('e-mails the new user their link, on PUBLIC_URL, and a new link too', async () => {
    const token = await server.login();
    const created = await server.graphql<{ createUser: Created }>(
      CREATE_USER,
      { input: { name: 'Meena', email: 'meena@firm.example', role: 'editor' } },
      token,
    );
    expect(created.data?.createUser).toMatchObject({ emailed: true, link: expect.stringMatching(/^https:\/\/www\.firm\.example\/set-password#token=/) });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['meena@firm.example']);
    const unfolded = received[0].raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain(created.data!.createUser.link);

    const again = await server.graphql<{ createSetPasswordLink: { link: string; emailed: boolean } }>(
      NEW_LINK,
      { userId: created.data!.createUser.user.id },
      token,
    );
    expect(again.data?.createSetPasswordLink.emailed).toBe(true);
    expect(received).toHaveLength(2);
    expect(received[1].raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(again.data!.createSetPasswordLink.link);
  });
});
