import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vriddhi/rules/site-settings';
import {
  createGalleryImage,
  createProject,
  createService,
  filePart,
  multipartForm,
  request,
  type HttpResult,
  type RestGalleryImage,
  type RestProject,
  type RestService,
  samplePng,
} from '../support/factories';
import { whileRowLocked } from '../support/row-lock';
import type { GraphQLResult } from '../support/test-server';
import { type TestServer, useAdminServer } from '../support/test-server';
import { insertUser } from '../support/tokens';

const SETTINGS_SAVED_MEANWHILE = 'Someone else saved these settings a moment ago. Reload them to see their changes.';
const UPDATE_SETTINGS = `mutation($input: SiteSettingsInput!, $version: Int) {
  updateSiteSettings(input: $input, version: $version) { firmName tagline version }
}`;

type Versioned = { version: number };

/** What each of several saves at once came to: 'saved', or the refusal's code (GraphQL) or status (REST). */
function outcomes(answers: (GraphQLResult<unknown> | HttpResult<unknown>)[]): string[] {
  return answers.map((answer) => {
    if ('errors' in answer && answer.errors) return answer.errors[0].extensions?.code ?? 'error';
    return answer.status === 200 ? 'saved' : String(answer.status);
  });
}

/**
 * Two admins save the same record at once, each from the version they read: one save goes through,
 * the other is refused and changes nothing (no save silently undoes another). A save sent without a
 * version replaces whatever is stored, as before versions existed.
 */
