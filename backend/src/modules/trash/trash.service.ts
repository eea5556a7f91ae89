import type { ContentWrites } from '../../content-writes';
import { PERMISSION_OF_ACTIVITY_SUBJECT, purgeDate, roleCan, TRASH_DAYS, TRASH_KINDS, type TrashKind } from '@vriddhi/rules';
import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { TrashItem, TrashItemImage } from '../../entities';
import { NotFoundError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { isUuid } from '../validation';
import { putBack } from './trashed-rows';
import type { TrashEntry } from './trash.types';

export const TRASH_ENTRY_NOT_FOUND = 'It is no longer in the Trash (put back or deleted for good meanwhile)';

/** The Trash: what the admin deleted, kept TRASH_DAYS to be put back with its photos, then deleted for good. */
export class TrashService {
  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    private readonly writes: ContentWrites,
  ) {}

  /** Newest first; only the kinds `actor` may manage (their deletes go there). */
  async list(actor: Actor): Promise<TrashEntry[]> {
    const kinds = kindsFor(actor);
    if (kinds.length === 0) return [];
    const items = await this.db.getRepository(TrashItem).find({
      where: { kind: In(kinds) },
      relations: { deletedBy: true },
      select: { id: true, kind: true, itemId: true, label: true, imageUrl: true, deletedAt: true, deletedBy: { name: true } },
      order: { deletedAt: 'DESC', id: 'ASC' },
    });
    return items.map(toEntry);
  }

  /** Puts it back on the site (or among the enquiries) as it was, with its photos; answers what was put back. */
  async restore(actor: Actor, id: string): Promise<TrashEntry> {
    return this.writes.run(async (manager) => {
      const item = await this.lockedItem(manager, actor, id);
      await putBack(manager, item);
      await recordActivity(manager, actor, { action: 'put back', subject: item.kind as TrashKind, subjectId: item.itemId, label: item.label });
      return toEntry(item);
    });
  }

  /** Deletes it for good, its photos' files too (admins only). */
  async deleteForGood(actor: Actor, id: string): Promise<void> {
    assertCan(actor, 'purge');
    await this.images.writeWithImages([], async (manager) => {
      const item = await this.lockedItem(manager, actor, id);
      const released = await this.remove(manager, [item.id]);
      await recordActivity(manager, actor, { action: 'deleted for good', subject: item.kind as TrashKind, subjectId: item.itemId, label: item.label });
      return { result: undefined, releasedUrls: released };
    });
  }

  /** Deletes everything in the Trash for good (admins only); answers how many things. */
  async empty(actor: Actor): Promise<number> {
    assertCan(actor, 'purge');
    return this.purge(async (manager) => {
      const items = await manager.getRepository(TrashItem).find({ select: { id: true }, lock: { mode: 'pessimistic_write' } });
      if (items.length > 0) await recordActivity(manager, actor, { action: 'emptied', subject: 'trash', label: `${items.length} deleted for good` });
      return items;
    });
  }

  /** What has been in the Trash more than TRASH_DAYS, deleted for good (the nightly job); answers how many. */
  purgeExpired(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - TRASH_DAYS * 24 * 60 * 60_000);
    return this.purge((manager) =>
      manager.getRepository(TrashItem).find({ select: { id: true }, where: { deletedAt: LessThan(cutoff) }, lock: { mode: 'pessimistic_write' } }),
    );
  }

  private purge(choose: (manager: EntityManager) => Promise<Pick<TrashItem, 'id'>[]>): Promise<number> {
    return this.images.writeWithImages([], async (manager) => {
      const items = await choose(manager);
      const released = await this.remove(
        manager,
        items.map((item) => item.id),
      );
      return { result: items.length, releasedUrls: released };
    });
  }

  /** Removes the entries; answers the images only they held, for writeWithImages to remove after the commit. */
  private async remove(manager: EntityManager, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const held = await manager.getRepository(TrashItemImage).findBy({ trashItemId: In(ids) });
    await manager.getRepository(TrashItem).delete({ id: In(ids) });
    return [...new Set(held.map((image) => image.imageUrl))];
  }

  private async lockedItem(manager: EntityManager, actor: Actor, id: string): Promise<TrashItem> {
    if (!isUuid(id)) throw new NotFoundError(TRASH_ENTRY_NOT_FOUND);
    const item = await manager.getRepository(TrashItem).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!item) throw new NotFoundError(TRASH_ENTRY_NOT_FOUND);
    assertCan(actor, PERMISSION_OF_ACTIVITY_SUBJECT[item.kind as TrashKind]);
    return item;
  }
}

function kindsFor(actor: Actor): TrashKind[] {
  return TRASH_KINDS.filter((kind) => roleCan(actor.role, PERMISSION_OF_ACTIVITY_SUBJECT[kind]));
}

function toEntry(item: TrashItem): TrashEntry {
  return {
    id: item.id,
    kind: item.kind as TrashKind,
    itemId: item.itemId,
    label: item.label,
    imageUrl: item.imageUrl,
    deletedAt: item.deletedAt,
    deletedBy: item.deletedBy?.name ?? null,
    purgeAt: purgeDate(item.deletedAt),
  };
}
