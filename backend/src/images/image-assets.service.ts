import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ImageAsset } from '../entities';
import { imageKeyOf, imageVariantsColumn } from '../storage/image-names';
import { MAX_UPLOAD_BYTES, VARIANT_WIDTHS, type ImagePlaceholder, type ImageStore, type StoredImage } from '../storage';
import type { IncomingFile } from './incoming-file';
import type { StoredFiles } from '../http/frontend-files';
import { aboutFile } from './about-file';
import type { FileRemovals } from './file-removals';
import { isDatabaseUnreachable } from '../errors';
import type { ContentVersion } from '../content-version';
import type { ContentWrites } from '../content-writes';
import { VersionedCache } from '../versioned-cache';

/** Far more images than a firm's site holds: the bound only keeps a runaway from growing without end. */
const MAX_KNOWN_IMAGES = 20_000;

/**
 * The files and rows of stored images, kept consistent with the rows that point at them:
 * new files are written before the transaction and removed if it fails; files of replaced or
 * deleted images are removed only once the transaction has committed, and never while a backup
 * copies files (FileRemovals).
 */
export class ImageAssetsService {
  /**
   * Image rows by url, as of the current content version: every write of them moves it (ContentWrites,
   * photo details, a restore). Shared by every request, so a page or query reads them from memory,
   * not once per request from the database. The rows are shared: nothing may change them.
   */
  private readonly known: VersionedCache<ImageAsset | null>;

  constructor(
    private readonly db: DataSource,
    private readonly store: ImageStore,
    contentVersion: ContentVersion,
    private readonly writes: ContentWrites,
    private readonly removals: FileRemovals,
  ) {
    this.known = new VersionedCache(contentVersion, MAX_KNOWN_IMAGES);
  }

  /**
   * A write of public content that stores or releases images (a write that does neither is
   * ContentWrites.run): stores `files`, then runs `work` as one content write (the stored images' rows
   * inserted first; `work` returns its result and the urls of the images it no longer needs), and only
   * once it has committed removes the released images' files, so no cached answer points at them
   * meanwhile. A write that fails removes the files it stored.
   */
  async writeWithImages<T>(
    files: IncomingFile[],
    work: (manager: EntityManager, stored: StoredImage[]) => Promise<{ result: T; releasedUrls?: string[] }>,
  ): Promise<T> {
    const stored = await this.storeAll(files);
    let released: ImageAsset[] = [];
    let committing = false;
    let result: T;
    try {
      result = await this.writes.run(
        async (manager) => {
          if (stored.length > 0) await manager.getRepository(ImageAsset).insert(stored.map(toAssetRow));
          const outcome = await work(manager, stored);
          released = await this.deleteRows(manager, outcome.releasedUrls ?? []);
          // Files that cannot be removed would outlive their rows: then the change is not made at all.
          if (released.length > 0) await this.store.checkWritable();
          return outcome.result;
        },
        { committing: () => (committing = true) },
      );
    } catch (error) {
      // Cut off from the database while committing, the commit may have happened all the same: then
      // the files stay, and the sweeper sets them aside if their rows never came.
      if (!(committing && isDatabaseUnreachable(error))) await this.store.removeFiles(stored);
      throw error;
    }
    await this.removals.remove(released);
    return result;
  }

  /** A per-request loader of image metadata by url: from memory, else one query per request for the rows not known yet. */
  createLoader(): DataLoader<string, ImageAsset | null> {
    return new DataLoader((urls) => {
      const unknown: string[] = [];
      let rows: Promise<Map<string, ImageAsset>> | undefined;
      // `known` asks for each url it lacks while the urls are mapped; the query starts once all are asked for.
      const read = (url: string) => {
        unknown.push(url);
        rows ??= Promise.resolve().then(() => this.rowsByUrl(unknown));
        return rows.then((byUrl) => byUrl.get(url) ?? null);
      };
      return Promise.all(urls.map((url) => this.known.get(url, () => read(url))));
    });
  }

  /** The stored files as /uploads/ serves them (http/frontend-files.ts). */
  get storedFiles(): StoredFiles {
    return this.store.files;
  }

  private async rowsByUrl(urls: string[]): Promise<Map<string, ImageAsset>> {
    const rows = await this.db.getRepository(ImageAsset).findBy({ url: In(urls) });
    return new Map(rows.map((row) => [row.url, row]));
  }