describe('saves made at the same moment', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  const settingsWith = (change: Partial<SiteSettings>): SiteSettings => ({ ...structuredClone(DEFAULT_SITE_SETTINGS), ...change });
  const storedSettings = async () => (await request<{ data: SiteSettings; version: number }>(server, 'GET', '/api/settings')).body;
  const lockSettings = 'SELECT 1 FROM site_settings WHERE id = 1 FOR UPDATE';

  describe('of the settings', () => {
    it('through GraphQL: the second is refused with CONFLICT and the first one’s change is kept', async () => {
      const read = await server.graphql<{ siteSettings: Versioned }>('{ siteSettings { version } }');
      const { version } = read.data!.siteSettings;
      const answers = await whileRowLocked(
        server,
        lockSettings,
        [],
        [
          () => server.graphql(UPDATE_SETTINGS, { input: settingsWith({ tagline: 'Homes that last' }), version }, token),
          () => server.graphql(UPDATE_SETTINGS, { input: settingsWith({ firmName: 'Vriddhi Builders' }), version }, token),
        ],
      );
      expect(outcomes(answers)).toEqual(['saved', 'CONFLICT']);
      expect(answers[1].errors![0].message).toBe(SETTINGS_SAVED_MEANWHILE);
      expect(answers[0].data).toEqual({ updateSiteSettings: { firmName: DEFAULT_SITE_SETTINGS.firmName, tagline: 'Homes that last', version: version + 1 } });
      const stored = await storedSettings();
      expect([stored.data.tagline, stored.data.firmName, stored.version]).toEqual(['Homes that last', DEFAULT_SITE_SETTINGS.firmName, version + 1]);
    });

    it('over REST with If-Match: the second is refused with 412, changing nothing', async () => {
      const read = await request(server, 'GET', '/api/settings');
      const etag = read.headers.get('etag')!;
      const put = (change: Partial<SiteSettings>) => () =>
        request<{ message: string }>(server, 'PUT', '/api/settings', { token, json: settingsWith(change), headers: { 'if-match': etag } });
      const answers = await whileRowLocked(server, lockSettings, [], [put({ tagline: 'Built to last' }), put({ firmName: 'Vriddhi & Sons' })]);
      expect(outcomes(answers)).toEqual(['saved', '412']);
      expect(answers[1].body).toEqual({ code: 'PRECONDITION_FAILED', message: SETTINGS_SAVED_MEANWHILE });
      const stored = await storedSettings();
      expect([stored.data.tagline, stored.data.firmName]).toEqual(['Built to last', DEFAULT_SITE_SETTINGS.firmName]);
    });

    it('a save without a version replaces what is stored (the last save wins), as for clients written before versions', async () => {
      const answers = await whileRowLocked(
        server,
        lockSettings,
        [],
        [
          () => server.graphql(UPDATE_SETTINGS, { input: settingsWith({ tagline: 'First' }) }, token),
          () => server.graphql(UPDATE_SETTINGS, { input: settingsWith({ tagline: 'Second' }) }, token),
        ],
      );
      expect(outcomes(answers)).toEqual(['saved', 'saved']);
      expect((await storedSettings()).data.tagline).toBe('Second');
    });
  });

  it('of a project (GraphQL)', async () => {
    const project = await createProject(server, token);
    const mutation = `mutation($id: ID!, $input: UpdateProjectInput!, $version: Int) { updateProject(id: $id, input: $input, version: $version) { title version } }`;
    const answers = await whileRowLocked(
      server,
      'SELECT 1 FROM projects WHERE id = $1 FOR UPDATE',
      [project.id],
      [
        () => server.graphql(mutation, { id: project.id, input: { title: 'Renamed villa' }, version: project.version }, token),
        () => server.graphql(mutation, { id: project.id, input: { details: 'Another description.' }, version: project.version }, token),
      ],
    );
    expect(outcomes(answers)).toEqual(['saved', 'CONFLICT']);
    expect(answers[1].errors![0].message).toBe('Someone else saved this project a moment ago. Reload it to see their changes.');
    const { body } = await request<{ data: RestProject & Versioned }>(server, 'GET', `/api/projects/${project.id}`);
    expect([body.data.title, body.data.details, body.data.version]).toEqual(['Renamed villa', project.details, project.version + 1]);
  });

  it('of a service (REST, If-Match)', async () => {
    const service = await createService(server, token);
    const etag = (await request(server, 'GET', `/api/services/${service.id}`)).headers.get('etag')!;
    const put = (fields: Record<string, string>) => () =>
      request(server, 'PUT', `/api/services/${service.id}`, { token, form: multipartForm(fields), headers: { 'if-match': etag } });
    const answers = await whileRowLocked(
      server,
      'SELECT 1 FROM services WHERE id = $1 FOR UPDATE',
      [service.id],
      [put({ title: 'Soil and water testing' }), put({ description: 'Another description.' })],
    );
    expect(outcomes(answers)).toEqual(['saved', '412']);
    expect(answers[1].body).toEqual({ code: 'PRECONDITION_FAILED', message: 'Someone else saved this service a moment ago. Reload it to see their changes.' });
    const { body } = await request<RestService>(server, 'GET', `/api/services/${service.id}`);
    expect([body.title, body.description]).toEqual(['Soil and water testing', service.description]);
  });

  it('of a gallery image (REST, a version field in the form)', async () => {
    const image = await createGalleryImage(server, token);
    const put = (fields: Record<string, string>) => () =>
      request(server, 'PUT', `/api/gallery/${image.id}`, { token, form: multipartForm({ ...fields, version: String(image.version) }) });
    const answers = await whileRowLocked(
      server,
      'SELECT 1 FROM gallery_images WHERE id = $1 FOR UPDATE',
      [image.id],
      [put({ title: 'Roof slab casting' }), put({ category: 'Commercial' })],
    );
    expect(outcomes(answers)).toEqual(['saved', '409']);
    expect(answers[1].body).toEqual({ code: 'CONFLICT', message: 'Someone else saved this photo a moment ago. Reload it to see their changes.' });
    const { body } = await request<RestGalleryImage>(server, 'GET', `/api/gallery/${image.id}`);
    expect([body.title, body.category]).toEqual(['Roof slab casting', image.category]);
  });

  it('of a user (GraphQL)', async () => {
    // The highest id: a role change locks the admins in id order, the signed-in admin's row before this one's.
    const id = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    await server.database.db.query('UPDATE users SET id = $1 WHERE id = $2', [
      id,
      await insertUser(server, 'site-engineer@test.example', 'a password nobody needs here'),
    ]);
    const users = await server.graphql<{ users: ({ id: string } & Versioned)[] }>('{ users { id version } }', {}, token);
    const { version } = users.data!.users.find((user) => user.id === id)!;
    const mutation = `mutation($id: ID!, $input: UserChangeInput!, $version: Int) { updateUser(id: $id, input: $input, version: $version) { name role version } }`;
    const answers = await whileRowLocked(
      server,
      'SELECT 1 FROM users WHERE id = $1 FOR UPDATE',
      [id],
      [
        () => server.graphql(mutation, { id, input: { name: 'Site engineer' }, version }, token),
        () => server.graphql(mutation, { id, input: { role: 'editor' }, version }, token),
      ],
    );
    expect(outcomes(answers)).toEqual(['saved', 'CONFLICT']);
    expect(answers[1].errors![0].message).toBe('Someone else saved this user a moment ago. Reload it to see their changes.');
    const [stored]: { name: string; role: string; version: number }[] = await server.database.db.query('SELECT name, role, version FROM users WHERE id = $1', [
      id,
    ]);
    expect(stored).toEqual({ name: 'Site engineer', role: 'admin', version: version + 1 });
  });
});

