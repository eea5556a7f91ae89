import type { TrashKind } from '@vriddhi/rules';
import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { NotFoundError } from '../errors';
import { changesAny, editAction } from '../modules/activity/edit-action';
import { recordActivity } from '../modules/activity/record-activity';
import type { Actor } from '../modules/auth/actor';
import { moveToTrash } from '../modules/trash/trashed-rows';
import { newTamil, withTamilMerged } from '../modules/locale/tamil-changes';
import type { RememberResult } from '../modules/idempotency/idempotency.service';
import { checkVersion, type ExpectedVersion, type VersionedRecord } from '../modules/versions';
import type { ContentWrites } from '../content-writes';
import type { ImageAssetsService } from './image-assets.service';
import type { IncomingFile } from './incoming-file';

interface SingleImageRecord {
  id: string;
  title: string;
  published: boolean;
  imageUrl: string;
  updatedById: string | null;
  version: number;
  ta: object;
}

/** What gallery images and services share: one row with one image, found by a valid id. */
export interface SingleImageTarget<T extends SingleImageRecord> {
  entity: EntityTarget<T>;
  notFound: string;
  /** What the activity list and a refused stale save call it. */
  subject: TrashKind & VersionedRecord;
}

/**
 * Adds a row of `fields` (its Tamil texts as given) with `image`, as `actor`; `placed` gives the columns
 * worked out in the same transaction (a service's place at the end of the list). `remember` keeps the new
 * row's id for a retry with the same idempotency key.
 */
export function createSingleImageRecord<T extends SingleImageRecord>(
  images: ImageAssetsService,
  actor: Actor,
  target: SingleImageTarget<T>,
  fields: { ta?: object },
  image: IncomingFile,
  remember: RememberResult,
  placed: (manager: EntityManager) => Promise<object> = async () => ({}),
): Promise<T> {
  return images.writeWithImages([image], async (manager, [stored]) => {
    const repository = manager.getRepository(target.entity);
    const row = { ...fields, ta: newTamil(fields.ta), imageUrl: stored.url, ...(await placed(manager)), createdById: actor.id, updatedById: actor.id };
    const created = await repository.save(repository.create(row as unknown as T));
    await recordActivity(manager, actor, { action: 'created', subject: target.subject, subjectId: created.id, label: created.title });
    await remember(manager, created.id);
    return { result: created };
  });
}

/**
 * Updates the row's fields as `actor` (its Tamil texts merged: withTamilMerged) and, when a new image comes, replaces its image (the old files go
 * after commit). With `expected`, refused with CONFLICT unless the row is still at that version.
 */
export function updateSingleImageRecord<T extends SingleImageRecord>(
  images: ImageAssetsService,
  actor: Actor,
  target: SingleImageTarget<T>,
  id: string,
  fields: object,
  image: IncomingFile | null,
  expected?: ExpectedVersion,
): Promise<T> {
  return images.writeWithImages(image ? [image] : [], async (manager, [stored]) => {
    const repository = manager.getRepository(target.entity);
    const current = await repository.findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new NotFoundError(target.notFound);
    checkVersion(target.subject, current.version, expected);
    const released = stored ? [current.imageUrl] : [];
    const changes = withTamilMerged(current, fields);
    const { published, ...otherFields } = changes as { published?: boolean };
    const action = editAction(current.published, published, changesAny(current, otherFields) || Boolean(stored));
    Object.assign(current, changes, stored ? { imageUrl: stored.url } : {}, { updatedById: actor.id, version: current.version + 1 });
    const saved = await repository.save(current);
    await recordActivity(manager, actor, { action, subject: target.subject, subjectId: id, label: saved.title });
    return { result: saved, releasedUrls: released };
  });
}

/** Moves the row to the Trash (as `actor`), its image with it. `expected` as for updateSingleImageRecord. */
export async function deleteSingleImageRecord<T extends SingleImageRecord>(
  writes: ContentWrites,
  actor: Actor,
  target: SingleImageTarget<T>,
  id: string,
  expected?: ExpectedVersion,
): Promise<void> {
  await writes.run(async (manager) => {
    const repository = manager.getRepository(target.entity);
    const current = await repository.findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new NotFoundError(target.notFound);
    checkVersion(target.subject, current.version, expected);
    await moveToTrash(manager, { kind: target.subject, id, label: current.title, deletedById: actor.id });
    await recordActivity(manager, actor, { action: 'deleted', subject: target.subject, subjectId: id, label: current.title });
    return undefined;
  });
}
