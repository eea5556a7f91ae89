import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StorageUnavailableError } from '../../src/errors';
import { InvalidStorageKeyError, LocalDiskDriver, type StorageDriver } from '../../src/storage';
import { ORPHANED_DIR } from '../../src/storage/local-disk-driver';
import { ORPHANED_PREFIX, S3Driver } from '../../src/storage/s3-driver';
import { S3_TEST_CREDENTIALS, startS3Server, type TestS3Server } from '../support/s3-server';

/** One driver under test, with what only its own kind can tell (where a file set aside went, how to make it unwritable). */
interface Subject {
  driver: StorageDriver;
  /** The bytes of a file set aside, or null. */
  setAsideBytes(name: string): Promise<Buffer | null>;
  /** A driver of the same kind that cannot write. */
  broken(): Promise<StorageDriver>;
}

interface Kind {
  name: string;
  start(): Promise<{ make(): Promise<Subject>; stop(): Promise<void> }>;
}

const local: Kind = {
  name: 'local disk',
  async start() {
    const tempDir = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
    let count = 0;
    return {
      async make() {
        const rootDir = path.join(tempDir, `uploads-${(count += 1)}`);
        return {
          driver: new LocalDiskDriver(rootDir),
          setAsideBytes: (name) => readFile(path.join(rootDir, ORPHANED_DIR, name)).catch(() => null),
          async broken() {
            const file = path.join(tempDir, `a-file-${(count += 1)}`);
            await writeFile(file, 'not a folder');
            return new LocalDiskDriver(file);
          },
        };
      },
      stop: () => rm(tempDir, { recursive: true, force: true }),
    };
  },
};

const s3: Kind = {
  name: 'S3 (s3rver)',
  async start() {
    const buckets = Array.from({ length: 24 }, (_, index) => `bucket-${index}`);
    const server: TestS3Server = await startS3Server(buckets);
    let count = 0;
    return {
      async make() {
        const bucket = buckets[count++];
        const driver = new S3Driver({ ...server.config(bucket), credentials: S3_TEST_CREDENTIALS, listPageSize: 2 });
        const aside = new S3Driver({ ...server.config(bucket), credentials: S3_TEST_CREDENTIALS });
        return {
          driver,
          async setAsideBytes(name) {
            const { GetObjectCommand } = await import('@aws-sdk/client-s3');
            try {
              const answer = await aside.client.send(new GetObjectCommand({ Bucket: bucket, Key: `${ORPHANED_PREFIX}${name}` }));
              return Buffer.from(await answer.Body!.transformToByteArray());
            } catch {
              return null;
            }
          },
          broken: async () => new S3Driver({ ...server.config('no-such-bucket'), credentials: S3_TEST_CREDENTIALS }),
        };
      },
      stop: () => server.stop(),
    };
  },
};

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe.each([local, s3])('storage driver contract: $name', (kind) => {
  let started: Awaited<ReturnType<Kind['start']>>;
  let subject: Subject;
  let driver: StorageDriver;

  beforeAll(async () => {
    started = await kind.start();
  });

  afterAll(async () => {
    await started?.stop();
  });

  beforeEach(async () => {
    subject = await started.make();
    driver = subject.driver;
  });

  it('writes a file under its key and reads it back, whole and as a stream', async () => {
    await driver.put('abc123.webp', Buffer.from('image'), 'image/webp');

    expect((await driver.get('abc123.webp'))?.toString('utf8')).toBe('image');
    expect(await driver.exists('abc123.webp')).toBe(true);
    const opened = await driver.open('abc123.webp');
    expect(opened).toMatchObject({ bytes: 5, etag: expect.stringMatching(/^(W\/)?".+"$/) });
    expect(opened!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readAll(opened!.body)).toBe('image');
  });

  it('answers null and false for a key that is not stored', async () => {
    expect(await driver.get('missing.webp')).toBeNull();
    expect(await driver.open('missing.webp')).toBeNull();
    expect(await driver.exists('missing.webp')).toBe(false);
  });

  it('replaces a file written again under the same key', async () => {
    await driver.put('abc123.webp', Buffer.from('first'), 'image/webp');
    await driver.put('abc123.webp', Buffer.from('second'), 'image/webp');

    expect((await driver.get('abc123.webp'))?.toString('utf8')).toBe('second');
    expect((await driver.list()).map((file) => file.name)).toEqual(['abc123.webp']);
  });

  it('deletes a file, and takes a key that is already gone', async () => {
    await driver.put('abc123-480w.webp', Buffer.from('image'), 'image/webp');

    await driver.delete('abc123-480w.webp');
    await expect(driver.delete('abc123-480w.webp')).resolves.toBeUndefined();
    expect(await driver.exists('abc123-480w.webp')).toBe(false);
  });

  it('lists every stored file with when it was written, across pages', async () => {
    const before = Date.now() - 60_000;
    const keys = ['a1.webp', 'b2.webp', 'c3.webp', 'd4.webp', 'e5-480w.webp'];
    for (const key of keys) await driver.put(key, Buffer.from(key), 'image/webp');

    const listed = await driver.list();
    expect(listed.map((file) => file.name).sort()).toEqual(keys);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('sets a file aside: out of the list and unreadable by key, but kept', async () => {
    await driver.put('kept.webp', Buffer.from('kept'), 'image/webp');
    await driver.put('orphan.webp', Buffer.from('orphan'), 'image/webp');

    await driver.setAside('orphan.webp');
    await expect(driver.setAside('never-was.webp')).resolves.toBeUndefined();

    expect((await driver.list()).map((file) => file.name)).toEqual(['kept.webp']);
    expect(await driver.get('orphan.webp')).toBeNull();
    expect((await subject.setAsideBytes('orphan.webp'))?.toString('utf8')).toBe('orphan');
  });

  it.each(['../etc/passwd', 'a/b.webp', '/abs.webp', 'ABC.webp', 'x.png', '.webp', ''])('refuses the key %j', async (key) => {
    await expect(driver.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => driver.publicUrl(key)).toThrow(InvalidStorageKeyError);
  });

  it('names a file by URL and finds the key behind its own URLs only', () => {
    expect(driver.publicUrl('abc123.webp')).toBe('/uploads/abc123.webp');
    expect(driver.keyFromUrl('/uploads/abc123.webp')).toBe('abc123.webp');
    for (const url of ['/uploads/../x.webp', '/uploads/a/b.webp', '/other/abc.webp', 'https://example.com/x.webp', '/uploads/']) {
      expect(driver.keyFromUrl(url)).toBeNull();
    }
  });

  it('checks that it can write, and says 503 when it cannot', async () => {
    await expect(driver.checkWritable()).resolves.toBeUndefined();
    expect(await driver.list()).toEqual([]); // the probe left nothing behind

    const broken = await subject.broken();
    await expect(broken.checkWritable()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(broken.put('abc.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

describe('S3Driver with S3_PUBLIC_URL', () => {
  it('names files under the public address', () => {
    const driver = new S3Driver({ bucket: 'b', region: 'us-east-1', endpoint: null, forcePathStyle: false, publicUrl: 'https://cdn.example.com/photos/' });
    expect(driver.publicUrl('abc.webp')).toBe('https://cdn.example.com/photos/abc.webp');
    expect(driver.keyFromUrl('https://cdn.example.com/photos/abc.webp')).toBe('abc.webp');
    expect(driver.keyFromUrl('/uploads/abc.webp')).toBeNull();
    driver.close();
  });
});