/** The ETag of a record's GET names its version: sent back as If-Match, it lets the next save through, and only while nobody saved since. */
describe('versions over REST', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  it('the settings: any ETag a client reads (kept or not, compressed or not) is accepted, a stale one is 412, a stale version field 409', async () => {
    const reads = [];
    // The second read comes from the public response cache (the fast path), in Brotli.
    for (let i = 0; i < 2; i++)
      reads.push(await request<{ data: SiteSettings; version: number }>(server, 'GET', '/api/settings', { headers: { 'accept-encoding': 'br' } }));
    const etag = reads[1].headers.get('etag')!;
    expect(etag).toBe(reads[0].headers.get('etag'));
    expect(etag).toMatch(/^"v1-[^"]+-br"$/);
    expect(reads[1].body.version).toBe(1);

    const settings = reads[1].body.data;
    const saved = await request<{ data: SiteSettings; version: number }>(server, 'PUT', '/api/settings', {
      token,
      json: { ...settings, tagline: 'First' },
      headers: { 'if-match': etag },
    });
    expect([saved.status, saved.body.data.tagline, saved.body.version]).toEqual([200, 'First', 2]);
    // The answer's ETag is the next save's If-Match (a client that read the record now would hold the same version).
    const next = saved.headers.get('etag')!;
    expect(next).toMatch(/^"v2-/);
    expect((await request(server, 'GET', '/api/settings')).headers.get('etag')).toMatch(/^"v2-/);

    const stale = await request(server, 'PUT', '/api/settings', { token, json: { ...settings, tagline: 'Stale' }, headers: { 'if-match': etag } });
    expect([stale.status, stale.body]).toEqual([412, { code: 'PRECONDITION_FAILED', message: SETTINGS_SAVED_MEANWHILE }]);
    const staleField = await request(server, 'PUT', '/api/settings', { token, json: { ...settings, tagline: 'Stale', version: 1 } });
    expect([staleField.status, staleField.body]).toEqual([409, { code: 'CONFLICT', message: SETTINGS_SAVED_MEANWHILE }]);
    const notOurs = await request(server, 'PUT', '/api/settings', { token, json: { ...settings, tagline: 'Stale' }, headers: { 'if-match': 'W/"2-abc"' } });
    expect(notOurs.status).toBe(412);
    expect((await request<{ data: SiteSettings }>(server, 'GET', '/api/settings')).body.data.tagline).toBe('First');

    const current = await request(server, 'PUT', '/api/settings', {
      token,
      json: { ...settings, tagline: 'Second', version: 2 },
      headers: { 'if-match': next },
    });
    expect(current.status).toBe(200);
    const any = await request(server, 'PUT', '/api/settings', { token, json: { ...settings, tagline: 'Third' }, headers: { 'if-match': '*' } });
    expect(any.status).toBe(200);
    const badField = await request<{ errors: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: { ...settings, version: 'latest' } });
    expect([badField.status, badField.body.errors]).toEqual([400, { version: 'version must be a whole number: the version of the record as you read it' }]);
  });

  it('the settings with no row (a restore that brought none): the defaults’ ETag is one the save accepts, once', async () => {
    await server.database.db.query('DELETE FROM site_settings');
    server.services.contentVersion.bump();
    const read = await request<{ data: SiteSettings; version: number }>(server, 'GET', '/api/settings');
    expect([read.body.data, read.body.version]).toEqual([DEFAULT_SITE_SETTINGS, 1]);
    const etag = read.headers.get('etag')!;
    const put = () => request(server, 'PUT', '/api/settings', { token, json: { ...read.body.data, tagline: 'Saved' }, headers: { 'if-match': etag } });
    expect((await put()).status).toBe(200);
    expect((await put()).status).toBe(412);
    const [row]: { version: number }[] = await server.database.db.query('SELECT version FROM site_settings');
    expect(row.version).toBe(2);
  });

  it('a project, a service and a gallery image: the GET’s ETag lets a save through once, then it is stale', async () => {
    const project = await createProject(server, token);
    const service = await createService(server, token);
    const image = await createGalleryImage(server, token);
    const records = [
      { path: `/api/projects/${project.id}`, method: 'PATCH', fields: { title: 'Renamed' } },
      { path: `/api/services/${service.id}`, method: 'PUT', fields: { title: 'Renamed' } },
      { path: `/api/gallery/${image.id}`, method: 'PUT', fields: { title: 'Renamed' } },
    ];
    for (const { path, method, fields } of records) {
      const read = await request(server, 'GET', path);
      const etag = read.headers.get('etag')!;
      expect({ path, etag }).toEqual({ path, etag: expect.stringMatching(/^"v1-/) });
      const saved = await request(server, method, path, { token, form: multipartForm(fields), headers: { 'if-match': etag } });
      expect({ path, status: saved.status, etag: saved.headers.get('etag') }).toEqual({ path, status: 200, etag: expect.stringMatching(/^"v2-/) });
      const again = await request(server, method, path, { token, form: multipartForm(fields), headers: { 'if-match': etag } });
      expect({ path, status: again.status }).toEqual({ path, status: 412 });
    }
  });

  it('a project’s photo order: a stale If-Match is 412 and a stale version field 409, the order unchanged; a current one goes through', async () => {
    const project = await createProject(server, token, { images: [filePart(await samplePng(), 'extra.png')] });
    const path = `/api/projects/${project.id}`;
    const photos = [project.imageUrl, ...project.images];
    const stale = (await request(server, 'GET', path)).headers.get('etag')!;
    // Someone else saves meanwhile.
    const renamed = await request<{ data: RestProject }>(server, 'PATCH', path, { token, form: multipartForm({ title: 'Renamed meanwhile' }) });
    expect(renamed.status).toBe(200);

    const reversed = [...photos].reverse();
    const refused = await request(server, 'PATCH', path, { token, json: { order: reversed }, headers: { 'if-match': stale } });
    expect([refused.status, refused.body]).toEqual([
      412,
      { code: 'PRECONDITION_FAILED', message: 'Someone else saved this project a moment ago. Reload it to see their changes.' },
    ]);
    const refusedField = await request(server, 'PATCH', path, { token, json: { order: reversed, version: project.version } });
    expect(refusedField.status).toBe(409);
    const cover = await server.graphql(
      `mutation ($id: ID!, $url: String!, $version: Int) { setProjectCover(projectId: $id, imageUrl: $url, version: $version) { id } }`,
      { id: project.id, url: photos[1], version: project.version },
      token,
    );
    expect(cover.errors?.[0].extensions?.code).toBe('CONFLICT');
    const unchanged = (await request<{ data: RestProject }>(server, 'GET', path)).body.data;
    expect([unchanged.imageUrl, ...unchanged.images, unchanged.version]).toEqual([...photos, project.version + 1]);

    const current = (await request(server, 'GET', path)).headers.get('etag')!;
    const saved = await request<{ data: RestProject }>(server, 'PATCH', path, { token, json: { order: reversed }, headers: { 'if-match': current } });
    expect([saved.status, [saved.body.data.imageUrl, ...saved.body.data.images]]).toEqual([200, reversed]);
    expect(saved.headers.get('etag')).toMatch(new RegExp(`^"v${project.version + 2}-`));
    const mixed = await request(server, 'PATCH', path, { token, json: { order: photos, title: 'x' } });
    expect(mixed.status).toBe(400);
  });

  it('a delete with a stale If-Match is 412 and keeps the record; with the current one it goes', async () => {
    const project = await createProject(server, token);
    const service = await createService(server, token);
    const image = await createGalleryImage(server, token);
    const records = [
      { path: `/api/projects/${project.id}`, method: 'PATCH', what: 'this project' },
      { path: `/api/services/${service.id}`, method: 'PUT', what: 'this service' },
      { path: `/api/gallery/${image.id}`, method: 'PUT', what: 'this photo' },
    ];
    for (const { path, method, what } of records) {
      const stale = (await request(server, 'GET', path)).headers.get('etag')!;
      expect((await request(server, method, path, { token, form: multipartForm({ title: 'Saved meanwhile' }) })).status).toBe(200);
      const refused = await request(server, 'DELETE', path, { token, headers: { 'if-match': stale } });
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({
        path,
        status: 412,
        message: `Someone else saved ${what} a moment ago. Reload it to see their changes.`,
      });
      expect({ path, status: (await request(server, 'GET', path)).status }).toEqual({ path, status: 200 });
      const current = (await request(server, 'GET', path)).headers.get('etag')!;
      expect({ path, status: (await request(server, 'DELETE', path, { token, headers: { 'if-match': current } })).status }).toEqual({ path, status: 200 });
      expect({ path, status: (await request(server, 'GET', path)).status }).toEqual({ path, status: 404 });
    }
  });
});
