import type { RunningServer } from '../../src/server';
import { request, UNKNOWN_ID } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

interface RestEnquiry {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

const FIELDS = 'id name email phone subject message status createdAt';
const SUBMIT = 'mutation($input: SubmitEnquiryInput!) { submitEnquiry(input: $input) }';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '+91 98765 43210',
  subject: 'House construction estimate',
  message: 'A 30 x 40 plot near the bus stand.',
  ...overrides,
});

let nextAddress = 1;
/** A fresh client address for each call (the test server believes X-Forwarded-For from this machine), so the per-address limit only bites where a test means it to. */
const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

/** The contact form's enquiries: kept, listed to the admin, answered, exported and forgotten after the retention period. */
describe('enquiries', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  const submit = (body: unknown, headers: Record<string, string> = freshAddress()) =>
    request<{ message: string; data: { id: string }; errors?: Record<string, string> }>(server, 'POST', '/api/enquiries', { json: body, headers });
  const list = async () => (await request<{ data: RestEnquiry[] }>(server, 'GET', '/api/enquiries', { token })).body.data;
  const stored = async (id: string) => (await list()).find((item) => item.id === id);
  const unread = async () => (await server.graphql<{ unreadEnquiryCount: number }>('{ unreadEnquiryCount }', {}, token)).data?.unreadEnquiryCount;

  it('are kept from a REST submit, as new, and answered 201 without touching the public content', async () => {
    const version = server.services.contentVersion.current;
    const sent = await submit(enquiry({ name: '  Arun\nKumar ', message: 'Two storeys.\nBudget 40 L' }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Thank you: your message has reached us. We will reply soon.');
    expect(await stored(sent.body.data.id)).toMatchObject({
      _id: sent.body.data.id,
      ...enquiry({ name: 'Arun Kumar', message: 'Two storeys.\nBudget 40 L' }),
      status: 'new',
    });
    // Not public content: no public cache is dropped for it.
    expect(server.services.contentVersion.current).toBe(version);
  });

  it('are kept from a GraphQL submit and read back through GraphQL, newest first', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      const result = await server.graphql<{ submitEnquiry: boolean }>(SUBMIT, { input: enquiry({ subject }) });
      expect(result.data?.submitEnquiry).toBe(true);
    }
    const read = await server.graphql<{ enquiries: { subject: string; status: string }[] }>(`{ enquiries { ${FIELDS} } }`, {}, token);
    expect(read.data?.enquiries.slice(0, 3).map(({ subject, status }) => [subject, status])).toEqual([
      ['Third', 'NEW'],
      ['Second', 'NEW'],
      ['First', 'NEW'],
    ]);
    expect((await list()).slice(0, 3).map((item) => item.subject)).toEqual(['Third', 'Second', 'First']);
  });

  it('refuse missing and malformed fields with every message, over REST and GraphQL, and keep nothing', async () => {
    const before = await storedState(server);
    const empty = await submit({ website: '' });
    expect([empty.status, empty.body.message, empty.body.errors]).toEqual([
      400,
      'Name is required',
      { name: 'Name is required', email: 'Email is required', phone: 'Phone is required', subject: 'Subject is required', message: 'Message is required' },
    ]);
    const malformed = await submit(enquiry({ email: 'arun@', phone: 'ring me', message: 'x'.repeat(5001) }));
    expect([malformed.status, malformed.body.errors]).toEqual([
      400,
      {
        email: 'Email must be an address like you@example.com',
        phone: 'Phone must be a phone number: digits, spaces or dashes, optionally starting with +',
        message: 'Message must be at most 5000 characters',
      },
    ]);
    expect((await submit([enquiry()])).status).toBe(400);
    const graphql = await server.graphql(SUBMIT, { input: enquiry({ email: ' ' }) });
    expect(graphql.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { email: 'Email is required' } });
    expect(await storedState(server)).toEqual(before);
  });

  it('refuse a body over the size limit without reading it into a row', async () => {
    const before = await storedState(server);
    const huge = await submit(enquiry({ message: 'x'.repeat(200 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await storedState(server)).toEqual(before);
  });

  it('answer a robot that filled the hidden field as a person, and keep nothing', async () => {
    const before = await storedState(server);
    const trapped = await submit(enquiry({ website: 'https://spam.example' }));
    expect(trapped.status).toBe(201);
    expect(trapped.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const graphql = await server.graphql<{ submitEnquiry: boolean }>(SUBMIT, { input: enquiry({ website: 'spam' }) });
    expect(graphql.data?.submitEnquiry).toBe(true);
    expect(await storedState(server)).toEqual(before);
  });

  it('are limited to 5 per address in 10 minutes, over REST and GraphQL together, with a clear 429', async () => {
    const address = freshAddress();
    const graphqlFrom = (headers: Record<string, string>) =>
      request<{ data?: { submitEnquiry: boolean }; errors?: { message: string; extensions: { code: string } }[] }>(server, 'POST', '/graphql', {
        json: { query: SUBMIT, variables: { input: enquiry() } },
        headers,
      });
    // Refused input does not count: a visitor correcting the form is not held back.
    for (let i = 0; i < 6; i++) expect((await submit(enquiry({ email: 'wrong' }), address)).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await submit(enquiry({ subject: `Try ${i}` }), address)).status).toBe(201);
    expect((await graphqlFrom(address)).body.data?.submitEnquiry).toBe(true);

    const before = await storedState(server);
    const limited = await submit(enquiry(), address);
    expect([limited.status, limited.body.message]).toEqual([429, 'Too many messages from your connection. Please try again in 10 minutes, or call us.']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    const limitedGraphql = await graphqlFrom(address);
    expect(limitedGraphql.body.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await storedState(server)).toEqual(before);

    expect((await submit(enquiry(), freshAddress())).status).toBe(201);
  });

  describe('count each client once, however a trusted proxy writes its address', () => {
    const statusesFrom = async (forwardedFor: string[]) => {
      const statuses: number[] = [];
      for (const value of forwardedFor) statuses.push((await submit(enquiry(), { 'x-forwarded-for': value })).status);
      return statuses;
    };

    it('values that are no address count as the proxy that passed them on', async () => {
      // Behind a second trusted proxy (127.0.0.9, loopback), so this test has that proxy's count to itself.
      const madeUp = Array.from({ length: 8 }, (_, i) => `not-an-ip-${i}, 127.0.0.9`);
      const before = (await list()).length;
      expect(await statusesFrom(madeUp)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect((await list()).length).toBe(before + 5);
    });

    it('an IPv4 address written as IPv6 is that IPv4 address; addresses inside ::/96 stay apart', async () => {
      const mixed = ['192.0.2.77', '::ffff:192.0.2.77', '::FFFF:C000:024D', '192.0.2.77', '[::ffff:192.0.2.77]:443', '192.0.2.77'];
      expect(await statusesFrom(mixed)).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await statusesFrom(['::1.2.3.4', '::1.2.3.4', '::1.2.3.4', '::1.2.3.4', '::1.2.3.4', '::1.2.3.5', '::1.2.3.4'])).toEqual([
        201, 201, 201, 201, 201, 201, 429,
      ]);
    });
  });

  it('are read and handled with a token only', async () => {
    const { id } = (await submit(enquiry())).body.data;
    for (const [method, path, json] of [
      ['GET', '/api/enquiries', undefined],
      ['GET', '/api/enquiries?format=csv', undefined],
      ['PATCH', `/api/enquiries/${id}`, { status: 'closed' }],
      ['DELETE', `/api/enquiries/${id}`, undefined],
    ] as const) {
      const refused = await request(server, method, path, { json });
      expect([method, path, refused.status, refused.body]).toEqual([
        method,
        path,
        401,
        { code: 'UNAUTHENTICATED', message: 'Authentication required. Please log in.' },
      ]);
    }
    for (const query of [
      `{ enquiries { id } }`,
      '{ unreadEnquiryCount }',
      `mutation { updateEnquiry(id: "${id}", status: CLOSED) { id } }`,
      `mutation { deleteEnquiry(id: "${id}") }`,
    ]) {
      const refused = await server.graphql(query);
      expect([query, refused.errors?.[0]?.extensions?.code]).toEqual([query, 'UNAUTHENTICATED']);
    }
    expect(await stored(id)).toMatchObject({ status: 'new' });
  });

  it('change status over REST and GraphQL, and the unread count follows', async () => {
    const { id } = (await submit(enquiry({ subject: 'Status' }))).body.data;
    const unreadBefore = await unread();
    const replied = await request<{ data: RestEnquiry }>(server, 'PATCH', `/api/enquiries/${id}`, { token, json: { status: 'Replied' } });
    expect([replied.status, replied.body.data.status, replied.body.data.subject]).toEqual([200, 'replied', 'Status']);
    expect(await unread()).toBe(unreadBefore! - 1);

    const closed = await server.graphql<{ updateEnquiry: { status: string } }>(
      'mutation($id: ID!) { updateEnquiry(id: $id, status: CLOSED) { id status } }',
      { id },
      token,
    );
    expect(closed.data?.updateEnquiry).toEqual({ id, status: 'CLOSED' });
    expect(await stored(id)).toMatchObject({ status: 'closed' });

    const wrong = await request(server, 'PATCH', `/api/enquiries/${id}`, { token, json: { status: 'archived' } });
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { code: 'BAD_USER_INPUT', message: 'Status must be one of new, replied, closed', errors: { status: 'Status must be one of new, replied, closed' } },
    ]);
    for (const missing of [UNKNOWN_ID, 'not-a-uuid']) {
      const absent = await request(server, 'PATCH', `/api/enquiries/${missing}`, { token, json: { status: 'closed' } });
      expect([absent.status, absent.body]).toEqual([404, { code: 'NOT_FOUND', message: 'Enquiry not found' }]);
    }
  });

  it('are deleted over REST and GraphQL', async () => {
    const first = (await submit(enquiry({ subject: 'Delete me' }))).body.data.id;
    const second = (await submit(enquiry({ subject: 'Delete me too' }))).body.data.id;
    const deleted = await request(server, 'DELETE', `/api/enquiries/${first}`, { token });
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Enquiry deleted successfully' }]);
    expect((await request(server, 'DELETE', `/api/enquiries/${first}`, { token })).status).toBe(404);
    const viaGraphql = await server.graphql<{ deleteEnquiry: boolean }>('mutation($id: ID!) { deleteEnquiry(id: $id) }', { id: second }, token);
    expect(viaGraphql.data?.deleteEnquiry).toBe(true);
    const again = await server.graphql('mutation($id: ID!) { deleteEnquiry(id: $id) }', { id: second }, token);
    expect(again.errors?.[0]).toMatchObject({ message: 'Enquiry not found', extensions: { code: 'NOT_FOUND' } });
    const ids = (await list()).map((item) => item.id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
  });

  it('are exported as CSV, quoted where needed, with spreadsheet formulas made text', async () => {
    const { id } = (
      await submit(
        enquiry({
          name: '=HYPERLINK("https://evil.example","Click")',
          email: '-arun@example.com',
          subject: '@site: plot, 30 x 40',
          message: 'He said "two storeys",\nthen -1 floor?',
        }),
      )
    ).body.data;
    const csv = await fetch(`${server.url}/api/enquiries?format=csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?enquiries-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    // With its byte order mark, which spreadsheet programs need to read UTF-8.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFReceived (Asia/Kolkata),Status,Name,Email,Phone,Subject,Message,Notes\r\n')).toBe(true);
    const { createdAt } = (await stored(id))!;
    // The firm's time (India, UTC+5:30), as a spreadsheet reads a date and time.
    const inIndia = new Date(Date.parse(createdAt) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    // Newest first: this one is the first row.
    expect(text.split('\r\n')[1]).toBe(
      `${inIndia},new,"'=HYPERLINK(""https://evil.example"",""Click"")",'-arun@example.com,'+91 98765 43210,"'@site: plot, 30 x 40","He said ""two storeys"",\nthen -1 floor?",`,
    );
    expect((await request(server, 'GET', '/api/enquiries?format=xml', { token })).status).toBe(400);
  });

  describe('past the retention period', () => {
    let restarted: RunningServer | undefined;
    afterAll(() => restarted?.stop());

    const age = (id: string, days: number) =>
      server.database.db.query(`UPDATE enquiries SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]);

    it('are deleted, and only they', async () => {
      const old = (await submit(enquiry({ subject: 'Last year' }))).body.data.id;
      const recent = (await submit(enquiry({ subject: 'Last month' }))).body.data.id;
      await age(old, 366);
      await age(recent, 364);
      expect(await server.services.enquiries.deleteExpired(365)).toBe(1);
      const ids = (await list()).map((item) => item.id);
      expect(ids).toContain(recent);
      expect(ids).not.toContain(old);
    });

    it('are deleted when the server starts', async () => {
      const old = (await submit(enquiry({ subject: 'Two years ago' }))).body.data.id;
      await age(old, 800);
      await server.stop();
      restarted = await server.startAgain();
      const rows: { id: string }[] = await restarted.database.db.query('SELECT id FROM enquiries WHERE id = $1', [old]);
      expect(rows).toEqual([]);
    });
  });
});
