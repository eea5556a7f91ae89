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

  it("keeps eval and blob: workers off the admin app's pages: they may only frame our own pages (the HEIC converter)", async () => {
    for (const path of ['/admin', '/login', '/set-password', '/admin/addprojects']) {
      const admin = await request(server, 'GET', path);
      expect(admin.status).toBe(200);
      const csp = admin.headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('blob: ');
      expect(directives(csp)).toMatchObject({
        'script-src': ["'self'"],
        'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        'default-src': ["'self'"],
        'object-src': ["'none'"],
      });
      expect(directives(csp)).not.toHaveProperty('worker-src');
      expect(directives(csp)).not.toHaveProperty('sandbox');
    }
    const publicPage = await request(server, 'GET', '/');
    // No eval there either: its own files and its two inline scripts by hash.
    expect(directives(publicPage.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
    ]);
    expect(directives(publicPage.headers.get('content-security-policy'))).not.toHaveProperty('worker-src');
  });

  const CONVERTER_CSP = {
    sandbox: ['allow-scripts'],
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'worker-src': ['blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };

  it('serves the HEIC converter page sandboxed (an opaque origin: no token, no cookies), framable by our pages only, never kept or indexed', async () => {
    const converter = await request(server, 'GET', '/admin-tools/heic-converter');
    expect(converter.status).toBe(200);
    expect(converter.headers.get('content-type')).toMatch(/^text\/html/);
    expect(directives(converter.headers.get('content-security-policy'))).toEqual(CONVERTER_CSP);
    expect(converter.headers.get('x-robots-tag')).toBe('noindex');
    expect(converter.headers.get('cache-control')).toBe('no-store');

    // Its module script is fetched from the sandbox's "null" origin, so it must be readable cross-origin.
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(converter.text)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { origin: 'null' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(asset.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(['/admin-tools/heic-converter.html', '/admin-tools/heic-converter%2Ehtml', '//admin-tools/./heic-converter.html', '/index.html'])(
    "sandboxes the build's HTML files at their file address too (%s), with the headers of the converter's own address",
    async (address) => {
      const asFile = await fetch(`${server.url}${address}`, { method: 'GET' });
      expect(asFile.status).toBe(200);
      expect(asFile.headers.get('content-type')).toMatch(/^text\/html/);
      expect(directives(asFile.headers.get('content-security-policy'))).toEqual(CONVERTER_CSP);
      expect(asFile.headers.get('x-robots-tag')).toBe('noindex');
      expect(asFile.headers.get('cache-control')).toBe('no-store');
      const head = await fetch(`${server.url}${address}`, { method: 'HEAD' });
      expect(directives(head.headers.get('content-security-policy'))).toEqual(CONVERTER_CSP);
    },
  );
});

function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}
