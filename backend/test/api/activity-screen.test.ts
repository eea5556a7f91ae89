import { request } from '../support/factories';
import { MailServer, parseMail } from '../support/mail-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer, useAdminServer } from '../support/test-server';
import { createProject } from '../support/factories';
import { insertUser } from '../support/tokens';

interface Entry {
  id: string;
  actorId: string | null;
  actorName: string;
  byVisitor: boolean;
  action: string;
  subject: string;
  subjectId: string | null;
  label: string | null;
}

interface Page {
  items: Entry[];
  nextCursor: string | null;
  previousCursor: string | null;
  total: number;
}

const ENTRY = 'id actorId actorName byVisitor action subject subjectId label';
const PAGE = `query($first: Int, $after: String, $before: String, $userId: ID, $kind: ActivityKind, $withoutSignIns: Boolean) {
  activityPage(first: $first, after: $after, before: $before, userId: $userId, kind: $kind, withoutSignIns: $withoutSignIns) {
    items { ${ENTRY} } nextCursor previousCursor total
  }
}`;
const PEOPLE = '{ activityPeople { id name } }';
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token } }`;

let nextAddress = 1;
const freshAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

async function login(server: TestServer, email: string, password: string): Promise<string> {
  const answer = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password }, headers: freshAddress() });
  expect(answer.status).toBe(200);
  return answer.body.data.token;
}

/** The Activity screen: sign-ins, password changes and new enquiries recorded; filtered by person and kind; paged both ways. */
describe('activity: what is recorded, filters and pages', () => {
  let server: TestServer;
  let token: string;
  let adminId: string;
  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    adminId = ((await server.database.db.query('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL])) as { id: string }[])[0].id;
  });

  const page = async (variables: Record<string, unknown>, as = token) => {
    const result = await server.graphql<{ activityPage: Page }>(PAGE, variables, as);
    expect(result.errors).toBeUndefined();
    return result.data!.activityPage;
  };

  it('records a successful sign-in, not a failed one', async () => {
    const before = (await page({ kind: 'SIGN_INS' })).total;
    const failed = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: 'wrong password here' }, headers: freshAddress() });
    expect(failed.status).toBe(401);
    await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const graphqlLogin = await server.graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: ADMIN_EMAIL,
      p: ADMIN_PASSWORD,
    });
    expect(graphqlLogin.errors).toBeUndefined();
    const signIns = await page({ kind: 'SIGN_INS' });
    expect(signIns.total).toBe(before + 2);
    expect(signIns.items[0]).toMatchObject({ actorId: adminId, actorName: 'Administrator', action: 'signed in', subject: 'sign-in', byVisitor: false });
    // The dashboard's latest few leave them out; everything else stays.
    const all = await page({ first: 100 });
    const changes = await page({ first: 100, withoutSignIns: true });
    expect(changes.items.some((entry) => entry.subject === 'sign-in')).toBe(false);
    expect(changes.total).toBe(all.total - all.items.filter((entry) => entry.subject === 'sign-in').length);
  });

  it('records a new enquiry from the contact form as of a visitor, with the sender’s name', async () => {
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', {
      json: { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' },
      headers: freshAddress(),
    });
    expect(sent.status).toBe(201);
    const [entry] = (await page({ kind: 'NEW_ENQUIRIES' })).items;
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'A visitor',
      byVisitor: true,
      action: 'sent',
      subject: 'enquiry',
      subjectId: sent.body.data.id,
      label: 'Arun Kumar',
    });
    // The honeypot's robot is told the same, and nothing is recorded.
    const total = (await page({ kind: 'NEW_ENQUIRIES' })).total;
    await request(server, 'POST', '/api/enquiries', {
      json: { name: 'Bot', email: 'bot@example.com', phone: '+91 98765 43210', subject: 'Spam', message: 'Buy', website: 'http://spam.example' },
      headers: freshAddress(),
    });
    expect((await page({ kind: 'NEW_ENQUIRIES' })).total).toBe(total);
    // Staff handling is another kind.
    await server.graphql('mutation($id: ID!) { updateEnquiry(id: $id, status: REPLIED) { id } }', { id: sent.body.data.id }, token);
    expect((await page({ kind: 'ENQUIRIES' })).items[0]).toMatchObject({ action: 'marked as replied', byVisitor: false });
    expect((await page({ kind: 'NEW_ENQUIRIES' })).items.every((item) => item.byVisitor)).toBe(true);
  });

  it('records a password changed on the Account screen', async () => {
    const email = 'kavya@test.example';
    const id = await insertUser(server, email, 'the first long passphrase 11');
    const own = await login(server, email, 'the first long passphrase 11');
    const changed = await server.graphql<{ changePassword: { token: string } }>(
      CHANGE_PASSWORD,
      { current: 'the first long passphrase 11', next: 'a second quite different passphrase 22' },
      own,
    );
    expect(changed.errors).toBeUndefined();
    const renewed = changed.data!.changePassword.token;
    const [entry] = (await page({ kind: 'PASSWORDS' })).items;
    expect(entry).toMatchObject({ actorId: id, actorName: 'Second admin', action: 'changed their password', subject: 'password' });
    // A refused change records nothing.
    const total = (await page({ kind: 'PASSWORDS' })).total;
    const refused = await server.graphql(CHANGE_PASSWORD, { current: 'not the password at all', next: 'a third quite different passphrase 33' }, renewed);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await page({ kind: 'PASSWORDS' })).total).toBe(total);
  });

  it('records a set-password link made by an admin and used', async () => {
    const created = await server.graphql<{ createUser: { user: { id: string }; link: string } }>(
      'mutation { createUser(input: { name: "Meena Iyer", email: "meena@test.example", role: "editor" }) { user { id } link } }',
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
    const linkToken = new URL(created.data!.createUser.link).hash.replace('#token=', '');
    const set = await server.graphql('mutation($t: String!, $p: String!) { setPasswordWithLink(token: $t, newPassword: $p) { token } }', {
      t: linkToken,
      p: 'meena chooses a long passphrase 44',
    });
    expect(set.errors).toBeUndefined();
    expect((await page({ kind: 'PASSWORDS' })).items[0]).toMatchObject({
      actorId: created.data!.createUser.user.id,
      actorName: 'Meena Iyer',
      action: 'chose a new password with a set-password link',
    });
  });

  describe('filters', () => {
    let editor: { id: string; token: string };
    beforeAll(async () => {
      const id = await insertUser(server, 'raja@test.example', 'raja has a long passphrase 55', 'editor');
      editor = { id, token: await login(server, 'raja@test.example', 'raja has a long passphrase 55') };
      await createProject(server, editor.token, { title: 'Raja’s bungalow' });
      await createProject(server, token, { title: 'Admin’s office block' });
    });

    it('by person: only that user’s entries, of every kind', async () => {
      const raja = await page({ userId: editor.id, first: 100 });
      expect(raja.items.map((item) => [item.action, item.subject])).toEqual([
        ['created', 'project'],
        ['signed in', 'sign-in'],
      ]);
      expect(raja.total).toBe(2);
      expect(new Set((await page({ userId: adminId, first: 100 })).items.map((item) => item.actorId))).toEqual(new Set([adminId]));
      expect((await page({ userId: '00000000-0000-4000-8000-000000000000' })).items).toEqual([]);
      const refused = await server.graphql(PAGE, { userId: 'raja' }, token);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'userId must be the id of a user' } });
    });

    it('by kind, and by both', async () => {
      const content = await page({ kind: 'CONTENT', first: 100 });
      expect(content.items.map((item) => item.label)).toEqual(['Admin’s office block', 'Raja’s bungalow']);
      expect((await page({ kind: 'CONTENT', userId: editor.id })).items.map((item) => item.label)).toEqual(['Raja’s bungalow']);
      expect((await page({ kind: 'SETTINGS' })).total).toBe(0);
      const unknown = await server.graphql(PAGE, { kind: 'LOGINS' }, token);
      expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('lists the people to filter by, and an editor reads no sign-ins or passwords, even when asking for them', async () => {
      const people = await server.graphql<{ activityPeople: { id: string; name: string }[] }>(PEOPLE, {}, token);
      expect(people.data!.activityPeople.map((person) => person.name)).toEqual(['Administrator', 'An editor', 'Meena Iyer', 'Second admin']);
      const byEditor = await server.graphql<{ activityPeople: { id: string; name: string }[] }>(PEOPLE, {}, editor.token);
      // An editor's list comes from what an editor reads: content and enquiries.
      expect(byEditor.data!.activityPeople.map((person) => person.name)).toEqual(['Administrator', 'An editor']);
      for (const kind of ['SIGN_INS', 'PASSWORDS', 'USERS']) expect((await page({ kind }, editor.token)).total).toBe(0);
      const everything = await page({ first: 100 }, editor.token);
      for (const item of everything.items) expect(['project', 'gallery image', 'service', 'enquiry']).toContain(item.subject);
      expect((await server.graphql(PEOPLE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('pages older with after and newer with before, every entry once, each page newest first', async () => {
    await server.database.db.query(
      `INSERT INTO activity (actor_name, action, subject, label) SELECT 'Someone', 'updated', 'project', 'Paged ' || n FROM generate_series(1, 25) AS n`,
    );
    const all = (await page({ kind: 'CONTENT', first: 100 })).items.map((item) => item.id);
    const pages: Page[] = [await page({ kind: 'CONTENT', first: 10 })];
    expect(pages[0].previousCursor).toBeNull();
    while (pages.at(-1)!.nextCursor) pages.push(await page({ kind: 'CONTENT', first: 10, after: pages.at(-1)!.nextCursor }));
    expect(pages.flatMap((one) => one.items.map((item) => item.id))).toEqual(all);
    expect(pages.length).toBe(Math.ceil(all.length / 10));
    // Back from the last page to the first, with each page's previousCursor.
    let back = pages.at(-1)!;
    for (let index = pages.length - 2; index >= 0; index -= 1) {
      back = await page({ kind: 'CONTENT', first: 10, before: back.previousCursor });
      expect(back.items.map((item) => item.id)).toEqual(pages[index].items.map((item) => item.id));
      expect(back.nextCursor).toBe(pages[index].nextCursor);
    }
    expect(back.previousCursor).toBeNull();
    const both = await server.graphql(PAGE, { after: pages[0].nextCursor, before: pages[1].previousCursor }, token);
    expect(both.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { before: 'Give after or before, not both' } });
    const foreign = await server.graphql(PAGE, { before: 'bm90LWEtY3Vyc29y' }, token);
    expect(foreign.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/** "Forgot password?" through a real mail server: the request and the reset are both recorded. */
describe('activity: a forgotten password reset by e-mail', () => {
  const mail = new MailServer();
  let server: TestServer;

  beforeAll(async () => {
    const port = await mail.listen();
    server = await startTestServer({ env: { SMTP_URL: `smtp://web%40firm.example:secret@127.0.0.1:${port}`, PUBLIC_URL: 'https://www.firm.example' } });
  });
  afterAll(async () => {
    await server?.close();
    await mail.close();
  });

  it('records the request and the new password, as of that user', async () => {
    const asked = await server.graphql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: ADMIN_EMAIL });
    expect(asked.errors).toBeUndefined();
    const { body } = parseMail((await mail.next()).raw);
    const linkToken = /set-password#token=([A-Za-z0-9_-]{43})/.exec(body.replace(/=\r\n/g, '').replace(/=3D/g, '='))![1];
    const set = await server.graphql<{ setPasswordWithLink: { token: string } }>(
      'mutation($t: String!, $p: String!) { setPasswordWithLink(token: $t, newPassword: $p) { token } }',
      { t: linkToken, p: 'a brand new harbour lantern 31' },
    );
    expect(set.errors).toBeUndefined();
    const result = await server.graphql<{ activityPage: Page }>(PAGE, { kind: 'PASSWORDS' }, set.data!.setPasswordWithLink.token);
    expect(result.data!.activityPage.items.map((item) => [item.actorName, item.action])).toEqual([
      ['Administrator', 'reset their forgotten password with the e-mailed link'],
      ['Administrator', 'asked for a new password by e-mail'],
    ]);
  });
});