  /**
   * The smallest stored rendition of the image at `url` (a variant, else the full image) at least as
   * wide and as high as `size`, or the full image when none is, read from storage: what an image made
   * from a photo (a share image) starts from, never more pixels than it needs. Null when the image has
   * no row or its file is gone.
   */
  async readCovering(url: string, size: { width: number; height: number }): Promise<Buffer | null> {
    const asset = await this.db.getRepository(ImageAsset).findOneBy({ url });
    if (!asset) return null;
    const rendition = [...asset.variants, asset].find((image) => image.width >= size.width && image.height >= size.height) ?? asset;
    return this.store.read(rendition.url);
  }

  /** Stores a buffer outside any request (the seed). */
  async saveBuffer(manager: EntityManager, data: Buffer): Promise<StoredImage> {
    const stored = await this.store.saveFromBuffer(data);
    try {
      await manager.getRepository(ImageAsset).insert(toAssetRow(stored));
    } catch (error) {
      await this.store.removeFiles([stored]);
      throw error;
    }
    return stored;
  }

  /**
   * Gives every row stored before placeholders existed its placeholder, computed from the stored files
   * (one image at a time, so memory stays at one small file). Rows whose files are missing, or unreadable,
   * are skipped and counted; they keep the neutral placeholder GraphQL answers for a null, and are tried
   * again at the next start.
   */
  async backfillPlaceholders(): Promise<BackfillOutcome> {
    const outcome: BackfillOutcome = { updated: 0, missing: 0, failed: 0 };
    const repository = this.db.getRepository(ImageAsset);
    for await (const row of this.rowsInUrlOrder(['variants'], 'asset.placeholder IS NULL')) {
      let placeholder: ImagePlaceholder | null;
      try {
        placeholder = await this.store.placeholderOf(row);
      } catch {
        outcome.failed += 1;
        continue;
      }
      if (!placeholder) {
        outcome.missing += 1;
        continue;
      }
      await repository
        .createQueryBuilder()
        .update(ImageAsset)
        .set({ placeholder: placeholder.preview, dominantColor: placeholder.dominantColor })
        .where('url = :url AND placeholder IS NULL', { url: imageKeyOf(row.url) })
        .execute();
      outcome.updated += 1;
    }
    if (outcome.updated > 0) await this.writes.changedOutsideWrites();
    return outcome;
  }

  async backfillVariants(signal?: AbortSignal): Promise<BackfillOutcome> {
    const outcome: BackfillOutcome = { updated: 0, missing: 0, failed: 0 };
    for await (const row of this.rowsInUrlOrder(['width', 'variants'])) {
      if (signal?.aborted) break;
      const lacking = VARIANT_WIDTHS.filter((width) => width < row.width && !row.variants.some((variant) => variant.width === width));
      if (lacking.length > 0) await this.addVariants(row, lacking, outcome);
    }
    if (outcome.updated > 0) await this.writes.changedOutsideWrites();
    return outcome;
  }

  /**
   * The image rows matching `where` (SQL of this file, never input), with their url and `columns`, in url
   * order, read a batch at a time after the last url seen (keyset pagination): a row the caller changes
   * or skips meanwhile is never read twice.
   */
  private async *rowsInUrlOrder(columns: (keyof ImageAsset)[], where = 'TRUE'): AsyncGenerator<ImageAsset> {
    const repository = this.db.getRepository(ImageAsset);
    let after = '';
    for (;;) {
      const rows = await repository
        .createQueryBuilder('asset')
        .select(['asset.url', ...columns.map((column) => `asset.${column}`)])
        .where(`(${where}) AND asset.url > :after`, { after })
        .orderBy('asset.url', 'ASC')
        .limit(BACKFILL_BATCH)
        .getMany();
      if (rows.length === 0) return;
      after = imageKeyOf(rows[rows.length - 1].url);
      yield* rows;
    }
  }

