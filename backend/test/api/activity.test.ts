import { PAGE_SIZE } from '@vriddhi/rules';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { hashPassword } from '../../src/modules/auth/passwords';
import { ACTIVITY_KEPT } from '../../src/modules/activity/record-activity';
import { createGalleryImage, createProject, createService, request, type FilePart } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

interface Entry {
  id: string;
  at: string;
  actorName: string;
  action: string;
  subject: string;
  subjectId: string | null;
  label: string | null;
  subjectExists: boolean;
}

interface Staff {
  id: string;
  name: string;
}

const ENTRY_FIELDS = 'id at actorName action subject subjectId label subjectExists';
const ACTIVITY = `{ activity { ${ENTRY_FIELDS} } }`;
const ACTIVITY_PAGE = `query($first: Int, $after: String) { activityPage(first: $first, after: $after) { items { ${ENTRY_FIELDS} } nextCursor total } }`;
const WHO = 'createdBy { id name } updatedBy { id name } updatedAt';
const ADMIN_NAME = 'Priya Raman';

let nextAddress = 1;

/** Who changed what: every write of a signed-in user is recorded, with who and when; staff names only for signed-in readers. */
describe('activity', () => {
  let server: TestServer;
  let token: string;
  let adminId: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));
  beforeAll(async () => {
    await server.database.db.query('UPDATE users SET name = $1', [ADMIN_NAME]);
    adminId = ((await server.database.db.query('SELECT id FROM users')) as { id: string }[])[0].id;
  });

  const query = <T>(text: string, variables: Record<string, unknown> = {}, as: string = token) => server.graphql<T>(text, variables, as);
  /** A request without a token. */
  const asVisitor = <T>(text: string, variables: Record<string, unknown> = {}) => server.graphql<T>(text, variables);
  const activity = async (as = token) => {
    const result = await query<{ activity: Entry[] }>(ACTIVITY, {}, as);
    expect(result.errors).toBeUndefined();
    return result.data!.activity;
  };
  const rowCount = async () => ((await server.database.db.query('SELECT count(*)::int AS count FROM activity')) as { count: number }[])[0].count;
  const mutate = async (text: string, variables: Record<string, unknown>, as = token) => {
    const result = await query(text, variables, as);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  /** A user added directly in the database, signed in; returns the id and token. */
  async function signedInUser(email: string, name: string, role: 'admin' | 'editor'): Promise<{ id: string; token: string }> {
    const password = 'a long and unusual passphrase 42';
    const rows: { id: string }[] = await server.database.db.query(`INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`, [
      email,
      name,
      role,
      await hashPassword(password),
    ]);
    const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password } });
    expect(login.status).toBe(200);
    return { id: rows[0].id, token: login.body.data.token };
  }

  it('lists each change of the content, settings and enquiries, newest first, with who made it', async () => {
    const kept = await createProject(server, token, { title: 'Green Villa' });
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { title: "Green Villa, Coimbatore" }) { id } }', { id: kept.id });
    const gone = await createProject(server, token, { title: 'Old Shed' });
    await mutate('mutation($id: ID!) { deleteProject(id: $id) }', { id: gone.id });
    const image = await createGalleryImage(server, token, { title: 'Front porch' });
    await mutate('mutation($id: ID!) { updateGalleryImage(id: $id, input: { title: "Front porch at dusk" }) { id } }', { id: image.id });
    await mutate('mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: image.id });
    const service = await createService(server, token, { title: 'Soil testing' });
    await mutate('mutation($id: ID!) { updateService(id: $id, input: { title: "Soil and water testing" }) { id } }', { id: service.id });
    await mutate('mutation($id: ID!) { deleteService(id: $id) }', { id: service.id });
    expect((await request(server, 'PUT', '/api/settings', { token, json: DEFAULT_SITE_SETTINGS })).status).toBe(200);
    // A visitor's enquiry is listed as of no user: "A visitor".
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', {
      json: { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' },
      headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    });
    expect(sent.status).toBe(201);
    const enquiryId = sent.body.data.id;
    expect((await request(server, 'PATCH', `/api/enquiries/${enquiryId}`, { token, json: { status: 'replied' } })).status).toBe(200);
    await mutate('mutation($id: ID!) { deleteEnquiry(id: $id) }', { id: enquiryId });

    const entries = (await activity()).filter((entry) => entry.subject !== 'sign-in');
    expect(entries.map(({ action, subject, subjectId, label, subjectExists }) => [action, subject, subjectId, label, subjectExists])).toEqual([
      ['deleted', 'enquiry', enquiryId, 'Arun Kumar', false],
      ['marked as replied', 'enquiry', enquiryId, 'Arun Kumar', false],
      ['sent', 'enquiry', enquiryId, 'Arun Kumar', false],
      ['updated', 'settings', null, null, true],
      ['deleted', 'service', service.id, 'Soil and water testing', false],
      ['updated', 'service', service.id, 'Soil and water testing', false],
      ['created', 'service', service.id, 'Soil testing', false],
      ['deleted', 'gallery image', image.id, 'Front porch at dusk', false],
      ['updated', 'gallery image', image.id, 'Front porch at dusk', false],
      ['created', 'gallery image', image.id, 'Front porch', false],
      ['deleted', 'project', gone.id, 'Old Shed', false],
      ['created', 'project', gone.id, 'Old Shed', false],
      ['updated', 'project', kept.id, 'Green Villa, Coimbatore', true],
      ['created', 'project', kept.id, 'Green Villa', true],
    ]);
    expect(new Set(entries.map((entry) => entry.actorName))).toEqual(new Set([ADMIN_NAME, 'A visitor']));
    expect(entries.filter((entry) => entry.actorName === 'A visitor').map((entry) => entry.action)).toEqual(['sent']);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times[0]).toBeLessThan(60_000);
  });

  it('says "hid" and "showed" when a save only hid or showed something, "updated and hid" when it changed more', async () => {
    const project = await createProject(server, token, { title: 'Lake House' });
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { published: false }) { id } }', { id: project.id });
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { published: true, title: "Lake House, Neyveli" }) { id } }', { id: project.id });
    // The same values sent again with a new visibility: still only shown or hidden.
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { published: false, title: "Lake House, Neyveli" }) { id } }', { id: project.id });
    const service = await createService(server, token, { title: 'Borewell drilling' });
    await mutate('mutation($id: ID!) { updateService(id: $id, input: { published: false }) { id } }', { id: service.id });
    await mutate('mutation($id: ID!) { updateService(id: $id, input: { published: true }) { id } }', { id: service.id });
    const image = await createGalleryImage(server, token, { title: 'Courtyard' });
    await mutate('mutation($id: ID!) { updateGalleryImage(id: $id, input: { published: false, title: "Courtyard at noon" }) { id } }', { id: image.id });

    const entries = (await activity())
      .filter(({ action }) => action !== 'created')
      .slice(0, 6)
      .map(({ action, label }) => [action, label]);
    expect(entries).toEqual([
      ['updated and hid', 'Courtyard at noon'],
      ['showed', 'Borewell drilling'],
      ['hid', 'Borewell drilling'],
      ['hid', 'Lake House, Neyveli'],
      ['updated and showed', 'Lake House, Neyveli'],
      ['hid', 'Lake House'],
    ]);
  });

  it('records who added and last changed a row, shown to signed-in users and null for a visitor', async () => {
    const editor = await signedInUser('meena@test.example', 'Meena Iyer', 'editor');
    const project = await createProject(server, token, { title: 'Lake House' });
    const image = await createGalleryImage(server, token, { title: 'Kitchen' });
    const service = await createService(server, token, { title: 'Interiors' });
    const before = (await query<{ project: { updatedAt: string } }>(`query($id: ID!) { project(id: $id) { ${WHO} } }`, { id: project.id })).data!.project;
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { location: "Ooty" }) { id } }', { id: project.id }, editor.token);
    await mutate('mutation($id: ID!) { updateGalleryImage(id: $id, input: { title: "Kitchen island" }) { id } }', { id: image.id }, editor.token);
    await mutate('mutation($id: ID!) { updateService(id: $id, input: { title: "Interior design" }) { id } }', { id: service.id }, editor.token);

    const admin: Staff = { id: adminId, name: ADMIN_NAME };
    const meena: Staff = { id: editor.id, name: 'Meena Iyer' };
    const read = `query($project: ID!, $image: ID!, $service: ID!) {
      project(id: $project) { ${WHO} } galleryImage(id: $image) { ${WHO} } service(id: $service) { ${WHO} }
      projects { id ${WHO} } galleryImages { id ${WHO} } services { id ${WHO} }
    }`;
    const ids = { project: project.id, image: image.id, service: service.id };
    type Read = Record<'project' | 'galleryImage' | 'service', { createdBy: Staff | null; updatedBy: Staff | null; updatedAt: string }> &
      Record<'projects' | 'galleryImages' | 'services', { id: string; createdBy: Staff | null; updatedBy: Staff | null }[]>;
    for (const reader of [token, editor.token]) {
      const { data, errors } = await query<Read>(read, ids, reader);
      expect(errors).toBeUndefined();
      for (const one of [data!.project, data!.galleryImage, data!.service]) expect(one).toMatchObject({ createdBy: admin, updatedBy: meena });
      expect(Date.parse(data!.project.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect(data!.projects.find((item) => item.id === project.id)).toMatchObject({ createdBy: admin, updatedBy: meena });
      expect(data!.galleryImages.find((item) => item.id === image.id)).toMatchObject({ createdBy: admin, updatedBy: meena });
      expect(data!.services.find((item) => item.id === service.id)).toMatchObject({ createdBy: admin, updatedBy: meena });
    }
    // A visitor: no staff names, also from the public lists (asked twice: the second answer comes from the public cache).
    for (let round = 0; round < 2; round += 1) {
      const visitor = await asVisitor<Read>(read, ids);
      expect(visitor.errors).toBeUndefined();
      const items = [visitor.data!.project, visitor.data!.galleryImage, visitor.data!.service, ...visitor.data!.projects, ...visitor.data!.services];
      for (const item of [...items, ...visitor.data!.galleryImages]) expect([item.createdBy, item.updatedBy]).toEqual([null, null]);
      const list = await asVisitor<Pick<Read, 'projects'>>(`{ projects { id ${WHO} } }`);
      expect(list.data!.projects.map((item) => [item.createdBy, item.updatedBy])).toEqual(list.data!.projects.map(() => [null, null]));
    }
    // REST answers are as before: no staff columns, for anyone.
    for (const reader of [token, undefined]) {
      const rest = await request<{ data: Record<string, unknown> }>(server, 'GET', `/api/projects/${project.id}`, { token: reader });
      expect(Object.keys(rest.body.data)).not.toEqual(expect.arrayContaining(['createdById']));
      expect(rest.body.data).not.toHaveProperty('updatedById');
      const restService = await request<Record<string, unknown>>(server, 'GET', `/api/services/${service.id}`, { token: reader });
      expect(restService.body).not.toHaveProperty('createdById');
      expect(restService.body).not.toHaveProperty('updatedById');
    }
    const settings: { updated_by_id: string | null }[] = await server.database.db.query('SELECT updated_by_id FROM site_settings');
    expect(settings).toEqual([{ updated_by_id: adminId }]);
    // Editors read the activity too.
    expect((await activity(editor.token))[0]).toMatchObject({ actorName: 'Meena Iyer', action: 'updated', subject: 'service', label: 'Interior design' });
  });

  it("says when only a project's photos were changed", async () => {
    const project = await createProject(server, token, { title: 'Hill Cottage', images: [png, png] });
    await mutate('mutation($id: ID!, $remove: [String!]) { updateProject(id: $id, input: {}, removeImages: $remove) { id } }', {
      id: project.id,
      remove: [project.images[0]],
    });
    expect((await activity())[0]).toMatchObject({ action: 'changed the photos of', subject: 'project', subjectId: project.id, label: 'Hill Cottage' });
  });

  it('is for signed-in users only', async () => {
    const visitor = await asVisitor<{ activity: Entry[] }>(ACTIVITY);
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.data ?? null).toBeNull();
  });

  it('records nothing for a write that fails', async () => {
    const project = await createProject(server, token, { title: 'Courtyard House' });
    const before = await rowCount();
    const refused = await query('mutation($id: ID!) { updateProject(id: $id, input: { title: "" }) { id } }', { id: project.id });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await query('mutation { deleteProject(id: "00000000-0000-4000-8000-000000000000") }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const badStatus = await request(server, 'PATCH', `/api/enquiries/00000000-0000-4000-8000-000000000000`, { token, json: { status: 'closed' } });
    expect(badStatus.status).toBe(404);
    const badSettings = await request(server, 'PUT', '/api/settings', { token, json: { ...DEFAULT_SITE_SETTINGS, emails: ['nobody'] } });
    expect(badSettings.status).toBe(400);
    expect(await rowCount()).toBe(before);
    expect((await activity())[0]).toMatchObject({ action: 'created', subject: 'project', subjectId: project.id });
  });

  it("keeps a deleted user's entries with their name, and forgets them as the author of rows", async () => {
    const leaver = await signedInUser('ravi@test.example', 'Ravi Shankar', 'admin');
    const service = await createService(server, leaver.token, { title: 'Valuation' });
    await server.database.db.query('DELETE FROM users WHERE id = $1', [leaver.id]);
    expect((await activity())[0]).toMatchObject({ actorName: 'Ravi Shankar', action: 'created', subject: 'service', subjectId: service.id });
    const actor: { actor_id: string | null }[] = await server.database.db.query('SELECT actor_id FROM activity WHERE subject_id = $1', [service.id]);
    expect(actor).toEqual([{ actor_id: null }]);
    const read = await query<{ service: { createdBy: Staff | null; updatedBy: Staff | null } }>(
      'query($id: ID!) { service(id: $id) { createdBy { id name } updatedBy { id name } } }',
      { id: service.id },
    );
    expect(read.data!.service).toEqual({ createdBy: null, updatedBy: null });
  });

  it(`keeps only the newest ${ACTIVITY_KEPT} entries, and answers at most 50`, async () => {
    await server.database.db.query(
      `INSERT INTO activity (actor_name, action, subject, label) SELECT 'Someone', 'updated', 'project', 'Old ' || n FROM generate_series(1, $1::int) AS n`,
      [ACTIVITY_KEPT + 100],
    );
    expect(await rowCount()).toBeGreaterThan(ACTIVITY_KEPT + 100);
    const project = await createProject(server, token, { title: 'Newest' });
    const count = await rowCount();
    expect(count).toBeLessThanOrEqual(ACTIVITY_KEPT);
    expect(count).toBeGreaterThan(ACTIVITY_KEPT - 10);
    const entries = await activity();
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({ action: 'created', subjectId: project.id, actorName: ADMIN_NAME });
    const few = await query<{ activity: Entry[] }>('{ activity(limit: 3) { id } }');
    expect(few.data!.activity).toHaveLength(3);
    const many = await query<{ activity: Entry[] }>('{ activity(limit: 500) { id } }');
    expect(many.data!.activity).toHaveLength(50);
  });

  it('keeps a title of the longest length allowed whole in the label', async () => {
    const longest = 'Villa '.repeat(34).slice(0, 200);
    const project = await createProject(server, token, { title: longest });
    const [entry] = await activity();
    expect(entry).toMatchObject({ subjectId: project.id, label: project.title });
    expect(entry.label).toHaveLength(200);
  });

  describe('what each role reads', () => {
    const ADMIN_ONLY = ['user', 'settings', 'backup'];
    let editor: { id: string; token: string };

    beforeAll(async () => {
      editor = await signedInUser('kavya@test.example', 'Kavya Editor', 'editor');
      const created = await query<{ createUser: { user: { id: string } } }>(
        'mutation { createUser(input: { name: "Suresh Babu", email: "suresh@test.example", role: "editor" }) { user { id } } }',
      );
      expect(created.errors).toBeUndefined();
      await mutate('mutation($id: ID!) { updateUser(id: $id, input: { role: "admin" }) { id } }', { id: created.data!.createUser.user.id });
      expect((await request(server, 'PUT', '/api/settings', { token, json: DEFAULT_SITE_SETTINGS })).status).toBe(200);
      await server.database.db.query(
        `INSERT INTO activity (actor_name, action, subject, label) VALUES ($1, 'made', 'backup', 'backup-20261126-020000-123Z-by-hand.tar.gz')`,
        [ADMIN_NAME],
      );
      await createProject(server, editor.token, { title: 'Editor’s bungalow' });
    });

    /** Every entry `as` may read, through the pages. */
    async function allPages(as: string): Promise<{ entries: Entry[]; total: number }> {
      const entries: Entry[] = [];
      let after: string | null = null;
      let total: number;
      do {
        const result: Awaited<ReturnType<typeof query<{ activityPage: { items: Entry[]; nextCursor: string | null; total: number } }>>> = await query(
          ACTIVITY_PAGE,
          { first: PAGE_SIZE.max, after },
          as,
        );
        expect(result.errors).toBeUndefined();
        entries.push(...result.data!.activityPage.items);
        total = result.data!.activityPage.total;
        after = result.data!.activityPage.nextCursor;
      } while (after);
      return { entries, total };
    }

    it('an admin reads every change, users, roles, settings and backups included', async () => {
      const subjects = new Set((await activity()).map((entry) => entry.subject));
      for (const subject of [...ADMIN_ONLY, 'project']) expect(subjects).toContain(subject);
      const { entries } = await allPages(token);
      expect(entries.find((entry) => entry.action === 'changed the role of')).toMatchObject({ subject: 'user', label: 'suresh@test.example' });
    });

    it('an editor reads only the changes to what an editor may open: no users, their e-mail addresses, settings or backups', async () => {
      const latest = await activity(editor.token);
      expect(latest[0]).toMatchObject({ actorName: 'Kavya Editor', action: 'created', subject: 'project', label: 'Editor’s bungalow' });
      const { entries, total } = await allPages(editor.token);
      expect(entries.length).toBe(total);
      for (const list of [latest, entries]) {
        expect(list.filter((entry) => ADMIN_ONLY.includes(entry.subject))).toEqual([]);
        expect(list.filter((entry) => entry.label?.includes('@'))).toEqual([]);
        for (const entry of list) expect(['project', 'gallery image', 'service', 'enquiry']).toContain(entry.subject);
      }
      const everything: { count: number }[] = await server.database.db.query(
        `SELECT count(*)::int AS count FROM activity WHERE subject IN ('project', 'gallery image', 'service', 'enquiry')`,
      );
      expect(total).toBe(everything[0].count);
    });
  });

  it('comes a page at a time, each entry once, newest first, also while changes are made', async () => {
    const before = await allEntries();
    expect(before.length).toBeGreaterThan(PAGE_SIZE.max);
    const seen: Entry[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result: Awaited<ReturnType<typeof query<{ activityPage: { items: Entry[]; nextCursor: string | null } }>>> = await query(ACTIVITY_PAGE, {
        first: 100,
        after,
      });
      expect(result.errors).toBeUndefined();
      seen.push(...result.data!.activityPage.items);
      after = result.data!.activityPage.nextCursor;
      // A change made meanwhile is newer than every page still to come. (Written here without the trimming
      // of the oldest entries that recordActivity does, which would take one off the last page.)
      if ((pages += 1) === 1) {
        await server.database.db.query(
          `INSERT INTO activity (actor_name, action, subject, label) VALUES ('Someone', 'created', 'project', 'Made while reading')`,
        );
      }
    } while (after);
    expect(seen.map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
    const refused = await query(ACTIVITY_PAGE, { first: PAGE_SIZE.max + 1 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: `first must be a whole number from 1 to ${PAGE_SIZE.max}` },
    });
  });

  /** Every entry in the database, as the list orders them (newest first; of one moment, the later written first). Ids come as text. */
  async function allEntries(): Promise<{ id: string }[]> {
    return server.database.db.query('SELECT id FROM activity ORDER BY at DESC, id DESC');
  }
});
