import type { Config } from '../config';
import { useImageNaming } from './image-names';
import { LocalDiskDriver } from './local-disk-driver';
import type { S3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';

/**
 * The driver STORAGE_DRIVER names, which from now on also names every image by URL (image-names.ts).
 * The AWS SDK is loaded only for a bucket: a site on its disk does not carry it in memory.
 */
export function storageFor(config: Pick<Config, 'storage' | 'uploadDir'>): StorageDriver {
  const driver = config.storage.driver === 's3' ? s3Driver(config.storage.s3!) : new LocalDiskDriver(config.uploadDir);
  useImageNaming(driver);
  return driver;
}

/** Where the orphan sweep moves files no row names, for the log. */
export function setAsideWhere(config: Pick<Config, 'storage' | 'uploadDir'>, localFolder: string): string {
  return config.storage.driver === 's3' ? `s3://${config.storage.s3!.bucket}/orphaned/` : localFolder;
}

function s3Driver(s3: NonNullable<Config['storage']['s3']>): StorageDriver {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when a bucket is used
  const { S3Driver: Driver } = require('./s3-driver') as { S3Driver: typeof S3Driver };
  return new Driver(s3);
}
