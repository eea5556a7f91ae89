import crypto from 'node:crypto';
import { newServiceRules } from '@vriddhi/rules';
import { makeJpeg } from '../fixtures/images';
import { filePart, graphqlUpload, multipartForm, request, samplePng, type FilePart, type RestGalleryImage, type RestProject } from '../support/factories';
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
    expect(other.body).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request: send a new key for a new request',
    });
    const bad = await postProject('has spaces in it');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: unknown }).errors).toEqual({ idempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  });

  it('REST: the same key with the same fields and another photo is another request (422), the same photo again the first answer', async () => {
    const png = filePart(await samplePng());
    const jpeg = filePart(await makeJpeg({ width: 64, height: 48 }), 'photo.jpg', 'image/jpeg');
    const send = (image: FilePart, images: FilePart[]) =>
      request<{ data: RestProject; message?: string }>(server, 'POST', '/api/projects', {
        token,
        form: multipartForm({ title: 'Photo house', category: 'residential', details: 'One key.' }, { image, images }),
        headers: { 'idempotency-key': 'photo-1' },
      });
    const first = await send(png, [png]);
    expect(first.status).toBe(201);
    const projects = await count('projects');
    for (const [image, images] of [
      [jpeg, [png]],
      [png, [jpeg]],
      [png, [png, png]],
      [png, []],
    ] as [FilePart, FilePart[]][]) {
      const other = await send(image, images);
      expect([other.status, other.body.message]).toEqual([
        422,
        'This Idempotency-Key was already used for a different request: send a new key for a new request',
      ]);
    }
    const again = await send(png, [png]);
    expect([again.status, again.body.data.id]).toEqual([201, first.body.data.id]);
    expect(await count('projects')).toBe(projects);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
  });

  it('GraphQL multipart: the same key with the same fields and another photo is refused, the same photo again answers the first', async () => {
    const png = filePart(await samplePng());
    const jpeg = filePart(await makeJpeg({ width: 64, height: 48 }), 'photo.jpg', 'image/jpeg');
    const create = (image: FilePart) =>
      graphqlUpload<{ createGalleryImage: { id: string } }>(
        server,
        'mutation($image: Upload!) { createGalleryImage(input: { title: "Site visit", category: "Residential" }, image: $image) { id } }',
        {},
        { image },
        token,
        { 'idempotency-key': 'photo-2' },
      );
    const first = await create(png);
    expect(first.errors).toBeUndefined();
    const images = await count('gallery_images');
    const other = await create(jpeg);
    expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await create(png);
    expect(again.data?.createGalleryImage.id).toBe(first.data?.createGalleryImage.id);
    expect(await count('gallery_images')).toBe(images);
    expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server));
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

  it('a key recorded before files were fingerprinted (the deploy before) still answers its first service, with the same fields', async () => {
    const fields = { title: 'Compound wall', description: 'Walls around the plot.', points: '["Footings"]' };
    const send = (title = fields.title) =>
      request<{ id: string }>(server, 'POST', '/api/services', {
        token,
        form: multipartForm({ ...fields, title }, { image: filePart(png) }),
        headers: { 'idempotency-key': 'before-deploy-1' },
      });
    const png = await samplePng();
    const first = await send();
    expect(first.status).toBe(201);
    // The row as the code before that deploy wrote it: the SHA-256 of [name, input], without the files.
    const { image: _image, ...input } = newServiceRules.parse({ ...fields, points: ['Footings'], image: true });
    const before = crypto
      .createHash('sha256')
      .update(JSON.stringify(['createService', input]))
      .digest('hex');
    await server.database.db.query(`UPDATE idempotency_keys SET fingerprint = $1 WHERE key = 'before-deploy-1'`, [before]);
    const services = await count('services');
    const retried = await send();
    expect([retried.status, retried.body.id]).toEqual([201, first.body.id]);
    expect(await count('services')).toBe(services);
    expect((await send('Another wall')).status).toBe(422);
  });
});
