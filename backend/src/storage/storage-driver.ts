import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, and what HTTP caching needs. */
export interface OpenedObject {
  body: Readable;
  bytes: number;
  /** A quoted HTTP entity tag. */
  etag: string;
  modifiedAt: Date;
}

/** Where stored files live: a local directory (LocalDiskDriver) or an S3-compatible bucket (S3Driver). */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** The stored bytes as a stream (never read whole), or null when the key does not exist. */
  open(key: string): Promise<OpenedObject | null>;
  /** Succeeds when the key does not exist. Also takes the name of a file `list` gave that is no key (a write cut short). */
  delete(key: string): Promise<void>;
  /** Moves a file `list` gave out of use, where a person can still find it (never served, never deleted). */
  setAside(name: string): Promise<void>;
  /** Every stored file, with when it was last written: keys, and files of writes cut short. Never what was set aside. */
  list(): Promise<{ name: string; modifiedAt: Date }[]>;
  exists(key: string): Promise<boolean>;
  /** Resolves when files can be written and removed now; rejects with StorageUnavailableError otherwise. */
  checkWritable(): Promise<void>;
  publicUrl(key: string): string;
  /** The key behind a URL this driver produced, or null for any other URL. */
  keyFromUrl(url: string): string | null;
}
