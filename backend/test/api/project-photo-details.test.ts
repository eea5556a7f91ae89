import { graphqlUpload, filePart, multipartForm, request, samplePng, type FilePart, type RestProject } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const CREATE = `mutation($image: Upload!, $images: [Upload!], $photoDetails: [PhotoDetailsInput]) {
  createProject(input: { title: "Clinic", details: "A small clinic.", category: COMMERCIAL }, image: $image, images: $images, photoDetails: $photoDetails) {
    id image { alt caption focalPoint { x y } }
  }
}`;
const DESCRIBED = 'query($id: ID!) { project(id: $id) { image { alt caption } extraImages { alt caption } } }';

interface Words {
  alt: string | null;
  caption: string | null;
}

/** A new project's photos described in the request that adds them: every photo's words land with it, or none and nothing is kept. */
describe('photo details sent with a new project', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  const words = async (id: string) => {
    const result = await server.graphql<{ project: { image: Words; extraImages: Words[] } }>(DESCRIBED, { id }, token);
    expect(result.errors).toBeUndefined();
    const { image, extraImages } = result.data!.project;
    return [image, ...extraImages].map(({ alt, caption }) => ({ alt, caption }));
  };

  it('through GraphQL: each photo gets its words, by its place in the request (main first); null leaves one without', async () => {
    const created = await graphqlUpload<{ createProject: { id: string; image: { focalPoint: { x: number; y: number } } } }>(
      server,
      CREATE,
      {
        photoDetails: [
          { alt: 'The clinic from the road', caption: 'Finished in March', focalX: 0.25, focalY: 0.5 },
          null,
          { alt: 'The waiting room', caption: '' },
        ],
      },
      { image: png, 'images.0': png, 'images.1': png },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createProject.image.focalPoint).toEqual({ x: 0.25, y: 0.5 });
    expect(await words(created.data!.createProject.id)).toEqual([
      { alt: 'The clinic from the road', caption: 'Finished in March' },
      { alt: null, caption: null },
      { alt: 'The waiting room', caption: null },
    ]);
  });

  it('through REST: the form field photoDetails, as JSON', async () => {
    const form = multipartForm(
      {
        title: 'Row houses',
        details: 'Six row houses.',
        category: 'residential',
        photoDetails: JSON.stringify([{ alt: 'Six doors in a row' }, { caption: 'The back lane' }]),
      },
      { image: png, images: [png] },
    );
    const created = await request<{ data: RestProject }>(server, 'POST', '/api/projects', { token, form });
    expect(created.status).toBe(201);
    expect(await words(created.body.data.id)).toEqual([
      { alt: 'Six doors in a row', caption: null },
      { alt: null, caption: 'The back lane' },
    ]);
  });

  it('refuses words that break the rules, more words than photos, or no JSON, naming the place; nothing is kept', async () => {
    const before = await storedState(server);
    const tooLong = await graphqlUpload(server, CREATE, { photoDetails: [null, { alt: 'x'.repeat(251) }] }, { image: png, 'images.0': png }, token);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'photoDetails.1.alt': expect.stringMatching(/^Photo 2: /) } });
    const tooMany = await graphqlUpload(server, CREATE, { photoDetails: [{ alt: 'a' }, { alt: 'b' }] }, { image: png }, token);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { photoDetails: '2 photo details for 1 photo: at most one per photo' },
    });
    const form = multipartForm({ title: 'Row houses', details: 'Six.', photoDetails: '[{"alt": ' }, { image: filePart(await samplePng()) });
    const broken = await request<{ errors: Record<string, string> }>(server, 'POST', '/api/projects', { token, form });
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('Photo details must be JSON');
    expect(await storedState(server)).toEqual(before);
  });
});
