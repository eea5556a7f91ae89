import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../errors';
import { computePlaceholder, encodeVariants, processImage, type EncodedImage, type ImagePlaceholder, type ProcessedImage } from './image-pipeline';
import { readStreamLimited } from './read-limited';
import type { StorageDriver } from './storage-driver';
import { MAX_UPLOAD_BYTES } from './upload-limits';

export interface StoredImageVariant {
  url: string;
  width: number;
  height: number;
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  variants: StoredImageVariant[];
  /** A tiny blurred WebP preview as a `data:image/webp;base64,…` URI, shown until the image arrives. */
  placeholder: string;
  /** The image's dominant colour, `#rrggbb`. */
  dominantColor: string;
}

/** The least needed to find an image's files again, e.g. as loaded from a DB row. */
export interface StoredImageRef {
  url: string;
  variants: { url: string }[];
}

export interface ImageStoreOptions {
  maxBytes?: number;
}

const WEBP = 'image/webp';

export class ImageStore {
  private readonly maxBytes: number;

  constructor(
    private readonly driver: StorageDriver,
    options: ImageStoreOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  }

  /** Read when the image's turn to be processed comes, so uploads waiting for theirs hold no memory. */
  async saveFromStream(stream: NodeJS.ReadableStream | Readable, maxBytes = this.maxBytes): Promise<StoredImage> {
    return processImage(
      () => readStreamLimited(stream, Math.min(maxBytes, this.maxBytes)),
      (image) => this.save(image),
    );
  }

  /** Either every file of the image is written, or none is left behind. */
  async saveFromBuffer(data: Buffer): Promise<StoredImage> {
    if (data.length > this.maxBytes) throw new PayloadTooLargeError();
    return processImage(data, (image) => this.save(image));
  }

  private async save(image: ProcessedImage): Promise<StoredImage> {
    const base = randomUUID().replace(/-/g, '');
    const [full, ...variants] = await this.writeAll([{ key: `${base}.webp`, image: image.full }, ...variantFiles(base, image.variants)]);
    return { ...full, variants, placeholder: image.placeholder.preview, dominantColor: image.placeholder.dominantColor };
  }

  /** Writes every file and describes each, or leaves none of them behind and throws. */
  private async writeAll(files: { key: string; image: EncodedImage }[]): Promise<StoredImageVariant[]> {
    const results = await Promise.allSettled(files.map(({ key, image }) => this.driver.put(key, image.buffer, WEBP)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await this.deleteQuietly(files.map(({ key }) => key));
      throw failure.reason;
    }
    return files.map(({ key, image }) => this.describe(key, image));
  }

  /**
   * Computes the placeholder of an image this store saved earlier, from its smallest stored file
   * (the narrowest variant, else the full image). Null when the image is not ours or its file is gone.
   */
  async placeholderOf(image: StoredImageRef): Promise<ImagePlaceholder | null> {
    const [smallest] = [...image.variants.map((variant) => variant.url), image.url]
      .map((url) => this.driver.keyFromUrl(url))
      .filter((key): key is string => key !== null);
    if (smallest === undefined) return null;
    const data = await this.driver.get(smallest);
    return data === null ? null : computePlaceholder(data);
  }

  /**
   * Writes the variants of `widths` an image this store saved earlier lacks (stored before those widths
   * existed), made from its full file, and describes them. Either all of them are written or none is
   * left behind. Null when the image is not ours or its file is gone.
   */
  async addVariants(image: StoredImageRef, widths: readonly number[]): Promise<StoredImageVariant[] | null> {
    const key = this.driver.keyFromUrl(image.url);
    if (key === null || !key.endsWith('.webp')) return null;
    const data = await this.driver.get(key);
    if (data === null) return null;
    return this.writeAll(variantFiles(key.slice(0, -'.webp'.length), await encodeVariants(data, widths)));
  }

  /** The stored bytes behind a URL this store gave out (a full image or a variant); null for any other URL or a missing file. */
  async read(url: string): Promise<Buffer | null> {
    const key = this.driver.keyFromUrl(url);
    return key === null ? null : this.driver.get(key);
  }

  /** The stored bytes of a file by its key; null when it is missing. */
  readKey(key: string): Promise<Buffer | null> {
    return this.driver.get(key);
  }

  /** The files by key, for streaming them (never read whole), and which kind of storage holds them. */
  get files(): Pick<StorageDriver, 'kind' | 'open'> {
    return { kind: this.driver.kind, open: (key) => this.driver.open(key) };
  }

  /** Whether the files are in this machine's upload folder (a restore swaps the folder) rather than a bucket. */
  get onLocalDisk(): boolean {
    return this.driver.kind === 'local';
  }

  /** Writes a file under its key (a restore writing an archive's files back to a bucket). */
  writeKey(key: string, data: Buffer): Promise<void> {
    return this.driver.put(key, data, WEBP);
  }

  /** The key behind a URL this store gave out; null for any other URL. */
  keyOf(url: string): string | null {
    return this.driver.keyFromUrl(url);
  }

  /** Resolves when images can be stored and removed now; rejects with StorageUnavailableError otherwise. */
  checkWritable(): Promise<void> {
    return this.driver.checkWritable();
  }

  /**
   * Deletes the files of each image, best effort: missing files, URLs this store
   * did not produce and failed deletions are all skipped. Never throws, because
   * it runs as cleanup after the outcome of the real operation is already decided.
   * Only for files no committed row named: a backup may be copying those (images/file-removals.ts).
   */
  async removeFiles(images: readonly StoredImageRef[]): Promise<void> {
    await this.deleteQuietly(images.flatMap((image) => this.keysOf(image)));
  }

  /** Deletes files by key (or by a leftover's name `listFiles` gave), best effort like `removeFiles`. */
  async removeKeys(keys: readonly string[]): Promise<void> {
    await this.deleteQuietly([...keys]);
  }

  /** Every stored file (keys and what writes cut short left), with when it was written. */
  listFiles(): Promise<{ name: string; modifiedAt: Date }[]> {
    return this.driver.list();
  }

  /** Moves files by the names `listFiles` gave out of use, where a person can still find them, best effort. */
  async setAsideFiles(names: string[]): Promise<void> {
    await Promise.allSettled(names.map((name) => this.driver.setAside(name)));
  }

  /** Storage keys of the full image and its variants; foreign URLs are left out. */
  keysOf(image: StoredImageRef): string[] {
    return [image.url, ...image.variants.map((variant) => variant.url)].map((url) => this.keyOf(url)).filter((key): key is string => key !== null);
  }

  private describe(key: string, file: EncodedImage): StoredImageVariant {
    return { url: this.driver.publicUrl(key), width: file.width, height: file.height };
  }

  private async deleteQuietly(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => this.driver.delete(key)));
  }
}

/** The files of an image's variants, named after its own file: `<base>-<width>w.webp`. */
function variantFiles(base: string, variants: EncodedImage[]): { key: string; image: EncodedImage }[] {
  return variants.map((variant) => ({ key: `${base}-${variant.width}w.webp`, image: variant }));
}
