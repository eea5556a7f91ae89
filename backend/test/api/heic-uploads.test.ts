import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeJpeg } from '../fixtures/images';
import { createProject, filePart, graphqlUpload, multipartForm, request, type FilePart } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/** A 400 × 300 iPhone-style HEIC (HEVC-coded), made once with libheif's heif-enc: the server's libvips cannot decode it. */
const HEIC = readFileSync(path.join(__dirname, '../fixtures/IMG_2211.HEIC'));

const CREATE = `mutation($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
  createProject(input: $input, image: $image, images: $images) { id }
}`;
const input = { title: 'Phone photos', category: 'residential', details: 'From the site visit' };

describe('HEIC uploads', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  it('the fixture really is an HEVC-coded HEIC', () => {
    expect(HEIC.toString('latin1', 4, 12)).toBe('ftypheic');
  });

  it('refuses a HEIC among several files (UNSUPPORTED_MEDIA_TYPE, as GraphQL errors do: HTTP 200), naming the file and the format, and keeps nothing', async () => {
    const before = server.uploadedFiles();
    const jpeg: FilePart = { data: await makeJpeg({ width: 64, height: 48 }), filename: 'IMG_2210.jpg', type: 'image/jpeg' };
    const heic: FilePart = { data: HEIC, filename: 'IMG_2211.HEIC', type: 'image/heic' };
    const refused = await graphqlUpload(
      server,
      CREATE,
      { input: { ...input, category: 'RESIDENTIAL' }, image: null, images: [null, null] },
      { image: jpeg, 'images.0': jpeg, 'images.1': heic },
      token,
    );
    expect(refused.errors?.[0]?.message).toMatch(/^IMG_2211\.HEIC: HEIC photos can't be read by the server\./);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'IMG_2211.HEIC' });
    expect(server.uploadedFiles()).toEqual(before);
  });

  it('over REST answers 415 with the HEIC message (REST messages name no file, as before)', async () => {
    const heic = await request<{ message: string }>(server, 'POST', '/api/projects', {
      token,
      form: multipartForm(input, { image: filePart(HEIC, 'IMG_2211.HEIC', 'image/heic') }),
    });
    expect(heic.status).toBe(415);
    expect(heic.body.message).toMatch(/^HEIC photos can't be read by the server\./);
  });

  it('names any other unreadable file too, keeping the general message', async () => {
    const jpeg: FilePart = { data: await makeJpeg({ width: 64, height: 48 }), filename: 'IMG_2210.jpg', type: 'image/jpeg' };
    const text: FilePart = { data: Buffer.from('not an image'), filename: 'notes.jpg', type: 'image/jpeg' };
    const refused = await graphqlUpload(
      server,
      CREATE,
      { input: { ...input, category: 'RESIDENTIAL' }, image: null, images: [null] },
      { image: jpeg, 'images.0': text },
      token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'notes.jpg: Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'notes.jpg' },
    });
  });

  it('a readable JPEG still goes in', async () => {
    const project = await createProject(server, token, { image: filePart(await makeJpeg({ width: 64, height: 48 }), 'IMG_2210.jpg', 'image/jpeg') });
    expect(project.imageUrl).toMatch(/\.webp$/);
  });

  it("lets the admin app's page (only) run heic2any: a blob: worker and new Function", async () => {
    const directives = (csp: string | null) =>
      Object.fromEntries(
        (csp ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...values]) => [name, values]),
      );
    for (const path of ['/admin', '/login']) {
      const admin = await request(server, 'GET', path);
      expect(admin.status).toBe(200);
      expect(directives(admin.headers.get('content-security-policy'))).toMatchObject({
        'script-src': ["'self'", "'unsafe-eval'"],
        'worker-src': ["'self'", 'blob:'],
        'default-src': ["'self'"],
        'object-src': ["'none'"],
      });
    }
    const publicPage = await request(server, 'GET', '/');
    expect(directives(publicPage.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
    expect(directives(publicPage.headers.get('content-security-policy'))).not.toHaveProperty('worker-src');
  });
});
