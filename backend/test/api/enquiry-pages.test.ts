import { check, ENQUIRY_LIMITS, ENQUIRY_NOTES_MAX, enquiryNotesRules, enquiryRules, PAGE_SIZE } from '@vriddhi/rules';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import { request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/** What the admin's Enquiries screen asks for (frontend/src/admin/enquiries/api/get-enquiries.ts). */
const ADMIN_PAGE = `query AdminEnquiryPage($first: Int, $after: String, $status: EnquiryStatus) {
  enquiryPage(first: $first, after: $after, status: $status) {
    items { id name email phone subject message status createdAt notes notesVersion }
    nextCursor
    total
  }
}`;

interface PageJson {
  items: { id: string; message: string; status: string; createdAt: string }[];
  nextCursor: string | null;
  total: number;
}

const ORDINARY = 1870;
const PADDED = 130;
/** Escaped to six bytes of JSON each (\u0001): the largest a character can grow. */
const CONTROL = '\u0001';
/** The longest phone number the rules let through (the pattern allows 21 characters). */
const LONGEST_PHONE = '+91 98765 43210 12345';

/** An enquiry with every field at its length limit, all control characters where the rules allow them. */
const padded = {
  name: CONTROL.repeat(ENQUIRY_LIMITS.name),
  email: `${CONTROL.repeat(120)}@${CONTROL.repeat(ENQUIRY_LIMITS.email - 126)}.${CONTROL.repeat(4)}`,
  phone: LONGEST_PHONE,
  subject: CONTROL.repeat(ENQUIRY_LIMITS.subject),
  message: CONTROL.repeat(ENQUIRY_LIMITS.message),
};
/** The staff's note at its limit, of the characters that grow most in JSON once control characters are removed (three bytes of UTF-8). */
const paddedNotes = 'த'.repeat(ENQUIRY_NOTES_MAX);

/** 2,000 enquiries, the 130 newest padded to the limits; many share one moment, so pages also split ties. */
describe('enquiries a page at a time', () => {
  let server: TestServer;
  let token: string;
  let allIds: string[];
  useAdminServer((started) => ({ server, token } = started));

  beforeAll(async () => {
    await server.database.db.query(
      `INSERT INTO enquiries (name, email, phone, subject, message, status, created_at)
       SELECT 'Visitor ' || n, 'visitor' || n || '@example.com', '+91 98765 43210', 'Enquiry ' || n, 'Message ' || n,
              (ARRAY['new', 'replied', 'closed'])[1 + n % 3]::enquiry_status, now() - interval '1 hour' - (n / 10) * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
      [ORDINARY],
    );
    await server.database.db.query(
      `INSERT INTO enquiries (name, email, phone, subject, message, notes, created_at)
       SELECT $2, $3, $4, $5, $6, $7, now() - interval '1 second' FROM generate_series(1, $1::int)`,
      [PADDED, padded.name, padded.email, padded.phone, padded.subject, padded.message, paddedNotes],
    );
    const rows: { id: string }[] = await server.database.db.query('SELECT id FROM enquiries ORDER BY created_at DESC, id DESC');
    allIds = rows.map((row) => row.id);
  });

  it('the padded enquiry is one the contact form accepts, and the largest page of them fits the answer cap', () => {
    expect(check(enquiryRules, padded)).toMatchObject({ ok: true, values: padded });
    expect(check(enquiryNotesRules, { notes: paddedNotes })).toEqual({ ok: true, values: { notes: paddedNotes } });
    // Control characters are taken out of notes: none grows to six bytes.
    expect(check(enquiryNotesRules, { notes: CONTROL.repeat(10) })).toEqual({ ok: true, values: { notes: '' } });
    const worst = Buffer.byteLength(
      JSON.stringify({
        __typename: 'Enquiry',
        id: crypto.randomUUID(),
        ...padded,
        status: 'REPLIED',
        createdAt: new Date(),
        notes: paddedNotes,
        notesVersion: 1,
      }),
    );
    expect(worst).toBeGreaterThan(36_000);
    // A tenth of the cap spare: room for the page's own fields and another small field of an enquiry.
    expect(PAGE_SIZE.max * worst).toBeLessThan(GRAPHQL_LIMITS.maxResponseBytes * 0.9);
  });

  async function page(variables: Record<string, unknown>): Promise<{ page: PageJson; bytes: number }> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ADMIN_PAGE, variables }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: { enquiryPage: PageJson }; errors?: unknown[] };
    expect([response.status, body.errors]).toEqual([200, undefined]);
    return { page: body.data!.enquiryPage, bytes: Buffer.byteLength(text) };
  }

  /** Every page from the first, `between` called after each; the ids in the order shown, and the largest answer. */
  async function walk(first: number | undefined, between: (pageNumber: number) => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let largest = 0;
    let after: string | null = null;
    let pages = 0;
    do {
      const { page: current, bytes }: { page: PageJson; bytes: number } = await page({ first, after });
      pages += 1;
      expect(current.items.length).toBeLessThanOrEqual(first ?? PAGE_SIZE.default);
      if (current.nextCursor) expect(current.items).toHaveLength(first ?? PAGE_SIZE.default);
      seen.push(...current.items.map((item) => item.id));
      largest = Math.max(largest, bytes);
      after = current.nextCursor;
      await between(pages);
    } while (after);
    return { seen, largest, pages };
  }

  it('answers every page of the admin’s query within the cap, each enquiry exactly once, newest first, also while new ones arrive', async () => {
    const first = await page({});
    expect(first.page.total).toBe(ORDINARY + PADDED);
    expect(first.page.items).toHaveLength(PAGE_SIZE.default);

    const arrived: string[] = [];
    const { seen, largest, pages } = await walk(PAGE_SIZE.max, async (pageNumber) => {
      if (pageNumber !== 2) return;
      // Sent while the admin reads: newer than every page, so on none of this reading's pages.
      const rows: { id: string }[] = await server.database.db.query(
        `INSERT INTO enquiries (name, email, phone, subject, message) SELECT 'Late ' || n, 'late@example.com', '+91 98765 43210', 'Late', 'Late' FROM generate_series(1, 3) AS n RETURNING id`,
      );
      arrived.push(...rows.map((row) => row.id));
    });
    expect(pages).toBe((ORDINARY + PADDED) / PAGE_SIZE.max);
    expect(seen).toEqual(allIds);
    expect(new Set(seen).size).toBe(seen.length);
    // The padded ones came whole, in the largest answers.
    expect(largest).toBeGreaterThan(3_000_000);
    expect(largest).toBeLessThan(GRAPHQL_LIMITS.maxResponseBytes);

    // Read again, the newcomers lead.
    const again = await walk(undefined);
    expect(again.seen).toEqual([...[...arrived].sort().reverse(), ...allIds]);
    await server.database.db.query('DELETE FROM enquiries WHERE id = ANY($1::uuid[])', [arrived]);
  });

  it('filters by status, counting only those', async () => {
    const replied: { count: number }[] = await server.database.db.query(`SELECT count(*)::int AS count FROM enquiries WHERE status = 'replied'`);
    const { page: first } = await page({ status: 'REPLIED', first: 5 });
    expect(first.total).toBe(replied[0].count);
    expect(first.items.map((item) => item.status)).toEqual(Array(5).fill('REPLIED'));
    const { page: second } = await page({ status: 'REPLIED', first: 5, after: first.nextCursor });
    expect(second.items.map((item) => item.status)).toEqual(Array(5).fill('REPLIED'));
    expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items[4].createdAt));
  });

  it('bounds the page size and refuses cursors it did not give for this list', async () => {
    for (const [variables, field] of [
      [{ first: PAGE_SIZE.max + 1 }, 'first'],
      [{ first: 0 }, 'first'],
      [{ first: -5 }, 'first'],
      [{ after: 'not a cursor' }, 'after'],
      [{ after: Buffer.from('["activity","2026-01-01T00:00:00.000000Z","5"]').toString('base64url') }, 'after'],
      [{ after: 'A'.repeat(5000) }, 'after'],
    ] as const) {
      const refused = await server.graphql(ADMIN_PAGE, variables, token);
      expect([variables, refused.errors?.[0]?.extensions?.code, Object.keys(refused.errors?.[0]?.extensions?.fields ?? {})]).toEqual([
        variables,
        'BAD_USER_INPUT',
        [field],
      ]);
    }
    expect((await server.graphql(ADMIN_PAGE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the plain list working, bounded to the newest page of the largest size', async () => {
    const { data, errors } = await server.graphql<{ enquiries: { id: string }[] }>(
      '{ enquiries { id name email phone subject message status createdAt } }',
      {},
      token,
    );
    expect(errors).toBeUndefined();
    expect(data!.enquiries.map((item) => item.id)).toEqual(allIds.slice(0, PAGE_SIZE.max));
  });

  describe('over REST', () => {
    interface RestPage {
      data: { id: string; _id: string }[];
      nextCursor: string | null;
    }

    it('answers the newest 50 by default, and the Link header walks every page exactly once', async () => {
      const firstPage = await request<RestPage>(server, 'GET', '/api/enquiries', { token });
      expect(firstPage.status).toBe(200);
      expect(firstPage.body.data.map((item) => item._id)).toEqual(allIds.slice(0, PAGE_SIZE.default));
      expect(firstPage.headers.get('x-total-count')).toBe(String(allIds.length));

      const seen: string[] = [];
      let next: string | null = '/api/enquiries?limit=100&status=';
      while (next) {
        const current: Awaited<ReturnType<typeof request<RestPage>>> = await request<RestPage>(server, 'GET', next, { token });
        expect(current.status).toBe(200);
        expect(current.body.data.length).toBeLessThanOrEqual(100);
        seen.push(...current.body.data.map((item) => item.id));
        const link = current.headers.get('link');
        next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
        if (next) expect(next).toMatch(/^\/api\/enquiries\?limit=100&status=&before=[\w-]+$/);
      }
      expect(seen).toEqual(allIds);
    });

    it('the body’s nextCursor, sent back as before, walks every page too (for clients that cannot read the Link header)', async () => {
      const replied: { id: string }[] = await server.database.db.query(`SELECT id FROM enquiries WHERE status = 'replied' ORDER BY created_at DESC, id DESC`);
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const current: Awaited<ReturnType<typeof request<RestPage>>> = await request<RestPage>(
          server,
          'GET',
          `/api/enquiries?status=replied&limit=100&before=${cursor}`,
          { token },
        );
        expect(current.status).toBe(200);
        seen.push(...current.body.data.map((item) => item.id));
        cursor = current.body.nextCursor;
        const link = current.headers.get('link');
        expect(link === null ? null : /before=([\w-]+)>/.exec(link)![1]).toBe(cursor);
      }
      expect(seen).toEqual(replied.map((row) => row.id));
    });

    it('filters by status and refuses a bad limit, cursor or status with the parameter’s name', async () => {
      const closed = await request<{ data: { status: string }[] }>(server, 'GET', '/api/enquiries?status=closed&limit=3', { token });
      expect(closed.body.data.map((item) => item.status)).toEqual(['closed', 'closed', 'closed']);
      expect(closed.headers.get('link')).toMatch(/status=closed/);
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=ten', 'limit'],
        ['limit=1&limit=2', 'limit'],
        ['before=%7B%7D', 'before'],
        ['status=archived', 'status'],
      ]) {
        const refused = await request<{ errors: Record<string, string> }>(server, 'GET', `/api/enquiries?${query}`, { token });
        expect([query, refused.status, Object.keys(refused.body.errors)]).toEqual([query, 400, [field]]);
      }
    });

    it('exports every enquiry as CSV, newest first', async () => {
      const response = await fetch(`${server.url}/api/enquiries?format=csv`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).split('\r\n');
      expect(lines[0]).toBe('\uFEFFReceived (Asia/Kolkata),Status,Name,Email,Phone,Subject,Message,Notes');
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(allIds.length + 2);
      expect(lines[1]).toContain(padded.message);
      expect(lines.at(-2)).toContain(`Visitor ${ORDINARY}`);
    });
  });
});
