import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { StorageUnavailableError } from '../errors';
import type { OpenedObject, StorageDriver } from './storage-driver';
import { assertValidStorageKey, isValidStorageKey, keyUnderPrefix, urlUnderPrefix } from './storage-key';

/** Where the orphan sweep moves objects no row names (never served: the key of a served file has no slash). */
export const ORPHANED_PREFIX = 'orphaned/';

/** The object metadata (x-amz-meta-sha256) holding the SHA-256 of the bytes, as this driver wrote them: what `npm run storage:copy` compares. */
const SHA256_METADATA = 'sha256';

/** How long a successful checkWritable is trusted. */
const WRITABLE_FOR_MS = 30_000;

/** Objects are written once under a new name and never change: caches may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3DriverOptions extends S3Config {
  /** Only for tests (s3rver): credentials come from the AWS SDK's usual chain otherwise. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Objects asked for per page of the listing (S3's most, 1000, unless a test wants many pages). */
  listPageSize?: number;
}

/** Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Garage), each under its key at the bucket's root. */
export class S3Driver implements StorageDriver {
  readonly kind = 's3';
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicPrefix: string;
  private readonly listPageSize: number | undefined;
  /** When checkWritable last succeeded (0: not since the last failure). */
  private writableAt = 0;

  constructor(options: S3DriverOptions) {
    this.bucket = options.bucket;
    this.listPageSize = options.listPageSize;
    this.publicPrefix = (options.publicUrl ?? '/uploads').replace(/\/+$/, '');
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where the S3 API requires them: R2, B2, MinIO and older servers refuse or
      // ignore the newer default ones. Every object carries its own SHA-256 (SHA256_METADATA) instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An image's files are written in its turn of the one-at-a-time image work (image-pipeline.ts):
      // a bucket that stops answering must fail the request, not hold every upload behind it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.call((client) =>
      client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: CACHE_CONTROL,
          Metadata: { [SHA256_METADATA]: createHash('sha256').update(data).digest('hex') },
        }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<OpenedObject | null> {
    assertValidStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        bytes: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${key}"`,
        modifiedAt: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  /** Size and SHA-256 of a stored object without reading it (the hash as this driver wrote it; null when written otherwise), or null when missing. */
  async describe(key: string): Promise<{ bytes: number; sha256: string | null } | null> {
    assertValidStorageKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { bytes: answer.ContentLength ?? 0, sha256: answer.Metadata?.[SHA256_METADATA] ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.call((client) => client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))); // S3 answers 204 for a missing key too
  }

  /** Copied under ORPHANED_PREFIX, then deleted from where it was: never deleted for good. */
  async setAside(name: string): Promise<void> {
    assertValidStorageKey(name);
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: `${ORPHANED_PREFIX}${name}`, CopySource: `${this.bucket}/${name}` }));
    } catch (error) {
      if (isMissing(error)) return;
      throw unavailable(error);
    }
    await this.delete(name);
  }

  /** Every object at the bucket's root named like a key, page by page; objects set aside and any other object in the bucket are left out. */
  async list(): Promise<{ name: string; modifiedAt: Date }[]> {
    const files: { name: string; modifiedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await this.call((client) =>
        client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token, MaxKeys: this.listPageSize })),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && isValidStorageKey(object.Key)) files.push({ name: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.describe(key)) !== null;
  }

  /**
   * Writes and removes a probe object. A success is trusted for WRITABLE_FOR_MS: readiness probes
   * (`/readyz`, every few seconds behind a load balancer) would otherwise cost two requests each.
   */
  async checkWritable(): Promise<void> {
    if (Date.now() - this.writableAt < WRITABLE_FOR_MS) return;
    const probe = `.write-check-${randomUUID()}`;
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: probe, Body: Buffer.alloc(0), ContentLength: 0 }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: probe }));
      this.writableAt = Date.now();
    } catch (error) {
      this.writableAt = 0;
      throw new StorageUnavailableError('bucket unavailable', { cause: error });
    }
  }

  publicUrl(key: string): string {
    return urlUnderPrefix(this.publicPrefix, key);
  }

  keyFromUrl(url: string): string | null {
    return keyUnderPrefix(this.publicPrefix, url);
  }

  /** Stops the client's connections (commands, tests). */
  close(): void {
    this.client.destroy();
  }

  /** Runs one request, its failures as storage failures (unavailable). */
  private async call<Output>(request: (client: S3Client) => Promise<Output>): Promise<Output> {
    try {
      return await request(this.client);
    } catch (error) {
      throw unavailable(error);
    }
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/**
 * What stops writing or reading now, as the 503 it means: the bucket unreachable (network), refused
 * credentials, a missing bucket, the service's own failure or throttling. A refusal of this very
 * request (a bad key) stays what it is.
 */
function unavailable(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 500;
    if (status === 400 && error.name !== 'AuthorizationHeaderMalformed') return error;
    return new StorageUnavailableError('bucket unavailable', { cause: error });
  }
  if (error instanceof Error && ('code' in error || 'syscall' in error || error.name === 'TimeoutError')) {
    return new StorageUnavailableError('bucket unavailable', { cause: error });
  }
  return error;
}
