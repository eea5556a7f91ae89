import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { makeJpeg } from '../fixtures/images';
import { BACKUP_TEST_SECRET } from '../support/backups';
import { createProject, deleteForGood, filePart, request } from '../support/factories';
import { startS3Server, S3_TEST_CREDENTIALS, type TestS3Server } from '../support/s3-server';
import { type TestServer, useAdminServer } from '../support/test-server';
import type { S3Driver } from '../../src/storage/s3-driver';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-storage-test-'));

/** Polls until `check` holds (file removals run after the commit), failing after a generous while. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never happened: ${what}`);
}

/** The server with STORAGE_DRIVER=s3 against a real S3 server (s3rver): photos go to the bucket and back, never to the disk. */
let s3: TestS3Server;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  s3 = await startS3Server(['photos', 'public']);
  // The SDK's default credential chain, as on a host.
  process.env.AWS_ACCESS_KEY_ID = S3_TEST_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_CREDENTIALS.secretAccessKey;
});

afterAll(async () => {
  await s3?.stop();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('photos in an S3 bucket', () => {
  let bucket: S3Driver;
  let server: TestServer;
  let token: string;

  beforeAll(() => {
    bucket = s3.driver();
  });
  useAdminServer(
    (started) => {
      ({ server, token } = started);
    },
    {
      get env() {
        return { ...s3.env(), JWT_SECRET: BACKUP_TEST_SECRET, DATA_DIR: path.join(workDir, 'data'), BACKUP_DIR: path.join(workDir, 'backups') };
      },
    },
  );

  let project: Awaited<ReturnType<typeof createProject>>;
  let keys: string[];

  it('stores an uploaded photo and its variants in the bucket, none on the disk', async () => {
    project = await createProject(server, token, { image: filePart(await makeJpeg({ width: 1000, height: 500 }), 'wide.jpg', 'image/jpeg') });
    expect(project.imageUrl).toMatch(/^\/uploads\/[a-z0-9]+\.webp$/);
    keys = (await bucket.list()).map((file) => file.name).sort();
    expect(keys).toHaveLength(5); // the full image and four variants
    expect(keys).toContain(project.imageUrl.slice('/uploads/'.length));
    expect(server.uploadedFiles()).toEqual([]);
  });

  it('is ready once the bucket can be written', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('serves the photo at /uploads/ from the bucket with the caching headers of local files', async () => {
    const url = `${server.url}${project.imageUrl}`;
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(answer.headers.get('last-modified')).toBeTruthy();
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.equals((await bucket.get(project.imageUrl.slice('/uploads/'.length)))!)).toBe(true);
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(bytes.length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // Cache-Control set, or fetch adds `no-cache` to a conditional request (which asks for the whole answer).
    const again = await fetch(url, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);

    for (const missing of ['/uploads/0000.webp', '/uploads/../package.json', '/uploads/orphaned/x.webp']) {
      const refused = await fetch(`${server.url}${missing}`);
      expect(refused.status).toBe(404);
    }
  });

  let archive: string;

  it('backs up the objects the rows name', async () => {
    ({ file: archive } = await server.services.backups.create(path.join(workDir, 'with-photos.tar.gz')));
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((entry) => entry.startsWith('uploads/')).sort()).toEqual(keys.map((key) => `uploads/${key}`));
  });

  it('deletes the objects with the project', async () => {
    expect(await deleteForGood(server, token, `/api/projects/${project.id}`)).toBe(200);
    await eventually(async () => (await bucket.list()).length === 0, 'the objects deleted');
    expect((await fetch(`${server.url}${project.imageUrl}`)).status).toBe(404);
  });

  it('restores the rows and writes the objects back into the bucket', async () => {
    await server.services.backups.restore(archive);
    expect((await bucket.list()).map((file) => file.name).sort()).toEqual(keys);
    const restored = await request<{ data: { imageUrl: string } }>(server, 'GET', `/api/projects/${project.id}`);
    expect(restored.body.data.imageUrl).toBe(project.imageUrl);
    expect((await fetch(`${server.url}${project.imageUrl}`)).status).toBe(200);
  });
});

/** With S3_PUBLIC_URL (a CDN or a public bucket) the answers name the photos there, and the CSP lets pages load them. */
describe('photos in an S3 bucket behind S3_PUBLIC_URL', () => {
  let server: TestServer;
  let token: string;
  useAdminServer(
    (started) => {
      ({ server, token } = started);
    },
    {
      get env() {
        return { ...s3.env('public'), S3_PUBLIC_URL: 'https://photos.example.com/site/', DATA_DIR: path.join(workDir, 'public-data') };
      },
    },
  );

  it('names the photos at the public address in REST and GraphQL, and allows its origin for images', async () => {
    const project = await createProject(server, token);
    expect(project.imageUrl).toMatch(/^https:\/\/photos\.example\.com\/site\/[a-z0-9]+\.webp$/);
    const key = project.imageUrl.split('/').pop()!;
    expect(await s3.driver('public').exists(key)).toBe(true);

    const { data } = await server.graphql<{ project: { imageUrl: string; image: { url: string } } }>(
      `query ($id: ID!) { project(id: $id) { imageUrl image { url } } }`,
      { id: project.id },
    );
    expect(data!.project).toEqual({ imageUrl: project.imageUrl, image: { url: project.imageUrl } });

    const answer = await fetch(`${server.url}/api/projects`);
    expect(answer.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://photos.example.com;");
    // Pages kept from before the switch name /uploads/: still answered, from the bucket.
    expect((await fetch(`${server.url}/uploads/${key}`)).status).toBe(200);
  });
});

/** A bucket that cannot be written (missing, refused credentials): the site starts, says why it is not ready, and refuses uploads with 503. */
describe('photos in an S3 bucket that cannot be written', () => {
  let server: TestServer;
  let token: string;
  useAdminServer(
    (started) => {
      ({ server, token } = started);
    },
    {
      get env() {
        return { ...s3.env('no-such-bucket'), DATA_DIR: path.join(workDir, 'missing-data') };
      },
    },
  );

  it('is not ready, and refuses an upload with 503 leaving nothing behind', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', message: 'The S3 bucket for photos cannot be written' });
    await expect(createProject(server, token)).rejects.toThrow(/503 .*photo storage \(the S3 bucket\)/);
    expect((await request<{ data: unknown[] }>(server, 'GET', '/api/projects')).body.data).toEqual([]);
  });
});
