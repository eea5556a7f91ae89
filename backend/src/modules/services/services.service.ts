import type { DataSource } from 'typeorm';
import { Service } from '../../entities';
import { NotFoundError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { deleteSingleImageRecord, updateSingleImageRecord, type SingleImageTarget } from '../../images/single-image-records';
import { ReadCache } from '../../read-cache';
import { assertAdmin, type Actor } from '../auth/actor';
import { isUuid } from '../validation';
import { parseCreateService, parseUpdateService } from './services.inputs';

export const SERVICE_NOT_FOUND = 'Service not found';

export class ServicesService {
  private readonly cache = new ReadCache();
  private readonly target: SingleImageTarget<Service> = { entity: Service, notFound: SERVICE_NOT_FOUND, onCommitted: () => this.cache.clear() };

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
  ) {}

  /** In display order; cached until the next write. */
  list(): Promise<Service[]> {
    return this.cache.get('list', () => this.db.getRepository(Service).find({ order: { position: 'ASC', createdAt: 'ASC' } }));
  }

  async find(id: string): Promise<Service | null> {
    if (!isUuid(id)) return null;
    return this.db.getRepository(Service).findOneBy({ id });
  }

  async get(id: string): Promise<Service> {
    const service = await this.find(id);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
    return service;
  }

  async create(actor: Actor, raw: Record<string, unknown>, image: IncomingFile | null): Promise<Service> {
    assertAdmin(actor);
    const fields = parseCreateService(raw, Boolean(image));
    const created = await this.images.withUploads([image!], async (manager, [stored]) => {
      const repository = manager.getRepository(Service);
      const { last } = (await repository.createQueryBuilder('service').select('MAX(service.position)', 'last').getRawOne<{ last: number | null }>()) ?? { last: null };
      const service = repository.create({ ...fields, imageUrl: stored.url, position: (last ?? 0) + 1 });
      return { result: await repository.save(service) };
    }, () => this.cache.clear());
    return created;
  }

  async update(actor: Actor, id: string, raw: Record<string, unknown>, image: IncomingFile | null): Promise<Service> {
    assertAdmin(actor);
    const fields = parseUpdateService(raw);
    if (!isUuid(id)) throw new NotFoundError(SERVICE_NOT_FOUND);
    return updateSingleImageRecord(this.images, this.target, id, fields, image);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    if (!isUuid(id)) throw new NotFoundError(SERVICE_NOT_FOUND);
    await deleteSingleImageRecord(this.images, this.target, id);
  }
}
