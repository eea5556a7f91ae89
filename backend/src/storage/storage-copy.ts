import { createHash } from 'node:crypto';
import { S3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';
import { isValidStorageKey } from './storage-key';

export interface CopySummary {
  /** Objects written to the target and read back equal. */
  copied: number;
  /** Objects the target already held with the same size and SHA-256. */
  skipped: number;
  /** Objects that could not be copied or read back equal, with why: run the copy again. */
  failed: { key: string; reason: string }[];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Size and SHA-256 of what the target holds under `key`, or null: from a bucket's metadata when this site wrote it, else from the bytes. */
async function held(target: StorageDriver, key: string): Promise<{ bytes: number; sha256: string } | null> {
  if (target instanceof S3Driver) {
    const described = await target.describe(key);
    if (described === null) return null;
    if (described.sha256 !== null) return { bytes: described.bytes, sha256: described.sha256 };
  }
  const data = await target.get(key);
  return data === null ? null : { bytes: data.length, sha256: sha256(data) };
}

/**
 * Copies every photo file of `source` into `target`, one at a time (memory: one photo): a file the
 * target already holds with the same size and SHA-256 is skipped, so a copy cut short is resumed by
 * running it again; every file written is read back and compared. Nothing is ever deleted, at the
 * source or the target. `progress` hears of each file.
 */
export async function copyStorage(
  source: StorageDriver,
  target: StorageDriver,
  progress: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void = () => undefined,
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, failed: [] };
  const keys = (await source.list())
    .map((file) => file.name)
    .filter(isValidStorageKey)
    .sort();
  for (const key of keys) {
    try {
      const data = await source.get(key);
      if (data === null) continue; // removed since the listing: no longer a photo of the site
      const wanted = { bytes: data.length, sha256: sha256(data) };
      const there = await held(target, key);
      if (there && there.bytes === wanted.bytes && there.sha256 === wanted.sha256) {
        summary.skipped += 1;
        progress(key, 'skipped');
        continue;
      }
      await target.put(key, data, 'image/webp');
      const written = await target.get(key);
      if (written === null || written.length !== wanted.bytes || sha256(written) !== wanted.sha256) {
        throw new Error('the copy read back differs from the original');
      }
      summary.copied += 1;
      progress(key, 'copied');
    } catch (error) {
      summary.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      progress(key, 'failed');
    }
  }
  return summary;
}
