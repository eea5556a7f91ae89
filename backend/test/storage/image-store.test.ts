import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../src/errors';
import { ImageStore, LocalDiskDriver, type StorageDriver, type StoredImage } from '../../src/storage';
import { exifHasGps, fakePdf, makeJpeg, makeLargeJpegBytes, makePng } from '../fixtures/images';

/** Passes everything through to a real driver, except that the nth put fails. */
class FailingNthPutDriver implements StorageDriver {
  readonly kind = 'local';
  private puts = 0;

  constructor(
    private readonly inner: StorageDriver,
    private readonly failingPut: number,
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failingPut) throw new Error('disk full');
    await this.inner.put(key, data, contentType);
  }

  get(key: string) {
    return this.inner.get(key);
  }

  open(key: string) {
    return this.inner.open(key);
  }

  delete(key: string) {
    return this.inner.delete(key);
  }

  exists(key: string) {
    return this.inner.exists(key);
  }

  checkWritable() {
    return this.inner.checkWritable();
  }

  list() {
    return this.inner.list();
  }

  setAside(name: string) {
    return this.inner.setAside(name);
  }

  publicUrl(key: string) {
    return this.inner.publicUrl(key);
  }

  keyFromUrl(url: string) {
    return this.inner.keyFromUrl(url);
  }
}

describe('ImageStore with LocalDiskDriver', () => {
  let tempDir: string;
  let rootDir: string;
  let driver: LocalDiskDriver;
  let store: ImageStore;

  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'image-store-'));
    rootDir = path.join(tempDir, 'uploads');
    driver = new LocalDiskDriver(rootDir);
    store = new ImageStore(driver);
  });

  afterEach(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  const filesOnDisk = async () => (await readdir(rootDir).catch(() => [])).sort();

  it('saves the full image and its variants under one random base name', async () => {
    const image = await store.saveFromBuffer(await makePng({ width: 3000, height: 2000 }));

    const match = /^\/uploads\/([a-z0-9]{32})\.webp$/.exec(image.url);
    expect(match).not.toBeNull();
    const base = match![1];
    expect(image).toEqual({
      url: `/uploads/${base}.webp`,
      width: 2000,
      height: 1333,
      variants: [
        { url: `/uploads/${base}-240w.webp`, width: 240, height: 160 },
        { url: `/uploads/${base}-480w.webp`, width: 480, height: 320 },
        { url: `/uploads/${base}-720w.webp`, width: 720, height: 480 },
        { url: `/uploads/${base}-960w.webp`, width: 960, height: 640 },
        { url: `/uploads/${base}-1440w.webp`, width: 1440, height: 960 },
      ],
      placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/),
      dominantColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(await filesOnDisk()).toEqual([`${base}.webp`, ...[240, 480, 720, 960, 1440].map((width) => `${base}-${width}w.webp`)].sort());
    const stored = await sharp(path.join(rootDir, `${base}-960w.webp`)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 960, 640]);
  });

  it('computes the placeholder again from the stored files, and null once they are gone', async () => {
    const image = await store.saveFromBuffer(await makePng({ width: 1600, height: 900 }));
    const ref = { url: image.url, variants: image.variants.map(({ url }) => ({ url })) };

    const again = await store.placeholderOf(ref);
    expect(again?.preview).toMatch(/^data:image\/webp;base64,/);
    expect(again?.dominantColor).toMatch(/^#[0-9a-f]{6}$/);

    await store.removeFiles([image]);
    expect(await store.placeholderOf(ref)).toBeNull();
    expect(await store.placeholderOf({ url: 'https://example.com/a.jpg', variants: [] })).toBeNull();
  });

  it('gives every upload its own name', async () => {
    const png = await makePng({ width: 100, height: 100 });
    const [a, b] = await Promise.all([store.saveFromBuffer(png), store.saveFromBuffer(png)]);
    expect(a.url).not.toBe(b.url);
  });

  it('writes no GPS data to disk', async () => {
    const input = await makeJpeg({ width: 1000, height: 800, withGps: true });
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);

    await store.saveFromBuffer(input);

    for (const file of await filesOnDisk()) {
      expect((await sharp(path.join(rootDir, file)).metadata()).exif).toBeUndefined();
    }
  });

  it('removeFiles deletes the full image and every variant, and tolerates missing files', async () => {
    const first = await store.saveFromBuffer(await makePng({ width: 1600, height: 900 }));
    const second = await store.saveFromBuffer(await makeJpeg({ width: 500, height: 500 }));
    expect(await filesOnDisk()).toHaveLength(6 + 3);

    // As a caller would pass them after loading image rows from the database.
    const secondRef = { url: second.url, variants: second.variants.map(({ url }) => ({ url })) };
    await store.removeFiles([first, secondRef]);
    expect(await filesOnDisk()).toEqual([]);

    await expect(store.removeFiles([first, second])).resolves.toBeUndefined();
  });

  it('removeFiles ignores URLs it did not produce', async () => {
    const outside = path.join(tempDir, 'keep-me.webp');
    await writeFile(outside, 'not ours');
    const foreign: StoredImage = {
      url: 'https://cdn.example.com/photo.webp',
      width: 1,
      height: 1,
      variants: [{ url: '/uploads/../keep-me.webp', width: 1, height: 1 }],
      placeholder: 'data:image/webp;base64,',
      dominantColor: '#000000',
    };

    await expect(store.removeFiles([foreign])).resolves.toBeUndefined();
    expect(store.keysOf(foreign)).toEqual([]);
    expect(await readdir(tempDir)).toContain('keep-me.webp');
  });

  it('leaves no files behind when a write fails midway', async () => {
    const failing = new ImageStore(new FailingNthPutDriver(driver, 2));

    await expect(failing.saveFromBuffer(await makePng({ width: 3000, height: 2000 }))).rejects.toThrow('disk full');

    expect(await filesOnDisk()).toEqual([]);
  });

  it('saves from a stream', async () => {
    const jpeg = await makeJpeg({ width: 1000, height: 750 });

    const image = await store.saveFromStream(Readable.from([jpeg.subarray(0, 500), jpeg.subarray(500)]));

    expect(image).toMatchObject({ width: 1000, height: 750 });
    expect(image.variants.map((v) => v.width)).toEqual([240, 480, 720, 960]);
    expect(await filesOnDisk()).toHaveLength(5);
  });

  it('refuses an oversized stream without writing anything', async () => {
    const big = await makeLargeJpegBytes(11 * 1024 * 1024);

    await expect(store.saveFromStream(Readable.from([big]))).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(store.saveFromBuffer(big)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('honours a smaller per-call limit', async () => {
    const jpeg = await makeJpeg({ width: 1000, height: 750 });
    await expect(store.saveFromStream(Readable.from([jpeg]), 1000)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });

  it('refuses a PDF without writing anything', async () => {
    await expect(store.saveFromBuffer(fakePdf())).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    expect(await filesOnDisk()).toEqual([]);
  });
});
