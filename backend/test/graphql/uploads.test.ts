import sharp from 'sharp';
import { fakePdf, makeJpeg, makeLargeJpegBytes } from '../fixtures/images';
import { createProject, filePart, graphqlUpload, OVER_LIMIT_BYTES, UNKNOWN_ID, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const CREATE = `mutation($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
  createProject(input: $input, image: $image, images: $images) { id imageUrl image { url width height variants { url width height } } }
}`;
const UPDATE = 'mutation($id: ID!, $image: Upload, $images: [Upload!]) { updateProject(id: $id, input: {}, image: $image, images: $images) { id imageUrl } }';
const input = { title: 'Upload test', details: 'Checks the upload rules' };

describe('GraphQL multipart uploads', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  it('strips GPS and every other metadata from the files it serves', async () => {
    const { data, errors } = await graphqlUpload<{ createProject: { image: { url: string; width: number; height: number; variants: { url: string }[] } } }>(
      server,
      CREATE,
      { input },
      { image: filePart(await makeJpeg({ width: 800, height: 600, withGps: true }), 'gps.jpg', 'image/jpeg') },
      token,
    );
    expect(errors).toBeUndefined();
    const image = data!.createProject.image;
    expect(image).toMatchObject({
      width: 800,
      height: 600,
      variants: [
        { width: 240, height: 180 },
        { width: 480, height: 360 },
        { width: 720, height: 540 },
      ],
    });
    for (const url of [image.url, ...image.variants.map((variant) => variant.url)]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it('answers PAYLOAD_TOO_LARGE for an 11 MB image and stores nothing', async () => {
    const before = await storedState(server);
    const { status, data, errors } = await graphqlUpload(
      server,
      CREATE,
      { input },
      { image: filePart(await makeLargeJpegBytes(OVER_LIMIT_BYTES), 'big.jpg', 'image/jpeg') },
      token,
    );
    // Refused while the body is read, before the operation runs.
    expect(status).toBe(413);
    expect(data).toBeUndefined();
    expect(errors).toEqual([{ message: 'File is too large: the limit is 10 MB per image', extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
    expect(await storedState(server)).toEqual(before);
  });

  it('answers PAYLOAD_TOO_LARGE when the oversized file comes after valid ones, and stores nothing', async () => {
    const before = await storedState(server);
    const { errors } = await graphqlUpload(
      server,
      CREATE,
      { input, images: [null, null] },
      { image: png, 'images.0': png, 'images.1': filePart(await makeLargeJpegBytes(OVER_LIMIT_BYTES), 'big.jpg') },
      token,
    );
    expect(errors![0].extensions!.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedState(server)).toEqual(before);
  });

  it('accepts an image of exactly 10 MB', async () => {
    const { errors } = await graphqlUpload(server, CREATE, { input }, { image: filePart(await makeLargeJpegBytes(10 * 1024 * 1024), 'limit.jpg') }, token);
    expect(errors).toBeUndefined();
  });

  it('answers UNSUPPORTED_MEDIA_TYPE for a PDF renamed .jpg and stores nothing', async () => {
    const before = await storedState(server);
    const { data, errors } = await graphqlUpload(
      server,
      CREATE,
      { input, images: [null] },
      { image: png, 'images.0': filePart(fakePdf(), 'scan.jpg', 'image/jpeg') },
      token,
    );
    expect(data).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        // One file of several: the message names it.
        message: 'scan.jpg: Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'scan.jpg' },
      }),
    ]);
    expect(await storedState(server)).toEqual(before);
  });

  it('an update of a project that does not exist stores nothing', async () => {
    const before = await storedState(server);
    const { errors } = await graphqlUpload(server, UPDATE, { id: UNKNOWN_ID, images: [null] }, { image: png, 'images.0': png }, token);
    expect(errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await storedState(server)).toEqual(before);
  });

  it('a refused update keeps the project and its image', async () => {
    const project = await createProject(server, token);
    const before = await storedState(server);
    const { errors } = await graphqlUpload(server, UPDATE, { id: project.id }, { image: filePart(fakePdf(), 'x.jpg') }, token);
    expect(errors![0].extensions!.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await storedState(server)).toEqual(before);
    const { data } = await server.graphql<{ project: { imageUrl: string } }>('query($id: ID!) { project(id: $id) { imageUrl } }', { id: project.id });
    expect(data!.project.imageUrl).toBe(project.imageUrl);
  });

  it('refuses more than 20 files in one request', async () => {
    const before = await storedState(server);
    const files: Record<string, FilePart> = { image: png };
    for (let i = 0; i < 20; i++) files[`images.${i}`] = png;
    const { status, errors } = await graphqlUpload(server, CREATE, { input, images: Array(20).fill(null) }, files, token);
    expect(status).toBe(400);
    expect(errors![0]).toEqual({
      message: 'At most 20 images can be uploaded at once',
      extensions: { code: 'BAD_USER_INPUT', fields: { images: 'At most 20 images can be uploaded at once' } },
    });
    expect(await storedState(server)).toEqual(before);
  });

  describe('several files whose parts do not fit in the socket buffers', () => {
    const FULL = `mutation($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
      createProject(input: $input, image: $image, images: $images) { id image { width height } extraImages { width height } }
    }`;
    type Created = { createProject: { image: { width: number; height: number }; extraImages: { width: number; height: number }[] } };
    let big: FilePart;
    let small: FilePart;

    beforeAll(async () => {
      // 2 MB: a live multipart stream only moves on to the next part once this one has been read.
      big = filePart(await makeLargeJpegBytes(2 * 1024 * 1024), 'big.jpg', 'image/jpeg');
      small = filePart(await makeJpeg({ width: 320, height: 240 }), 'small.jpg', 'image/jpeg');
    });

    it('creates a project from a large main image followed by extra images', async () => {
      const { data, errors } = await graphqlUpload<Created>(
        server,
        FULL,
        { input, images: [null, null] },
        { image: big, 'images.0': small, 'images.1': big },
        token,
      );
      expect(errors).toBeUndefined();
      expect(data!.createProject.image).toEqual({ width: 64, height: 64 });
      expect(data!.createProject.extraImages).toEqual([
        { width: 320, height: 240 },
        { width: 64, height: 64 },
      ]);
    });

    it('updates a project with a large new main image and extra images', async () => {
      const project = await createProject(server, token);
      const { errors } = await graphqlUpload(
        server,
        'mutation($id: ID!, $image: Upload, $images: [Upload!]) { updateProject(id: $id, input: {}, image: $image, images: $images) { id } }',
        { id: project.id, images: [null] },
        { image: big, 'images.0': big },
        token,
      );
      expect(errors).toBeUndefined();
    });
  });
});
