import type { ContentWrites } from '../../content-writes';
import { cleanText, type LocaleValue } from '@vriddhi/rules';
import type { DataSource } from 'typeorm';
import { GalleryCategory, GalleryImage } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { createSingleImageRecord, deleteSingleImageRecord, updateSingleImageRecord, type SingleImageTarget } from '../../images/single-image-records';
import type { ContentVersion } from '../../content-version';
import { VersionedCache } from '../../versioned-cache';
import { assertCan, type Actor } from '../auth/actor';
import { recordActivity } from '../activity/record-activity';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import { writeListOrder } from '../new-order';
import { isUuid } from '../validation';
import type { ExpectedVersion } from '../versions';
import { visibleRows, visibleTo, type Viewer, type Visibility } from '../visibility';
import { batchIds, changeImages, trashImages } from './gallery-batch';
import { localized } from '../locale/localized';
import { parseCreateGalleryImage, parseUpdateGalleryImage, type CategoryLookup, type GalleryImageFields } from './gallery.inputs';

export const IMAGE_NOT_FOUND = 'Image not found';
const NO_IMAGES: readonly GalleryImage[] = Object.freeze([]);

export class GalleryService {
  private readonly cache: VersionedCache<GalleryImage[]>;
  private readonly categoryCache: VersionedCache<GalleryCategory[]>;
  private readonly target: SingleImageTarget<GalleryImage> = { entity: GalleryImage, notFound: IMAGE_NOT_FOUND, subject: 'gallery image' };

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    private readonly writes: ContentWrites,
    private readonly idempotency: IdempotencyService,
    contentVersion: ContentVersion,
  ) {
    // Per visibility, category and language.
    this.cache = new VersionedCache(contentVersion, 64);
    this.categoryCache = new VersionedCache(contentVersion);
  }

  /**
   * In the firm's order (images added since it was last chosen first, newest first), as `viewer` may see them (visibleTo), optionally of one category (its name in any
   * case), in `locale` (localized); cached until the next write. An unknown category gets the shared empty list and no cache entry.
   */
  async list(viewer: Viewer, category?: string | null, locale: LocaleValue = 'en'): Promise<readonly GalleryImage[]> {
    const visibility = visibleTo(viewer);
    if (!category) return this.cached(`${visibility}:*`, locale, () => this.findImages(visibility));
    const known = await this.findCategory(category);
    return known ? this.listOf(viewer, known, locale) : NO_IMAGES;
  }

  /** The images of a category found by `findCategory`, in the gallery's order, as `viewer` may see them; cached until the next write. */
  listOf(viewer: Viewer, category: GalleryCategory, locale: LocaleValue = 'en'): Promise<readonly GalleryImage[]> {
    const visibility = visibleTo(viewer);
    return this.cached(`${visibility}:${category.id}`, locale, () => this.findImages(visibility, category.id));
  }

  /** The list kept under `key`, in English as loaded, in another language made from the English one. */
  private cached(key: string, locale: LocaleValue, load: () => Promise<GalleryImage[]>): Promise<GalleryImage[]> {
    if (locale === 'en') return this.cache.get(key, load);
    return this.cache.get(`${key}:${locale}`, async () => (await this.cached(key, 'en', load)).map((image) => inLocale(image, locale)));
  }

  /** The category of that name, English or Tamil, in any case (the exact spelling first); null when there is none. */
  async findCategory(name: string): Promise<GalleryCategory | null> {
    // PostgreSQL text cannot hold NUL, so no name has one; sent in a query, it would fail it.
    if (name.includes('\u0000')) return null;
    return this.db
      .getRepository(GalleryCategory)
      .createQueryBuilder('category')
      .where(`lower(category.name) = lower(:name) OR category.ta->>'name' = :name`, { name })
      .orderBy('category.name = :name', 'DESC')
      .addOrderBy('category.name', 'ASC')
      .getOne();
  }

  /** Every category, by English name, in `locale`. */
  async categories(locale: LocaleValue = 'en'): Promise<GalleryCategory[]> {
    const categories = await this.categoryCache.get('categories', () => this.db.getRepository(GalleryCategory).find({ order: { name: 'ASC' } }));
    return locale === 'en' ? categories : categories.map((category) => localized(category, locale));
  }

  /** Null for an unknown or malformed id, and for an image `viewer` may not see (to a visitor, a hidden image is a missing one). */
  async find(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<GalleryImage | null> {
    if (!isUuid(id)) return null;
    const image = await this.db.getRepository(GalleryImage).findOneBy({ id, ...visibleRows(visibleTo(viewer)) });
    return image && inLocale(image, locale);
  }

  async get(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<GalleryImage> {
    const image = await this.find(viewer, id, locale);
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    return image;
  }

  /** `idempotencyKey`: a retry with the same key gets the image the first request made (IdempotencyService). */
  async create(actor: Actor, raw: Record<string, unknown>, image: IncomingFile | null, idempotencyKey?: string): Promise<GalleryImage> {
    assertCan(actor, 'content');
    const fields = parseCreateGalleryImage(raw, Boolean(image), await this.lookUpCategory(raw.category));
    const operation = { name: 'createGalleryImage', input: toColumns(fields), files: [image!] };
    return this.idempotency.once(
      actor,
      idempotencyKey,
      operation,
      (remember) => createSingleImageRecord(this.images, actor, this.target, toColumns(fields), image!, remember),
      (id) => this.get(actor, id),
    );
  }

  /** With `expected`, refused with CONFLICT unless the record is still at that version (modules/versions.ts). */
  async update(actor: Actor, id: string, raw: Record<string, unknown>, image: IncomingFile | null, expected?: ExpectedVersion): Promise<GalleryImage> {
    assertCan(actor, 'content');
    const fields = parseUpdateGalleryImage(raw, raw.category == null ? NOTHING_ASKED : await this.lookUpCategory(raw.category));
    if (!isUuid(id)) throw new NotFoundError(IMAGE_NOT_FOUND);
    return updateSingleImageRecord(this.images, actor, this.target, id, toColumns(fields), image, expected);
  }

  /** With `expected`, refused with CONFLICT unless the row is still at that version (REST's If-Match). */
  async delete(actor: Actor, id: string, expected?: ExpectedVersion): Promise<void> {
    assertCan(actor, 'content');
    if (!isUuid(id)) throw new NotFoundError(IMAGE_NOT_FOUND);
    await deleteSingleImageRecord(this.writes, actor, this.target, id, expected);
  }

  /** The gallery's order on the site: every image's id once (checkNewOrder). Answers the images in their new order. */
  async reorder(actor: Actor, ids: unknown): Promise<readonly GalleryImage[]> {
    assertCan(actor, 'content');
    await this.writes.run(async (manager) => {
      await writeListOrder(manager, 'gallery image', ids);
      await recordActivity(manager, actor, { action: 'reordered', subject: 'gallery image' });
      return undefined;
    });
    return this.list(actor);
  }

  /** Several images hidden, shown or moved to a category at once: all of them or none (NOT_FOUND when one is gone). Answers them. */
  async changeMany(actor: Actor, rawIds: unknown, raw: { published?: unknown; category?: unknown }): Promise<GalleryImage[]> {
    assertCan(actor, 'content');
    const ids = batchIds(rawIds);
    const asked = { published: raw.published ?? undefined, category: raw.category ?? undefined };
    const fields = parseUpdateGalleryImage(asked, asked.category === undefined ? NOTHING_ASKED : await this.lookUpCategory(asked.category));
    if (fields.published === undefined && !fields.category)
      throw new ValidationError({ input: 'Say what to change: show, hide, or a category to move them to' });
    await this.writes.run(async (manager) => {
      await changeImages(manager, actor, ids, { published: fields.published, categoryId: fields.category?.id });
      return undefined;
    });
    return (await this.list(actor)).filter((image) => ids.includes(image.id));
  }

  /** Several images moved to the Trash at once: all of them or none. Answers how many. */
  async deleteMany(actor: Actor, rawIds: unknown): Promise<number> {
    assertCan(actor, 'content');
    const ids = batchIds(rawIds);
    await this.writes.run(async (manager) => {
      await trashImages(manager, actor, ids);
      return undefined;
    });
    return ids.length;
  }

  private findImages(visibility: Visibility, categoryId?: string): Promise<GalleryImage[]> {
    return this.db.getRepository(GalleryImage).find({
      where: { ...visibleRows(visibility), ...(categoryId ? { categoryId } : {}) },
      order: { position: { direction: 'ASC', nulls: 'FIRST' }, createdAt: 'DESC', id: 'ASC' },
    });
  }

  /** Every category's name is read only when the name asked is unknown (they go into the message). */
  private async lookUpCategory(raw: unknown): Promise<CategoryLookup> {
    const asked = cleanText(raw);
    const found = asked ? await this.findCategory(asked) : null;
    if (found) return { found, knownNames: [found.name] };
    return { found, knownNames: asked ? (await this.categories()).map((category) => category.name) : [] };
  }
}

const NOTHING_ASKED: CategoryLookup = { found: null, knownNames: [] };

/** The image's columns for the parsed fields: the category's id, and its name for the answer. */
function toColumns(fields: Partial<GalleryImageFields>): Partial<Pick<GalleryImage, 'title' | 'categoryId' | 'category' | 'published'>> & { ta?: object } {
  const { category, ...rest } = fields;
  return category ? { ...rest, categoryId: category.id, category: category.name } : rest;
}

/** An image as it reads in `locale`: its own texts (localized), and its category's name. */
function inLocale(image: GalleryImage, locale: LocaleValue): GalleryImage {
  const copy = localized(image, locale);
  if (locale === 'ta' && image.categoryTamil) copy.category = image.categoryTamil;
  return copy;
}
