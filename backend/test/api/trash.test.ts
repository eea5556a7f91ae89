import { TRASH_DAYS } from '@vriddhi/rules';
import { hashPassword } from '../../src/modules/auth/passwords';
import { TRASH_PURGE_JOB } from '../../src/modules/trash/trash-jobs';
import { createGalleryImage, createProject, createService, filePart, request, samplePng, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

interface Entry {
  id: string;
  kind: string;
  itemId: string;
  label: string;
  imageUrl: string | null;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

const TRASH = '{ trash { id kind itemId label imageUrl deletedAt deletedBy purgeAt } }';
const RESTORE = 'mutation($id: ID!) { restoreFromTrash(id: $id) { kind itemId label } }';
const DELETE_FOR_GOOD = 'mutation($id: ID!) { deleteFromTrash(id: $id) }';
const PROJECT = 'query($id: ID!) { project(id: $id) { id title images image { alt } } }';

let nextAddress = 1;

/** Deletes go to the Trash for TRASH_DAYS: gone from every answer at once, put back with their photos, deleted for good by an admin or by time. */
describe('trash', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const query = <T>(text: string, variables: Record<string, unknown> = {}, as: string = token) => server.graphql<T>(text, variables, as);
  const ok = async <T>(text: string, variables: Record<string, unknown> = {}, as: string = token): Promise<T> => {
    const result = await query<T>(text, variables, as);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const trash = async (as = token) => (await ok<{ trash: Entry[] }>(TRASH, {}, as)).trash;
  const entryFor = async (itemId: string) => (await trash()).find((entry) => entry.itemId === itemId)!;
  const count = async (sql: string, params: unknown[] = []) =>
    ((await server.database.db.query(`SELECT count(*)::int AS n FROM ${sql}`, params)) as { n: number }[])[0].n;

  async function projectWithPhotos(title: string): Promise<RestProject> {
    const png = filePart(await samplePng());
    const project = await createProject(server, token, { title, images: [png, png] });
    await ok('mutation($url: String!) { updatePhotoDetails(url: $url, input: { alt: "The front of the house" }) { url } }', { url: project.imageUrl });
    return project;
  }

  async function signedInUser(email: string, role: 'admin' | 'editor'): Promise<{ id: string; token: string }> {
    const password = 'a long and unusual passphrase 42';
    const [{ id }]: { id: string }[] = await server.database.db.query(
      'INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
      [email, `The ${role}`, role, await hashPassword(password)],
    );
    const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email, password } });
    return { id, token: login.body.data.token };
  }

  it('takes a deleted project off the site at once and puts it back, photos, descriptions and id and all', async () => {
    const project = await projectWithPhotos('Green Villa');
    const filesBefore = server.uploadedFiles();

    expect((await request(server, 'DELETE', `/api/projects/${project.id}`, { token })).status).toBe(200);
    expect((await request(server, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    expect((await server.graphql<{ project: unknown }>(PROJECT, { id: project.id })).data?.project).toBeNull();
    expect((await request<{ data: RestProject[] }>(server, 'GET', '/api/projects')).body.data.map((p) => p.id)).not.toContain(project.id);
    // The photos stay (the Trash holds them) until it is deleted for good.
    expect(server.uploadedFiles()).toEqual(filesBefore);

    const entry = await entryFor(project.id);
    expect(entry).toMatchObject({ kind: 'PROJECT', label: 'Green Villa', imageUrl: project.imageUrl, deletedBy: 'Administrator' });
    expect(new Date(entry.purgeAt).getTime() - new Date(entry.deletedAt).getTime()).toBe(TRASH_DAYS * 24 * 60 * 60_000);

    expect(await ok(RESTORE, { id: entry.id })).toEqual({ restoreFromTrash: { kind: 'PROJECT', itemId: project.id, label: 'Green Villa' } });
    const back = (await ok<{ project: { id: string; title: string; images: string[]; image: { alt: string } } }>(PROJECT, { id: project.id }, token)).project;
    expect(back).toEqual({ id: project.id, title: 'Green Villa', images: project.images, image: { alt: 'The front of the house' } });
    expect((await request(server, 'GET', `/api/projects/${project.id}`)).status).toBe(200);
    expect((await trash()).some((e) => e.itemId === project.id)).toBe(false);
    expect(await count('trash_item_images')).toBe(0);
  });

  it("puts a project back with its Tamil texts and its photos' Tamil words", async () => {
    const project = await createProject(server, token, { title: 'Farmhouse', ta: { title: 'பண்ணை வீடு', features: ['கிணறு'] } });
    await ok('mutation($url: String!) { updatePhotoDetails(url: $url, input: { ta: { alt: "வீட்டின் முகப்பு" } }) { url } }', { url: project.imageUrl });
    expect((await request(server, 'DELETE', `/api/projects/${project.id}`, { token })).status).toBe(200);
    await ok(RESTORE, { id: (await entryFor(project.id)).id });
    const TAMIL = 'query($id: ID!) { project(id: $id, locale: TA) { title features ta { title } image { alt } } }';
    expect((await ok<{ project: unknown }>(TAMIL, { id: project.id })).project).toEqual({
      title: 'பண்ணை வீடு',
      features: ['கிணறு'],
      ta: { title: 'பண்ணை வீடு' },
      image: { alt: 'வீட்டின் முகப்பு' },
    });
  });

  it('does the same for gallery images, services and enquiries', async () => {
    const image = await createGalleryImage(server, token, { title: 'Front porch' });
    const service = await createService(server, token, { title: 'Soil testing' });
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', {
      json: { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' },
      headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    });
    const enquiryId = sent.body.data.id;
    await ok('mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: image.id });
    await ok('mutation($id: ID!) { deleteService(id: $id) }', { id: service.id });
    await ok('mutation($id: ID!) { deleteEnquiry(id: $id) }', { id: enquiryId });

    const entries = await trash();
    expect(entries.slice(0, 3).map(({ kind, label }) => [kind, label])).toEqual([
      ['ENQUIRY', 'Arun Kumar'],
      ['SERVICE', 'Soil testing'],
      ['GALLERY_IMAGE', 'Front porch'],
    ]);
    expect((await request(server, 'GET', `/api/gallery/${image.id}`)).status).toBe(404);
    expect((await request(server, 'GET', `/api/services/${service.id}`)).status).toBe(404);
    const enquiryIds = async () => (await ok<{ enquiries: { id: string; name: string }[] }>('{ enquiries { id name } }')).enquiries.map((e) => e.id);
    expect(await enquiryIds()).not.toContain(enquiryId);

    for (const entry of entries.slice(0, 3)) await ok(RESTORE, { id: entry.id });
    expect((await request(server, 'GET', `/api/gallery/${image.id}`)).status).toBe(200);
    expect((await request<{ title: string }>(server, 'GET', `/api/services/${service.id}`)).body.title).toBe('Soil testing');
    expect(await enquiryIds()).toContain(enquiryId);
    const activity = await ok<{ activity: { action: string; subject: string; label: string }[] }>('{ activity(limit: 3) { action subject label } }');
    expect(activity.activity.map((a) => `${a.action} ${a.subject} ${a.label}`)).toEqual([
      'put back gallery image Front porch',
      'put back service Soil testing',
      'put back enquiry Arun Kumar',
    ]);
  });

  it('deletes for good, files and all, only for an admin; an editor deletes and puts back', async () => {
    const editor = await signedInUser('editor@test.example', 'editor');
    const project = await projectWithPhotos('Old Shed');
    const before = server.uploadedFiles().length;
    await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id }, editor.token);
    const entry = await entryFor(project.id);
    expect(entry.deletedBy).toBe('The editor');

    for (const refused of [query(DELETE_FOR_GOOD, { id: entry.id }, editor.token), query('mutation { emptyTrash }', {}, editor.token)]) {
      expect((await refused).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await server.graphql(TRASH)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await ok(RESTORE, { id: entry.id }, editor.token)).toMatchObject({ restoreFromTrash: { itemId: project.id } });

    await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id }, editor.token);
    expect(await ok(DELETE_FOR_GOOD, { id: (await entryFor(project.id)).id })).toEqual({ deleteFromTrash: true });
    // Three photos, each a full image and its narrower copies, all gone; and their rows.
    expect(server.uploadedFiles().length).toBeLessThan(before);
    expect(await count('image_assets WHERE url = $1', [new URL(project.imageUrl, server.url).pathname.replace('/uploads/', '')])).toBe(0);
    expect((await query(RESTORE, { id: entry.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('empties itself of what has been there more than TRASH_DAYS, by the nightly job', async () => {
    const old = await createProject(server, token, { title: 'Deleted long ago' });
    const recent = await createProject(server, token, { title: 'Deleted yesterday' });
    for (const project of [old, recent]) await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    await server.database.db.query(`UPDATE trash_items SET deleted_at = now() - make_interval(days => $2) WHERE item_id = $1`, [old.id, TRASH_DAYS + 1]);
    await server.database.db.query(`UPDATE trash_items SET deleted_at = now() - make_interval(days => $2) WHERE item_id = $1`, [recent.id, TRASH_DAYS - 1]);

    expect(await server.jobs.fire(TRASH_PURGE_JOB)).toBe(true);
    const left = (await trash()).map((entry) => entry.itemId);
    expect(left).toContain(recent.id);
    expect(left).not.toContain(old.id);
  });

  it('puts back a project whose author was deleted meanwhile, forgetting who added it', async () => {
    const editor = await signedInUser('leaving@test.example', 'editor');
    const project = await createProject(server, editor.token, { title: 'Row houses' });
    await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    await ok('mutation($id: ID!) { deleteUser(id: $id) }', { id: editor.id });
    await ok(RESTORE, { id: (await entryFor(project.id)).id });
    const back = await ok<{ project: { createdBy: null; title: string } }>('query($id: ID!) { project(id: $id) { title createdBy { id } } }', {
      id: project.id,
    });
    expect(back.project).toEqual({ title: 'Row houses', createdBy: null });
  });

  it('answers a made-up or malformed entry as not found, never a crash', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "'; DROP TABLE trash_items; --"]) {
      expect((await query(RESTORE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await query(DELETE_FOR_GOOD, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('two admins at once, one putting it back and one deleting it for good: one wins, nothing is left half-done', async () => {
    for (let round = 0; round < 4; round += 1) {
      const project = await projectWithPhotos(`Race ${round}`);
      await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id });
      const { id } = await entryFor(project.id);
      const [restored, deleted] = await Promise.all([query(RESTORE, { id }), query(DELETE_FOR_GOOD, { id })]);
      const winners = [restored, deleted].filter((result) => !result.errors);
      expect(winners).toHaveLength(1);
      expect([restored, deleted].find((result) => result.errors)?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const live = (await request(server, 'GET', `/api/projects/${project.id}`)).status === 200;
      expect(live).toBe(!restored.errors);
      // Either way no row points at a missing image, and no trash entry is left over.
      expect(await count('trash_items WHERE item_id = $1', [project.id])).toBe(0);
      expect(await count('project_images p WHERE NOT EXISTS (SELECT 1 FROM image_assets a WHERE a.url = p.image_url)')).toBe(0);
      expect(
        await count(
          'image_assets a WHERE NOT EXISTS (SELECT 1 FROM projects p WHERE p.image_url = a.url) AND NOT EXISTS (SELECT 1 FROM project_images i WHERE i.image_url = a.url) AND NOT EXISTS (SELECT 1 FROM gallery_images g WHERE g.image_url = a.url) AND NOT EXISTS (SELECT 1 FROM services s WHERE s.image_url = a.url) AND NOT EXISTS (SELECT 1 FROM trash_item_images t WHERE t.image_url = a.url)',
        ),
      ).toBe(0);
    }
  });

  it('two editors deleting the same project at once: it goes to the Trash once', async () => {
    const project = await createProject(server, token, { title: 'Twice deleted' });
    const results = await Promise.all([1, 2].map(() => query('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id })));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.find((result) => result.errors)?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await count('trash_items WHERE item_id = $1', [project.id])).toBe(1);
  });

  it('is kept by a backup: restored, the site still has the Trash, and its project comes back from it with its photos', async () => {
    const project = await projectWithPhotos('In the Trash at backup time');
    await ok('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    const { name } = (await ok<{ createBackup: { name: string } }>('mutation { createBackup { name } }')).createBackup;
    // Deleted for good after the backup: its files are gone from the folder, and the backup brings them back.
    await ok(DELETE_FOR_GOOD, { id: (await entryFor(project.id)).id });
    const restored = await query('mutation($name: String!) { restoreBackup(name: $name, confirmation: "RESTORE") { restoredFrom } }', { name });
    expect(restored.errors).toBeUndefined();
    token = await server.login();

    const entry = await entryFor(project.id);
    expect(entry.label).toBe('In the Trash at backup time');
    await ok(RESTORE, { id: entry.id });
    const back = (await ok<{ project: { images: string[]; image: { alt: string } } }>(PROJECT, { id: project.id })).project;
    expect(back).toMatchObject({ images: project.images, image: { alt: 'The front of the house' } });
    for (const url of [project.imageUrl, ...project.images]) expect((await request(server, 'GET', new URL(url, server.url).pathname)).status).toBe(200);
  });
});
