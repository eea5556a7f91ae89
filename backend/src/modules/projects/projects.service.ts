import type { ContentWrites } from '../../content-writes';
import { MAX_EXTRA_PROJECT_IMAGES, type LocaleValue } from '@vriddhi/rules';
import type { DataSource } from 'typeorm';
import { Project, type ProjectCategory } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { describeStoredImages, parseNewPhotoDetails } from '../../images/new-photo-details';
import type { ContentVersion } from '../../content-version';
import { VersionedCache } from '../../versioned-cache';
import { MAX_FILES_PER_REQUEST } from '../../storage';
import { assertCan, type Actor } from '../auth/actor';
import { changesAny, editAction } from '../activity/edit-action';
import { recordActivity } from '../activity/record-activity';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import { writeListOrder } from '../new-order';
import { isUuid } from '../validation';
import { checkVersion, type ExpectedVersion } from '../versions';
import { visibleRows, visibleTo, type Viewer } from '../visibility';
import { moveToTrash } from '../trash/trashed-rows';
import { localeOf, localized } from '../locale/localized';
import { newTamil, withTamilMerged } from '../locale/tamil-changes';
import { readExtraImages, writeExtraImages } from './project-images';
import { writeCover, writePhotoOrder } from './project-order';
import { parseCreateProject, parseUpdateProject } from './projects.inputs';
import { relatedProjects } from './related-projects';

export const PROJECT_NOT_FOUND = 'Project not found';

export interface ProjectUploads {
  image?: IncomingFile | null;
  images?: IncomingFile[] | null;
  /** On create: each photo's alt text, caption and focal point, the main image's first (parseNewPhotoDetails). */
  photoDetails?: unknown;
}

