import type { EntityTarget, FindOptionsWhere } from 'typeorm';
import { NotFoundError } from '../errors';
import type { ImageAssetsService } from './image-assets.service';
import type { IncomingFile } from './incoming-file';

interface SingleImageRecord {
  id: string;
  imageUrl: string;
}

/** What gallery images and services share: one row with one image, found by a valid id. */
export interface SingleImageTarget<T extends SingleImageRecord> {
  entity: EntityTarget<T>;
  notFound: string;
}

/** Updates the row's fields and, when a new image comes, replaces its image (the old files go after commit). */
export function updateSingleImageRecord<T extends SingleImageRecord>(
  images: ImageAssetsService,
  target: SingleImageTarget<T>,
  id: string,
  fields: object,
  image: IncomingFile | null,
): Promise<T> {
  return images.changeContent(image ? [image] : [], async (manager, [stored]) => {
    const repository = manager.getRepository(target.entity);
    const current = await repository.findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new NotFoundError(target.notFound);
    const released = stored ? [current.imageUrl] : [];
    Object.assign(current, fields, stored ? { imageUrl: stored.url } : {});
    return { result: await repository.save(current), releasedUrls: released };
  });
}

/** Deletes the row; its image files go after commit. */
export async function deleteSingleImageRecord<T extends SingleImageRecord>(
  images: ImageAssetsService,
  target: SingleImageTarget<T>,
  id: string,
): Promise<void> {
  await images.changeContent([], async (manager) => {
    const repository = manager.getRepository(target.entity);
    const current = await repository.findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new NotFoundError(target.notFound);
    await repository.delete(id);
    return { result: undefined, releasedUrls: [current.imageUrl] };
  });
}
