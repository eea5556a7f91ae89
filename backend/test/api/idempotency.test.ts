import { filePart, graphqlUpload, multipartForm, request, samplePng, type RestGalleryImage, type RestProject } from '../support/factories';
import { filesOfEveryAsset } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/**
 * A client that lost the answer to a create (a cut connection, a phone gone offline) sends it again
 * with the same Idempotency-Key: it gets what the first request created, never a duplicate.
 */
describe('creates with an Idempotency-Key', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const count = async (table: string) => Number((await server.database.db.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);

  async function postProject(key: string | null, title = 'Retried house') {
    const png = await samplePng();
    const form = multipartForm({ title, category: 'residential', details: 'Sent twice.' }, { image: filePart(png), images: [filePart(png), filePart(png)] });
    return request<{ data: RestProject }>(server, 'POST', '/api/projects', { token, form, headers: key === null ? {} : { 'idempotency-key': key } });
  }

  it('REST: a retry with the same key answers the same project, and only one exists with its files', async () => {
    const projectsBefore = await count('projects');
    const first = await postProject('retry-1');
    const again = await postProject('retry-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.images).toEqual(first.body.data.images);
    expect(await count('projects')).toBe(projectsBefore + 1);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server)); // the retry's photos were not kept
  });

  it('REST: the same key sent by several requests at once creates one gallery image', async () => {
    const before = await count('gallery_images');
    const png = await samplePng();
    const send = () =>
      request<RestGalleryImage>(server, 'POST', '/api/gallery', {
        token,
        form: multipartForm({ title: 'Sent five times', category: 'Residential' }, { image: filePart(png) }),
        headers: { 'idempotency-key': 'burst-1' },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await count('gallery_images')).toBe(before + 1);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
  });

  it('refuses a key sent again with another request (422), and a key that is no key (400)', async () => {
    expect((await postProject('reused-1', 'First house')).status).toBe(201);
    const other = await postProject('reused-1', 'Another house');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different request: send a new key for a new request' });
    const bad = await postProject('has spaces in it');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: unknown }).errors).toEqual({ idempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  });

  it('without a key, two sends make two projects', async () => {
    const before = await count('projects');
    await postProject(null, 'Twin house');
    await postProject(null, 'Twin house');
    expect(await count('projects')).toBe(before + 2);
  });

  it('GraphQL: createService with the header gives the same service again; another key makes another', async () => {
    const png = await samplePng();
    const create = async (key: string) => {
      const { data, errors } = await graphqlUpload<{ createService: { id: string } }>(
        server,
        'mutation($image: Upload!) { createService(input: { title: "Soil testing", description: "Plate load tests.", points: ["Plate load test"] }, image: $image) { id } }',
        {},
        { image: filePart(png) },
        token,
        { 'idempotency-key': key },
      );
      expect(errors).toBeUndefined();
      return data!.createService.id;
    };
    const first = await create('service-1');
    expect(await create('service-1')).toBe(first);
    expect(await create('service-2')).not.toBe(first);
  });
});