  private async addVariants(row: ImageAsset, widths: number[], outcome: BackfillOutcome): Promise<void> {
    let added;
    try {
      added = await this.store.addVariants(row, widths);
    } catch {
      outcome.failed += 1;
      return;
    }
    if (!added) {
      outcome.missing += 1;
      return;
    }
    if (added.length === 0) {
      outcome.failed += 1; // its file is narrower than its row says: no width can be made from it
      return;
    }
    const repository = this.db.getRepository(ImageAsset);
    const variants = [...row.variants, ...added].sort((a, b) => a.width - b.width);
    // Should this fail, the new files stay: the update may have committed all the same (the connection
    // lost after the commit), and files no row names are set aside by the orphan sweep.
    const { affected } = await repository
      .createQueryBuilder()
      .update(ImageAsset)
      .set({ variants })
      .where('url = :url AND variants = :before::jsonb', { url: imageKeyOf(row.url), before: JSON.stringify(imageVariantsColumn.to(row.variants)) })
      .execute();
    if (affected === 1) {
      outcome.updated += 1;
      return;
    }
    // Changed meanwhile: replaced or deleted (the new files are no one's), or given these widths by
    // another run on the same storage, which wrote the same file names: keep the files its row names now.
    const now = await repository.findOne({ where: { url: row.url }, select: { url: true, variants: true } });
    const named = new Set(now?.variants.map((variant) => variant.url));
    // Removed as released files: another run's row may have named them in a backup's snapshot.
    await this.removals.remove(fileRefs(added.filter((variant) => !named.has(variant.url))));
  }

  /** Resolves when photos can be stored and removed now (readiness); rejects with StorageUnavailableError otherwise. */
  checkStorage(): Promise<void> {
    return this.store.checkWritable();
  }

  /**
   * Sets aside the files no image row names (left by a crash between storing an upload and committing
   * its row, or before removing a replaced image's files) once they are older than `graceMs`: far
   * longer than a request may run (5 minutes, http/connection-limits.ts), so an upload still in
   * flight is never taken. Moved, not deleted: started on another database by mistake (a new
   * DATABASE_URL, a moved checkout), the server would see every photo as such a file.
   */
  async sweepOrphanFiles({ graceMs = ORPHAN_GRACE_MS, now = Date.now() } = {}): Promise<{ removed: number }> {
    const old = (await this.store.listFiles()).filter((file) => file.modifiedAt.getTime() < now - graceMs);
    if (old.length === 0) return { removed: 0 };
    const rows = await this.db.getRepository(ImageAsset).find({ select: { url: true, variants: true } });
    const named = new Set(rows.flatMap((row) => this.store.keysOf(row)));
    const orphans = old.map((file) => file.name).filter((name) => !named.has(name));
    await this.removals.setAside(orphans);
    return { removed: orphans.length };
  }

  /** Removes the files released while a backup was copying files, unless one still is (it does when it ends); returns how many. */
  removeQueuedFiles(): Promise<number> {
    return this.removals.removeQueued();
  }

  /** Removes files whose rows never committed. */
  discard(images: StoredImage[]): Promise<void> {
    return this.store.removeFiles(images);
  }

  private async storeAll(files: IncomingFile[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      // One at a time: multipart parts arrive in order, and memory stays at one image.
      for (const file of files) {
        try {
          stored.push(await this.store.saveFromStream(await file.open(), MAX_UPLOAD_BYTES));
        } catch (error) {
          // One of several: the refusal says which (one alone needs no name).
          throw files.length > 1 ? aboutFile(error, await file.name?.()) : error;
        }
      }
    } catch (error) {
      await this.store.removeFiles(stored);
      throw error;
    }
    return stored;
  }

  private async deleteRows(manager: EntityManager, urls: string[]): Promise<ImageAsset[]> {
    if (urls.length === 0) return [];
    const repository = manager.getRepository(ImageAsset);
    const rows = await repository.findBy({ url: In(urls) });
    if (rows.length > 0) await repository.delete({ url: In(rows.map((row) => row.url)) });
    return rows;
  }
}

/** Files younger than this are never swept: an hour, against requests bounded to minutes. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Rows read at a time by the backfills: a few kilobytes each. */
const BACKFILL_BATCH = 200;

/** What a backfill did, image by image; the skipped ones are tried again at the next start. */
export interface BackfillOutcome {
  /** Images that got what they lacked. */
  updated: number;
  /** Images skipped because their file is not in storage (or is not this store's). */
  missing: number;
  /** Images skipped because their file could not be decoded, was too small, or the new files could not be written. */
  failed: number;
}

/** Files to remove, one by one, as the store names images. */
function fileRefs(variants: { url: string }[]): { url: string; variants: [] }[] {
  return variants.map((variant) => ({ url: variant.url, variants: [] }));
}

type AssetRow = Pick<ImageAsset, 'url' | 'width' | 'height' | 'variants' | 'placeholder' | 'dominantColor'>;

function toAssetRow(image: StoredImage): AssetRow {
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    variants: image.variants,
    placeholder: image.placeholder,
    dominantColor: image.dominantColor,
  };
}
