import { ENQUIRY_NOTES_MAX } from '@vriddhi/rules';
import { request, UNKNOWN_ID } from '../support/factories';
import { whileRowLocked } from '../support/row-lock';
import { type TestServer, useAdminServer } from '../support/test-server';
import { insertUser } from '../support/tokens';

interface Noted {
  id: string;
  name: string;
  status: string;
  notes: string;
  notesVersion: number;
}

const PAGE = `query($status: EnquiryStatus, $search: String, $after: String, $first: Int) {
  enquiryPage(status: $status, search: $search, after: $after, first: $first) { items { id name notes notesVersion } nextCursor total }
}`;
const LIST = 'query($status: EnquiryStatus, $search: String) { enquiries(status: $status, search: $search) { id } }';
const SAVE_NOTES = `mutation($id: ID!, $notes: String!, $version: Int) {
  updateEnquiryNotes(id: $id, notes: $notes, version: $version) { id name status notes notesVersion }
}`;
const NOTES_SAVED_MEANWHILE = 'Someone else saved a note on this enquiry a moment ago. Copy your text, reload the page to see theirs, then save again.';

let nextAddress = 1;

/** Search, status filter and private notes of the enquiries, over GraphQL and REST. */
describe('enquiries: search, filter and notes', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  /** A visitor's enquiry through the contact form's REST call; returns its id. */
  async function send(fields: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>> = {}): Promise<string> {
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', {
      json: { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.', ...fields },
      headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    });
    expect(sent.status).toBe(201);
    return sent.body.data.id;
  }

  const page = async (variables: Record<string, unknown>, as = token) => {
    const result = await server.graphql<{ enquiryPage: { items: Noted[]; nextCursor: string | null; total: number } }>(PAGE, variables, as);
    expect(result.errors).toBeUndefined();
    return result.data!.enquiryPage;
  };
  const found = async (search: string, status?: string) => (await page({ search, status, first: 100 })).items.map((item) => item.id).sort();
  const saveNotes = (variables: Record<string, unknown>, as = token) => server.graphql<{ updateEnquiryNotes: Noted }>(SAVE_NOTES, variables, as);

  describe('search', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await server.database.db.query('DELETE FROM enquiries');
      ids.name = await send({ name: 'Lakshmi Narayanan' });
      ids.email = await send({ email: 'kavitha.builds@example.in' });
      ids.phone = await send({ phone: '+91 90030-12345' });
      ids.subject = await send({ subject: 'Compound wall quote' });
      ids.message = await send({ message: 'We need a borewell near the Vriddhachalam bypass.' });
      ids.percent = await send({ subject: 'Discount of 10% on cement?' });
      ids.underscore = await send({ email: 'site_office@example.com' });
      ids.tenpx = await send({ subject: 'Discount of 10x on steel' });
      ids.siteoffice = await send({ email: 'siteXoffice@example.com' });
    });

    it('finds by each field, in any case', async () => {
      expect(await found('lakshmi')).toEqual([ids.name]);
      expect(await found('KAVITHA.BUILDS')).toEqual([ids.email]);
      expect(await found('90030')).toEqual([ids.phone]);
      expect(await found('compound WALL')).toEqual([ids.subject]);
      expect(await found('Vriddhachalam bypass')).toEqual([ids.message]);
    });

    it('finds a phone number however it is spaced', async () => {
      expect(await found('9003012345')).toEqual([ids.phone]);
      expect(await found('90030 12345')).toEqual([ids.phone]);
    });

    it('takes % and _ literally, not as wildcards', async () => {
      expect(await found('10%')).toEqual([ids.percent]);
      expect(await found('site_office')).toEqual([ids.underscore]);
      expect(await found('%')).toEqual([ids.percent]);
      expect(await found('\\')).toEqual([]);
    });

    it('finds by the notes too, and lists everything for an empty search', async () => {
      const saved = await saveNotes({ id: ids.name, notes: 'Called back: wants a site visit on Monday' });
      expect(saved.errors).toBeUndefined();
      expect(await found('site visit')).toEqual([ids.name]);
      expect((await page({ search: '   ' })).total).toBe(Object.keys(ids).length);
      expect((await page({})).total).toBe(Object.keys(ids).length);
    });

    it('combines with the status filter, and the total counts what both list', async () => {
      const marked = await server.graphql('mutation($id: ID!) { updateEnquiry(id: $id, status: CLOSED) { id } }', { id: ids.percent }, token);
      expect(marked.errors).toBeUndefined();
      expect(await found('discount')).toEqual([ids.percent, ids.tenpx].sort());
      expect(await found('discount', 'CLOSED')).toEqual([ids.percent]);
      expect(await found('discount', 'NEW')).toEqual([ids.tenpx]);
      expect((await page({ status: 'CLOSED' })).total).toBe(1);
      expect((await page({ status: 'REPLIED' })).items).toEqual([]);
      const list = await server.graphql<{ enquiries: { id: string }[] }>(LIST, { search: 'discount', status: 'NEW' }, token);
      expect(list.data!.enquiries.map((item) => item.id)).toEqual([ids.tenpx]);
    });

    it('pages through a search with the cursor', async () => {
      const first = await page({ search: 'example', first: 2 });
      expect(first.total).toBe(Object.keys(ids).length);
      const second = await page({ search: 'example', first: 2, after: first.nextCursor });
      expect(second.items.map((item) => item.id)).not.toContain(first.items[0].id);
      expect(second.items).toHaveLength(2);
    });

    it('is the REST list’s ?q=, and filters the CSV', async () => {
      const rest = await request<{ data: { id: string }[] }>(server, 'GET', '/api/enquiries?q=KAVITHA', { token });
      expect(rest.status).toBe(200);
      expect(rest.headers.get('x-total-count')).toBe('1');
      expect(rest.body.data.map((item) => item.id)).toEqual([ids.email]);
      const csv = await request(server, 'GET', '/api/enquiries?format=csv&q=discount&status=new', { token });
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Discount of 10x on steel');
      const noted = await request(server, 'GET', '/api/enquiries?format=csv&q=lakshmi', { token });
      expect(noted.text.trim().split('\r\n')[1].endsWith(',Called back: wants a site visit on Monday')).toBe(true);
    });

    it('refuses a search that is too long, with a clear message', async () => {
      const result = await server.graphql(PAGE, { search: 'x'.repeat(201) }, token);
      expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { search: 'Search must be at most 200 characters' } });
      const rest = await request(server, 'GET', `/api/enquiries?q=${'x'.repeat(201)}`, { token });
      expect(rest.status).toBe(400);
      const twice = await request(server, 'GET', '/api/enquiries?q=a&q=b', { token });
      expect(twice.status).toBe(400);
    });
  });

  describe('notes', () => {
    let id: string;
    beforeEach(async () => {
      id = await send({ name: 'Selvi Murugan' });
    });
    const stored = async () =>
      ((await server.database.db.query('SELECT notes, notes_version AS "notesVersion" FROM enquiries WHERE id = $1', [id])) as Noted[])[0];

    it('are saved, raise the version, read back, and are recorded in the activity', async () => {
      const saved = await saveNotes({ id, notes: '  Wants a quote for 2 floors.\nCall after 6 pm.  ', version: 1 });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateEnquiryNotes).toMatchObject({ notes: 'Wants a quote for 2 floors.\nCall after 6 pm.', notesVersion: 2, status: 'NEW' });
      expect(await stored()).toEqual({ notes: 'Wants a quote for 2 floors.\nCall after 6 pm.', notesVersion: 2 });
      await saveNotes({ id, notes: 'Quote sent.', version: 2 });
      await saveNotes({ id, notes: '', version: 3 });
      const entries: { action: string; label: string; actor_name: string }[] = await server.database.db.query(
        `SELECT action, label, actor_name FROM activity WHERE subject_id = $1 AND actor_name IS NOT NULL ORDER BY id`,
        [id],
      );
      expect(entries.map((entry) => [entry.action, entry.label])).toEqual([
        ['added a note to', 'Selvi Murugan'],
        ['changed the note on', 'Selvi Murugan'],
        ['cleared the note on', 'Selvi Murugan'],
      ]);
    });

    it('a save that changes nothing records nothing', async () => {
      await saveNotes({ id, notes: 'Same' });
      const before = await stored();
      const again = await saveNotes({ id, notes: 'Same ', version: before.notesVersion });
      expect(again.errors).toBeUndefined();
      expect(await stored()).toEqual(before);
    });

    it('are refused past the length limit with a clear message, and nothing is written', async () => {
      const refused = await saveNotes({ id, notes: 'x'.repeat(ENQUIRY_NOTES_MAX + 1) });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { notes: 'Notes must be at most 1,000 characters' } });
      expect(await stored()).toEqual({ notes: '', notesVersion: 1 });
      const longest = await saveNotes({ id, notes: 'x'.repeat(ENQUIRY_NOTES_MAX) });
      expect(longest.errors).toBeUndefined();
    });

    it('are for signed-in staff only, and an unknown or malformed id is NOT_FOUND', async () => {
      const visitor = await saveNotes({ id, notes: 'Sneaky' }, '');
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const editorId = await insertUser(server, `editor${nextAddress}@test.example`, 'a long editor passphrase 77', 'editor');
      const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
        json: { email: `editor${nextAddress}@test.example`, password: 'a long editor passphrase 77' },
      });
      expect(editorId).toBeTruthy();
      const byEditor = await saveNotes({ id, notes: 'Editors may note too' }, login.body.data.token);
      expect(byEditor.errors).toBeUndefined();
      for (const bad of [UNKNOWN_ID, 'not-an-id']) expect((await saveNotes({ id: bad, notes: 'x' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await stored()).toMatchObject({ notes: 'Editors may note too' });
    });

    it('are never in a public answer', async () => {
      await saveNotes({ id, notes: 'Private: budget is tight' });
      const visitorList = await server.graphql(PAGE, {});
      expect(visitorList.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(visitorList)).not.toContain('budget is tight');
      const rest = await request(server, 'GET', '/api/enquiries');
      expect(rest.status).toBe(401);
      expect(rest.text).not.toContain('budget is tight');
    });

    it('of two admins saving at once from the same version: one is kept, the other gets CONFLICT and writes nothing', async () => {
      const other = await insertUser(server, `second${nextAddress}@test.example`, 'another long passphrase 99');
      expect(other).toBeTruthy();
      const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
        json: { email: `second${nextAddress}@test.example`, password: 'another long passphrase 99' },
      });
      const [first, second] = await whileRowLocked(
        server,
        'SELECT 1 FROM enquiries WHERE id = $1 FOR UPDATE',
        [id],
        [
          () => saveNotes({ id, notes: 'Priya: visited the site', version: 1 }),
          () => saveNotes({ id, notes: 'Ravi: sent the quote', version: 1 }, login.body.data.token),
        ],
      );
      expect(first.errors).toBeUndefined();
      expect(second.errors?.[0]).toMatchObject({ message: NOTES_SAVED_MEANWHILE, extensions: { code: 'CONFLICT' } });
      expect(await stored()).toEqual({ notes: 'Priya: visited the site', notesVersion: 2 });
      const notes: { count: number }[] = await server.database.db.query(
        `SELECT count(*)::int AS count FROM activity WHERE subject_id = $1 AND action = 'added a note to'`,
        [id],
      );
      expect(notes[0].count).toBe(1);
    });

    it('without a version, the last save wins (for API clients that send none)', async () => {
      await saveNotes({ id, notes: 'One' });
      const last = await saveNotes({ id, notes: 'Two' });
      expect(last.data!.updateEnquiryNotes).toMatchObject({ notes: 'Two', notesVersion: 3 });
    });

    it('are written over REST too (PATCH with notes and notesVersion, with or without the status), all checked before either is written', async () => {
      const patch = (json: object) => request<{ data: Noted; message?: string; errors?: object }>(server, 'PATCH', `/api/enquiries/${id}`, { token, json });
      const noted = await patch({ notes: 'Site visit on Monday', notesVersion: 1 });
      expect([noted.status, noted.body.data]).toEqual([200, expect.objectContaining({ notes: 'Site visit on Monday', notesVersion: 2, status: 'new' })]);
      const stale = await patch({ notes: 'Written from an old copy', notesVersion: 1 });
      expect([stale.status, stale.body.message]).toEqual([409, NOTES_SAVED_MEANWHILE]);
      const both = await patch({ status: 'replied', notes: 'Called back', notesVersion: 2 });
      expect(both.body.data).toMatchObject({ status: 'replied', notes: 'Called back', notesVersion: 3 });
      // A bad status refuses the notes with it: nothing is half-written.
      const refused = await patch({ status: 'archived', notes: 'Not kept' });
      expect(refused.status).toBe(400);
      expect((await patch({ notesVersion: 'three', notes: 'x' })).status).toBe(400);
      const [row]: { status: string; notes: string }[] = await server.database.db.query('SELECT status, notes FROM enquiries WHERE id = $1', [id]);
      expect(row).toEqual({ status: 'replied', notes: 'Called back' });
      // Without notes, a status is still required.
      expect((await patch({})).status).toBe(400);
    });

    it('a status change does not raise the notes version', async () => {
      await server.graphql('mutation($id: ID!) { updateEnquiry(id: $id, status: REPLIED) { id } }', { id }, token);
      const saved = await saveNotes({ id, notes: 'Replied by phone', version: 1 });
      expect(saved.errors).toBeUndefined();
    });
  });
});
