import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InvalidStorageKeyError, LocalDiskDriver } from '../../src/storage';

describe('LocalDiskDriver', () => {
  let tempDir: string;
  let rootDir: string;
  let driver: LocalDiskDriver;

  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'local-disk-driver-'));
    rootDir = path.join(tempDir, 'uploads', 'images'); // does not exist yet
    driver = new LocalDiskDriver(rootDir);
  });

  afterEach(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  it('creates the root directory on demand and writes the file under its key', async () => {
    await driver.put('abc123.webp', Buffer.from('image'), 'image/webp');

    expect(await readFile(path.join(rootDir, 'abc123.webp'), 'utf8')).toBe('image');
    expect(await driver.exists('abc123.webp')).toBe(true);
    expect(await readdir(rootDir)).toEqual(['abc123.webp']); // no temporary file left over
  });

  it('replaces an existing file', async () => {
    await driver.put('abc123.webp', Buffer.from('first'), 'image/webp');
    await driver.put('abc123.webp', Buffer.from('second'), 'image/webp');

    expect(await readFile(path.join(rootDir, 'abc123.webp'), 'utf8')).toBe('second');
    expect(await readdir(rootDir)).toEqual(['abc123.webp']);
  });

  it('reads a file back, and answers null for one that does not exist', async () => {
    await driver.put('abc123.webp', Buffer.from('image'), 'image/webp');

    expect((await driver.get('abc123.webp'))?.toString('utf8')).toBe('image');
    expect(await driver.get('def456.webp')).toBeNull();
  });

  it('deletes a file, and ignores one that is already gone', async () => {
    await driver.put('abc123-480w.webp', Buffer.from('image'), 'image/webp');

    await driver.delete('abc123-480w.webp');
    await expect(driver.delete('abc123-480w.webp')).resolves.toBeUndefined();

    expect(await driver.exists('abc123-480w.webp')).toBe(false);
  });

  it.each(['../etc/passwd', 'a/b.webp', '../x.webp', '/abs.webp', 'ABC.webp', 'x.png', 'x.webp\0', '.webp', ''])('rejects the key %j', async (key) => {
    await expect(driver.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(driver.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => driver.publicUrl(key)).toThrow(InvalidStorageKeyError);
  });

  it('maps keys to public URLs and back', () => {
    expect(driver.publicUrl('abc123.webp')).toBe('/uploads/abc123.webp');
    expect(driver.keyFromUrl('/uploads/abc123.webp')).toBe('abc123.webp');
    expect(new LocalDiskDriver(rootDir, '/media/').publicUrl('abc.webp')).toBe('/media/abc.webp');
  });

  it.each(['/uploads/../etc/passwd', '/uploads/a/b.webp', '/other/abc.webp', 'https://example.com/x.webp', '/uploads/'])('does not claim the URL %j', (url) => {
    expect(driver.keyFromUrl(url)).toBeNull();
  });
});
