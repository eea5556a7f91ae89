import type { ContentWrites } from '../../content-writes';
import type { LocaleValue } from '@vriddhi/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { Service } from '../../entities';
import { NotFoundError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { createSingleImageRecord, deleteSingleImageRecord, updateSingleImageRecord, type SingleImageTarget } from '../../images/single-image-records';
import type { ContentVersion } from '../../content-version';
import { VersionedCache } from '../../versioned-cache';
import { assertCan, type Actor } from '../auth/actor';
import { recordActivity } from '../activity/record-activity';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import { isUuid } from '../validation';
import type { ExpectedVersion } from '../versions';
import { visibleRows, visibleTo, type Viewer } from '../visibility';
import { parseCreateService, parseUpdateService } from './services.inputs';
import { writeListOrder } from '../new-order';
import { localized } from '../locale/localized';

export const SERVICE_NOT_FOUND = 'Service not found';

export class ServicesService {
  private readonly cache: VersionedCache<Service[]>;
  private readonly target: SingleImageTarget<Service> = { entity: Service, notFound: SERVICE_NOT_FOUND, subject: 'service' };

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    private readonly writes: ContentWrites,
    private readonly idempotency: IdempotencyService,
    contentVersion: ContentVersion,
  ) {
    this.cache = new VersionedCache(contentVersion);
  }

  /** In display order, as `viewer` may see them (visibleTo), in `locale` (localized); cached until the next write. */
  list(viewer: Viewer, locale: LocaleValue = 'en'): Promise<Service[]> {
    const visibility = visibleTo(viewer);
    if (locale !== 'en') return this.cache.get(`${visibility}:${locale}`, async () => (await this.list(viewer)).map((service) => localized(service, locale)));
    return this.cache.get(visibility, () =>
      this.db.getRepository(Service).find({ where: visibleRows(visibility), order: { position: 'ASC', createdAt: 'ASC' } }),
    );
  }

  /** Null for an unknown or malformed id, and for a service `viewer` may not see (to a visitor, a hidden service is a missing one). */
  async find(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<Service | null> {
    if (!isUuid(id)) return null;
    return localized(await this.db.getRepository(Service).findOneBy({ id, ...visibleRows(visibleTo(viewer)) }), locale);
  }

  async get(viewer: Viewer, id: string, locale: LocaleValue = 'en'): Promise<Service> {
    const service = await this.find(viewer, id, locale);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
    return service;
  }

  /** `idempotencyKey`: a retry with the same key gets the service the first request made (IdempotencyService). */
  async create(actor: Actor, raw: Record<string, unknown>, image: IncomingFile | null, idempotencyKey?: string): Promise<Service> {
    assertCan(actor, 'content');
    const fields = parseCreateService(raw, Boolean(image));
    return this.idempotency.once(
      actor,
      idempotencyKey,
      { name: 'createService', input: fields, files: [image!] },
      (remember) => createSingleImageRecord(this.images, actor, this.target, fields, image!, remember, (manager) => endOfList(manager)),
      (id) => this.get(actor, id),
    );
  }

  /** With `expected`, refused with CONFLICT unless the record is still at that version (modules/versions.ts). */
  async update(actor: Actor, id: string, raw: Record<string, unknown>, image: IncomingFile | null, expected?: ExpectedVersion): Promise<Service> {
    assertCan(actor, 'content');
    const fields = parseUpdateService(raw);
    if (!isUuid(id)) throw new NotFoundError(SERVICE_NOT_FOUND);
    return updateSingleImageRecord(this.images, actor, this.target, id, fields, image, expected);
  }

  /** With `expected`, refused with CONFLICT unless the row is still at that version (REST's If-Match). */
  async delete(actor: Actor, id: string, expected?: ExpectedVersion): Promise<void> {
    assertCan(actor, 'content');
    if (!isUuid(id)) throw new NotFoundError(SERVICE_NOT_FOUND);
    await deleteSingleImageRecord(this.writes, actor, this.target, id, expected);
  }

  /** The services' display order on the site: every service's id once (checkNewOrder). Answers the list in its new order. */
  async reorder(actor: Actor, ids: unknown): Promise<Service[]> {
    assertCan(actor, 'content');
    await this.writes.run(async (manager) => {
      await writeListOrder(manager, 'service', ids);
      await recordActivity(manager, actor, { action: 'reordered', subject: 'service' });
      return undefined;
    });
    return this.list(actor);
  }
}

/** A new service's place: after every other. */
async function endOfList(manager: EntityManager): Promise<{ position: number }> {
  const { last } = (await manager
    .getRepository(Service)
    .createQueryBuilder('service')
    .select('MAX(service.position)', 'last')
    .getRawOne<{ last: number | null }>()) ?? {
    last: null,
  };
  return { position: (last ?? 0) + 1 };
}
