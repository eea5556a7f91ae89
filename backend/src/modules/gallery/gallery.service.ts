import type { DataSource } from 'typeorm';
import { GalleryCategory, GalleryImage } from '../../entities';
import { NotFoundError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { deleteSingleImageRecord, updateSingleImageRecord, type SingleImageTarget } from '../../images/single-image-records';
import { ReadCache } from '../../read-cache';
import { assertAdmin, type Actor } from '../auth/actor';
import { isUuid } from '../validation';
import { parseCreateGalleryImage, parseUpdateGalleryImage } from './gallery.inputs';

export const IMAGE_NOT_FOUND = 'Image not found';
const NO_IMAGES: readonly GalleryImage[] = Object.freeze([]);

export class GalleryService {
  private readonly cache = new ReadCache();
  private readonly target: SingleImageTarget<GalleryImage> = { entity: GalleryImage, notFound: IMAGE_NOT_FOUND, onCommitted: () => this.cache.clear() };

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
  ) {}

  /**
   * Newest first, optionally of one category (matched without regard to case); cached until the
   * next write. An unknown category gets the shared empty list and no cache entry.
   */
  async list(category?: string | null): Promise<readonly GalleryImage[]> {
    if (!category) return this.cache.get('list:*', () => this.db.getRepository(GalleryImage).find({ order: { createdAt: 'DESC', id: 'ASC' } }));
    const name = await this.categoryName(category);
    if (name === null) return NO_IMAGES;
    return this.cache.get(`list:${name}`, async () => (await this.list()).filter((image) => image.category.toLowerCase() === name.toLowerCase()));
  }

  /** The stored name of a category given in any case; null when there is no such category. */
  async categoryName(category: string): Promise<string | null> {
    const wanted = category.toLowerCase();
    return (await this.categories()).find((known) => known.name.toLowerCase() === wanted)?.name ?? null;
  }

  categories(): Promise<GalleryCategory[]> {
    return this.cache.get('categories', () => this.db.getRepository(GalleryCategory).find({ order: { name: 'ASC' } }));
  }

  async find(id: string): Promise<GalleryImage | null> {
    if (!isUuid(id)) return null;
    return this.db.getRepository(GalleryImage).findOneBy({ id });
  }

  async get(id: string): Promise<GalleryImage> {
    const image = await this.find(id);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    return image;
  }

  async create(actor: Actor, raw: Record<string, unknown>, image: IncomingFile | null): Promise<GalleryImage> {
    assertAdmin(actor);
    const fields = parseCreateGalleryImage(raw, Boolean(image), await this.categoryNames());
    const created = await this.images.withUploads([image!], async (manager, [stored]) => {
      const repository = manager.getRepository(GalleryImage);
      return { result: await repository.save(repository.create({ ...fields, imageUrl: stored.url })) };
    }, () => this.cache.clear());
    return created;
  }

  async update(actor: Actor, id: string, raw: Record<string, unknown>, image: IncomingFile | null): Promise<GalleryImage> {
    assertAdmin(actor);
    const fields = parseUpdateGalleryImage(raw, await this.categoryNames());
    if (!isUuid(id)) throw new NotFoundError(IMAGE_NOT_FOUND);
    return updateSingleImageRecord(this.images, this.target, id, fields, image);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    if (!isUuid(id)) throw new NotFoundError(IMAGE_NOT_FOUND);
    await deleteSingleImageRecord(this.images, this.target, id);
  }

  private async categoryNames(): Promise<string[]> {
    return (await this.categories()).map((category) => category.name);
  }
}
