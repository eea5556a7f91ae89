import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { GalleryImage } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { editAction } from '../activity/edit-action';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/actor';
import { moveToTrash } from '../trash/trashed-rows';
import { isUuid } from '../validation';

/** Most images changed by one request: far more than the gallery's screen holds. */
export const MAX_BATCH = 200;

export const BATCH_GONE = 'Some of these images were deleted meanwhile: reload the page and choose again';

/** Distinct valid ids, or the refusal: none, too many, or one that is no id. */
export function batchIds(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new ValidationError({ ids: 'Choose at least one image' });
  if (raw.length > MAX_BATCH) throw new ValidationError({ ids: `At most ${MAX_BATCH} images at once` });
  if (!raw.every((id) => typeof id === 'string' && isUuid(id))) throw new NotFoundError(BATCH_GONE);
  return [...new Set(raw as string[])];
}

/** The images locked, in id order (so two batches never wait on each other crosswise); all of them or NOT_FOUND. */
async function lockAll(manager: EntityManager, ids: string[]): Promise<GalleryImage[]> {
  const rows = await manager.getRepository(GalleryImage).find({ where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  if (rows.length !== ids.length) throw new NotFoundError(BATCH_GONE);
  return rows;
}

/** Every image hidden or shown, or moved to a category, in the caller's transaction; each change recorded. */
export async function changeImages(manager: EntityManager, actor: Actor, ids: string[], change: { published?: boolean; categoryId?: string }): Promise<void> {
  for (const image of await lockAll(manager, ids)) {
    const moved = change.categoryId !== undefined && change.categoryId !== image.categoryId;
    const shownOrHidden = change.published !== undefined && change.published !== image.published;
    if (!moved && !shownOrHidden) continue;
    const action = editAction(image.published, change.published, moved);
    await manager.getRepository(GalleryImage).update({ id: image.id }, { ...change, updatedById: actor.id, version: image.version + 1 });
    await recordActivity(manager, actor, { action, subject: 'gallery image', subjectId: image.id, label: image.title });
  }
}

/** Every image moved to the Trash, in the caller's transaction. */
export async function trashImages(manager: EntityManager, actor: Actor, ids: string[]): Promise<void> {
  for (const image of await lockAll(manager, ids)) {
    await moveToTrash(manager, { kind: 'gallery image', id: image.id, label: image.title, deletedById: actor.id });
    await recordActivity(manager, actor, { action: 'deleted', subject: 'gallery image', subjectId: image.id, label: image.title });
  }
}
