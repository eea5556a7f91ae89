import http from 'node:http';
import { request } from '../support/factories';
import { MailServer, parseMail } from '../support/mail-server';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/test-server';
import { insertUser } from '../support/tokens';

const FIELDS = 'source host port security username hasPassword passwordUnreadable senderAddress siteAddress version';
const READ = `{ mailSettings { ${FIELDS} } }`;
const SAVE = `mutation($input: MailSettingsInput!, $version: Int) { updateMailSettings(input: $input, version: $version) { ${FIELDS} } }`;
const TEST = 'mutation($to: String!) { sendTestEmail(to: $to) { sent problem } }';
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const SET_PASSWORD = 'mutation($token: String!, $newPassword: String!) { setPasswordWithLink(token: $token, newPassword: $newPassword) { email } }';

interface SavedMail {
  source: string;
  host: string | null;
  hasPassword: boolean;
  passwordUnreadable: boolean;
  siteAddress: string | null;
  version: number;
}

/** A GraphQL POST with a Host header of the caller's choosing (fetch would not send one). */
function postWithHost(server: TestServer, host: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(`${server.url}/graphql`);
    const sent = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: '/graphql',
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('Settings → Mail, and "Forgot password?"', () => {
  const mail = new MailServer();
  let server: TestServer;
  let token: string;
  let port: number;

  beforeAll(async () => {
    port = await mail.listen();
    mail.password = 'mailbox secret';
    server = await startTestServer();
    token = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await mail.close();
  });

  const settingsInput = (overrides: Record<string, unknown> = {}) => ({
    host: 'localhost',
    port,
    security: 'NONE',
    username: 'web@firm.example',
    password: 'mailbox secret',
    senderAddress: null,
    ...overrides,
  });

  it('starts with no mail: nothing saved, and "Forgot password?" cannot e-mail', async () => {
    const read = await server.graphql<{ mailSettings: SavedMail }>(READ, {}, token);
    expect(read.data?.mailSettings).toMatchObject({ source: 'NONE', host: null, hasPassword: false, version: 0 });
    expect((await server.graphql<{ passwordResetByEmail: boolean }>('{ passwordResetByEmail }')).data?.passwordResetByEmail).toBe(false);
    // The same answer as ever, and no link made.
    expect((await server.graphql(FORGOT, { email: ADMIN_EMAIL })).data).toEqual({ requestPasswordReset: true });
    await server.services.users.settled();
    expect(await server.database.db.query('SELECT count(*)::int AS n FROM set_password_links')).toEqual([{ n: 0 }]);
  });

  it('is for admins only', async () => {
    await insertUser(server, 'editor@test.example', 'an editor passphrase 77', 'editor');
    const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
      json: { email: 'editor@test.example', password: 'an editor passphrase 77' },
    });
    const editor = login.body.data.token;
    expect((await server.graphql(READ, {}, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(SAVE, { input: settingsInput() }, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(TEST, { to: 'x@example.com' }, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(READ)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses settings that cannot work, naming each field', async () => {
    const refused = await server.graphql(SAVE, { input: settingsInput({ host: 'smtp gmail', port: 70000, senderAddress: 'office' }) }, token);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(refused.errors?.[0].extensions?.fields ?? {}).sort()).toEqual(['host', 'port', 'senderAddress']);
    expect(await server.database.db.query('SELECT count(*)::int AS n FROM mail_settings')).toEqual([{ n: 0 }]);
  });

  it('saves the mail server with its password sealed, never read back, and sends through it at once', async () => {
    const saved = await server.graphql<{ updateMailSettings: SavedMail }>(SAVE, { input: settingsInput(), version: 0 }, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMailSettings).toMatchObject({ source: 'SETTINGS', host: 'localhost', hasPassword: true, passwordUnreadable: false, version: 1 });
    expect(saved.data?.updateMailSettings.siteAddress).toBe(server.url);
    const [row] = (await server.database.db.query('SELECT sealed_password FROM mail_settings')) as { sealed_password: string }[];
    expect(row.sealed_password).not.toContain('mailbox secret');

    const test = await server.graphql<{ sendTestEmail: { sent: boolean; problem: string | null } }>(TEST, { to: 'office@firm.example' }, token);
    expect(test.data?.sendTestEmail).toEqual({ sent: true, problem: null });
    const received = await mail.next();
    expect(received).toMatchObject({ user: 'web@firm.example', from: 'web@firm.example', to: ['office@firm.example'] });
    expect(parseMail(received.raw).headers.subject).toBe('A test e-mail from your website');
  });

  it('keeps the saved password when a save leaves it out, and says plainly when the mail server refuses a login', async () => {
    const kept = await server.graphql<{ updateMailSettings: SavedMail }>(SAVE, { input: settingsInput({ password: null }), version: 1 }, token);
    expect(kept.data?.updateMailSettings).toMatchObject({ hasPassword: true, version: 2 });
    expect((await server.graphql(TEST, { to: 'office@firm.example' }, token)).data).toEqual({ sendTestEmail: { sent: true, problem: null } });
    await mail.next();

    await server.graphql(SAVE, { input: settingsInput({ password: 'a wrong one' }), version: 2 }, token);
    const refused = await server.graphql<{ sendTestEmail: { sent: boolean; problem: string } }>(TEST, { to: 'office@firm.example' }, token);
    expect(refused.data?.sendTestEmail.sent).toBe(false);
    expect(refused.data?.sendTestEmail.problem).toMatch(/^The mail server refused the user name or password\./);
    await server.graphql(SAVE, { input: settingsInput(), version: 3 }, token);
  });

  it('refuses a save made over someone else’s, changing nothing', async () => {
    const { version } = (await server.graphql<{ mailSettings: SavedMail }>(READ, {}, token)).data!.mailSettings;
    const [first, second] = await Promise.all([
      server.graphql(SAVE, { input: settingsInput({ senderAddress: 'one@firm.example' }), version }, token),
      server.graphql(SAVE, { input: settingsInput({ senderAddress: 'two@firm.example' }), version }, token),
    ]);
    const codes = [first, second].map((result) => result.errors?.[0].extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const after = (await server.graphql<{ mailSettings: SavedMail & { senderAddress: string } }>(READ, {}, token)).data!.mailSettings;
    expect(after.version).toBe(version + 1);
    await server.graphql(SAVE, { input: settingsInput(), version: after.version }, token);
  });

  it('e-mails a one-hour link for a forgotten password, starting with the address the settings were saved from, whatever Host asked', async () => {
    expect((await server.graphql<{ passwordResetByEmail: boolean }>('{ passwordResetByEmail }')).data?.passwordResetByEmail).toBe(true);
    expect(await postWithHost(server, 'evil.example', { query: FORGOT, variables: { email: ADMIN_EMAIL.toUpperCase() } })).toBe(200);
    const received = await mail.next();
    expect(received.to).toEqual([ADMIN_EMAIL]);
    const { headers, body } = parseMail(received.raw);
    expect(headers.subject).toMatch(/^Choose a new password for the /);
    // Quoted-printable: soft line breaks, and '=' written as =3D.
    const link = /(\S+\/set-password#token=([A-Za-z0-9_-]{43}))/.exec(body.replace(/=\r\n/g, '').replace(/=3D/g, '='));
    expect(link?.[1].startsWith(`${server.url}/set-password#token=`)).toBe(true);
    expect(body).toContain('within the hour');
    const [stored] = (await server.database.db.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM set_password_links ORDER BY created_at DESC LIMIT 1`,
    )) as { seconds: number }[];
    expect(stored.seconds).toBeGreaterThan(3590);
    expect(stored.seconds).toBeLessThanOrEqual(3600);

    const set = await server.graphql(SET_PASSWORD, { token: link![2], newPassword: 'a brand new harbour lantern 31' });
    expect(set.data).toEqual({ setPasswordWithLink: { email: ADMIN_EMAIL } });
    const login = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: 'a brand new harbour lantern 31' } });
    expect(login.status).toBe(200);
    token = (login.body as { data: { token: string } }).data.token;
  });

  it('turns e-mail off again: nothing saved, and no link is e-mailed', async () => {
    const cleared = await server.graphql<{ clearMailSettings: SavedMail }>(`mutation { clearMailSettings { ${FIELDS} } }`, {}, token);
    expect(cleared.data?.clearMailSettings).toMatchObject({ source: 'NONE', host: null, hasPassword: false, version: 0 });
    expect((await server.graphql<{ passwordResetByEmail: boolean }>('{ passwordResetByEmail }')).data?.passwordResetByEmail).toBe(false);
    expect((await server.graphql(FORGOT, { email: ADMIN_EMAIL })).data).toEqual({ requestPasswordReset: true });
    await server.services.users.settled();
    expect(mail.unread).toBe(0);
    const [entry] = (await server.database.db.query(`SELECT action FROM activity ORDER BY id DESC LIMIT 1`)) as { action: string }[];
    expect(entry.action).toBe('turned off the e-mail in');
    await server.graphql(SAVE, { input: settingsInput(), version: 0 }, token);
  });

  it('answers an unknown address as a known one and sends nothing; limits the requests per address and the e-mails per account', async () => {
    await server.database.db.query('DELETE FROM rate_limits');
    const unknown = await server.graphql(FORGOT, { email: 'nobody@firm.example' });
    expect(unknown.data).toEqual({ requestPasswordReset: true });
    await server.services.users.settled();
    expect(mail.unread).toBe(0);

    // Four more from this address are answered (five in the window), three e-mails reach the account.
    for (let i = 0; i < 4; i++) expect((await server.graphql(FORGOT, { email: ADMIN_EMAIL })).data).toEqual({ requestPasswordReset: true });
    await server.services.users.settled();
    expect(mail.unread).toBe(3);
    for (let i = 0; i < 3; i++) await mail.next();
    const sixth = await server.graphql(FORGOT, { email: ADMIN_EMAIL });
    expect(sixth.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
