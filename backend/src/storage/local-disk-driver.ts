import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StorageUnavailableError } from '../errors';
import type { OpenedObject, StorageDriver } from './storage-driver';
import { assertValidStorageKey, isValidStorageKey, keyUnderPrefix, urlUnderPrefix } from './storage-key';

export class LocalDiskDriver implements StorageDriver {
  readonly kind = 'local';
  private readonly rootDir: string;
  private readonly publicPrefix: string;

  constructor(rootDir: string, publicPrefix = '/uploads') {
    this.rootDir = path.resolve(rootDir);
    this.publicPrefix = publicPrefix.replace(/\/+$/, '');
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    // Written under a temporary name in the same directory, then renamed: the rename is
    // atomic, so readers never see a half-written file. The suffix never matches a key.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await mkdir(this.rootDir, { recursive: true });
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw storageErrorOf(error);
    }
  }

  async checkWritable(): Promise<void> {
    const probe = path.join(this.rootDir, `.write-check-${randomUUID()}`);
    try {
      await mkdir(this.rootDir, { recursive: true });
      await writeFile(probe, '', { flag: 'wx' });
      await unlink(probe);
    } catch (error) {
      await unlink(probe).catch(() => undefined);
      throw storageErrorOf(error);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      // As express.static tags files (weak: size and time of the last write).
      return {
        body: handle.createReadStream(),
        bytes: stats.size,
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        modifiedAt: stats.mtime,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key, { orLeftover: true }));
    } catch (error) {
      if (!isMissingFile(error)) throw storageErrorOf(error);
    }
  }

  /** Into `.orphaned/` beside the files (dot folders are never served). */
  async setAside(name: string): Promise<void> {
    const aside = path.join(this.rootDir, ORPHANED_DIR);
    try {
      await mkdir(aside, { recursive: true });
      await rename(this.pathOf(name, { orLeftover: true }), path.join(aside, name));
    } catch (error) {
      if (!isMissingFile(error)) throw storageErrorOf(error);
    }
  }

  async list(): Promise<{ name: string; modifiedAt: Date }[]> {
    let entries;
    try {
      entries = await readdir(this.rootDir, { withFileTypes: true });
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw storageErrorOf(error);
    }
    const files = [];
    for (const entry of entries) {
      if (!entry.isFile() || !(isValidStorageKey(entry.name) || LEFTOVER.test(entry.name))) continue;
      const stats = await stat(path.join(this.rootDir, entry.name)).catch(() => null);
      if (stats) files.push({ name: entry.name, modifiedAt: stats.mtime });
    }
    return files;
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissingFile(error)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return urlUnderPrefix(this.publicPrefix, key);
  }

  keyFromUrl(url: string): string | null {
    return keyUnderPrefix(this.publicPrefix, url);
  }

  private pathOf(key: string, { orLeftover = false } = {}): string {
    if (!(orLeftover && LEFTOVER.test(key))) assertValidStorageKey(key);
    return path.join(this.rootDir, key);
  }
}

/** Where files no row names are moved (ImageAssetsService.sweepOrphanFiles). */
export const ORPHANED_DIR = '.orphaned';

/** What a write cut short leaves: `put`'s temporary file, or a writability check's. */
const LEFTOVER = /^(?:[a-z0-9-]+\.webp\.[0-9a-f-]{36}\.tmp|\.write-check-[0-9a-f-]{36})$/;

/** What the disk says when the folder cannot take files: permissions, a read-only or full file system, a file where the folder should be. */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST']);
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** A disk error as the 503 it means (permissions, a read-only or full disk), or as it is. */
export function storageErrorOf(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== undefined && FULL.has(code)) return new StorageUnavailableError('full');
  if (code !== undefined && UNWRITABLE.has(code)) return new StorageUnavailableError('not writable');
  return error;
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