export class ProjectsService {
  private readonly cache: VersionedCache<Project[]>;

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    private readonly writes: ContentWrites,
    private readonly idempotency: IdempotencyService,
    contentVersion: ContentVersion,
  ) {
    // Per visibility, category and language.
    this.cache = new VersionedCache(contentVersion, 64);
  }

  /**
   * In the firm's featured order (projects added since it was last chosen first, newest first), as
   * `viewer` may see them (visibleTo), in `locale` (localized); cached until the next write.
   */
  list(viewer: Viewer, category?: ProjectCategory | null, locale: LocaleValue = 'en'): Promise<Project[]> {
    const visibility = visibleTo(viewer);
    const key = `${visibility}:${category ?? '*'}`;
    if (locale !== 'en') {
      return this.cache.get(`${key}:${locale}`, async () => (await this.list(viewer, category)).map((project) => localized(project, locale)));
    }
    return this.cache.get(key, () =>
      this.db.getRepository(Project).find({
        where: { ...visibleRows(visibility), ...(category ? { category } : {}) },
        order: { featuredPosition: { direction: 'ASC', nulls: 'FIRST' }, createdAt: 'DESC', id: 'ASC' },
      }),
    );
  }

  /**
   * Null for an unknown or malformed id, and for a project `viewer` may not see (a visitor cannot
   * tell a hidden project from a missing one). From the cached list: a made-up id costs no query.
   */
  async find(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<Project | null> {
    if (!isUuid(id)) return null;
    return (await this.list(viewer, null, locale)).find((project) => project.id === id) ?? null;
  }

  async get(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<Project> {
    const project = await this.find(viewer, id, locale);
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
    return project;
  }

  /**
   * What the project's page shows as related, from the projects on the site whoever asks: an admin
   * sees the page visitors will. In the project's language.
   */
  async related(project: Project): Promise<Project[]> {
    return relatedProjects(project, await this.list(null, null, localeOf(project)));
  }

  /** `idempotencyKey`: a retry with the same key gets the project the first request made (IdempotencyService). */
  async create(actor: Actor, raw: Record<string, unknown>, uploads: ProjectUploads, idempotencyKey?: string): Promise<Project> {
    assertCan(actor, 'content');
    const fields = parseCreateProject(raw, Boolean(uploads.image));
    const extras = uploads.images ?? [];
    checkFileCount(1 + extras.length);
    const photoDetails = parseNewPhotoDetails(uploads.photoDetails, 1 + extras.length);
    const operation = { name: 'createProject', input: photoDetails.length > 0 ? { ...fields, photoDetails } : fields, files: [uploads.image!, ...extras] };
    return this.idempotency.once(
      actor,
      idempotencyKey,
      operation,
      (remember) =>
        this.images.writeWithImages([uploads.image!, ...extras], async (manager, stored) => {
          const [main, ...rest] = stored;
          await describeStoredImages(manager, stored, photoDetails);
          const repository = manager.getRepository(Project);
          const created = await repository.save(
            repository.create({
              ...fields,
              ta: newTamil(fields.ta),
              imageUrl: main.url,
              images: rest.map((image) => image.url),
              createdById: actor.id,
              updatedById: actor.id,
            }),
          );
          await writeExtraImages(manager, created.id, created.images);
          await recordActivity(manager, actor, { action: 'created', subject: 'project', subjectId: created.id, label: created.title });
          await remember(manager, created.id);
          return { result: created };
        }),
      (id) => this.get(actor, id),
    );
  }

  /** With `expected`, refused with CONFLICT unless the project is still at that version (modules/versions.ts). */
  async update(
    actor: Actor,
    id: string,
    raw: Record<string, unknown>,
    uploads: ProjectUploads,
    removeImages: string[] = [],
    expected?: ExpectedVersion,
  ): Promise<Project> {
    assertCan(actor, 'content');
    const fields = parseUpdateProject(raw);
    const newMain = uploads.image ?? null;
    const extras = uploads.images ?? [];
    checkFileCount((newMain ? 1 : 0) + extras.length);
    if (!isUuid(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
    const files = newMain ? [newMain, ...extras] : extras;

    const project = await this.images.writeWithImages(files, async (manager, stored) => {
      const repository = manager.getRepository(Project);
      // Lock the row: two concurrent edits must not each drop the other's images.
      const current = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFoundError(PROJECT_NOT_FOUND);
      checkVersion('project', current.version, expected);
      // Not `current.images`: the locking query read them from its snapshot, from before the edit that held the lock.
      const extras = await readExtraImages(manager, id);
      const addedMain = newMain ? stored[0] : null;
      const addedExtras = (newMain ? stored.slice(1) : stored).map((image) => image.url);
      const removed = new Set(removeImages.filter((url) => extras.includes(url)));
      const released = [...removed];
      if (addedMain) released.push(current.imageUrl);
      const changes = withTamilMerged(current, fields);
      const { published, ...otherFields } = changes;
      const action = editAction(current.published, published, changesAny(current, otherFields) || released.length > 0 || addedExtras.length > 0);
      Object.assign(current, changes, { imageUrl: addedMain?.url ?? current.imageUrl, updatedById: actor.id, version: current.version + 1 });
      const kept = extras.filter((url) => !removed.has(url));
      // Counted under the row lock: concurrent edits each adding photos cannot pass the limit together.
      if (kept.length + addedExtras.length > MAX_EXTRA_PROJECT_IMAGES) {
        throw new ValidationError({
          images: `A project has at most ${MAX_EXTRA_PROJECT_IMAGES} extra images: this one has ${kept.length}, so ${Math.max(0, MAX_EXTRA_PROJECT_IMAGES - kept.length)} more can be added`,
        });
      }
      const saved = await repository.save(current);
      saved.images = [...kept, ...addedExtras];
      const photosChanged = removed.size > 0 || addedExtras.length > 0;
      if (photosChanged) await writeExtraImages(manager, id, saved.images);
      const onlyPhotos = photosChanged && !addedMain && Object.values(fields).every((value) => value === undefined);
      await recordActivity(manager, actor, { action: onlyPhotos ? 'changed the photos of' : action, subject: 'project', subjectId: id, label: saved.title });
      return { result: saved, releasedUrls: released };
    });
    return project;
  }

  /**
   * Moves the project, with its photos, to the Trash (gone from every answer at once). With `expected`,
   * refused with CONFLICT unless the project is still at that version (REST's If-Match).
   */
  async delete(actor: Actor, id: string, expected?: ExpectedVersion): Promise<void> {
    assertCan(actor, 'content');
    if (!isUuid(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
    await this.writes.run(async (manager) => {
      const current = await manager.getRepository(Project).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFoundError(PROJECT_NOT_FOUND);
      checkVersion('project', current.version, expected);
      await moveToTrash(manager, { kind: 'project', id, label: current.title, deletedById: actor.id });
      await recordActivity(manager, actor, { action: 'deleted', subject: 'project', subjectId: id, label: current.title });
      return undefined;
    });
  }

  /** The featured order of the home and projects pages: every project's id once (checkNewOrder). Answers the list in its new order. */
  async reorder(actor: Actor, ids: unknown): Promise<Project[]> {
    assertCan(actor, 'content');
    await this.writes.run(async (manager) => {
      await writeListOrder(manager, 'project', ids);
      await recordActivity(manager, actor, { action: 'reordered', subject: 'project' });
      return undefined;
    });
    return this.list(actor);
  }

  /** The project's photos in a new order, the cover (main image) first: every photo's url once. `expected` as for update. */
  async reorderPhotos(actor: Actor, id: string, urls: unknown, expected?: ExpectedVersion): Promise<Project> {
    assertCan(actor, 'content');
    if (!isUuid(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
    return this.writes.run(async (manager) => {
      const project = await writePhotoOrder(manager, id, urls, PROJECT_NOT_FOUND, expected);
      await recordActivity(manager, actor, { action: 'reordered the photos of', subject: 'project', subjectId: id, label: project.title });
      return project;
    });
  }

  /** One of the project's photos becomes its cover (main image); the others keep their order. `expected` as for update. */
  async setCover(actor: Actor, id: string, url: unknown, expected?: ExpectedVersion): Promise<Project> {
    assertCan(actor, 'content');
    if (!isUuid(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
    return this.writes.run(async (manager) => {
      const project = await writeCover(manager, id, url, PROJECT_NOT_FOUND, expected);
      await recordActivity(manager, actor, { action: 'changed the cover of', subject: 'project', subjectId: id, label: project.title });
      return project;
    });
  }
}

export function checkFileCount(count: number): void {
  if (count > MAX_FILES_PER_REQUEST) {
    throw new ValidationError({ images: `At most ${MAX_FILES_PER_REQUEST} images can be uploaded at once` });
  }
}
