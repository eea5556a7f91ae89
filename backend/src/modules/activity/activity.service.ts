import { activitySubjectsFor, type ActivitySubject } from '@vriddhi/rules';
import DataLoader from 'dataloader';
import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { Activity, User } from '../../entities';
import { assertCan, type Actor } from '../auth/actor';
import { keysetItems, keysetPage, type Keyset, type Page, type PageRequest } from '../paging';
import { isUuid } from '../validation';
import type { ActivityEntryType, StaffMember } from './activity.types';

/** The most entries one request gets (what the dashboard shows). */
export const MAX_ACTIVITY_LIMIT = 50;

/** The tables whose rows entries link to, by subject (settings and backups have no row to look for). */
const SUBJECT_TABLES: Partial<Record<ActivitySubject, string>> = {
  project: 'projects',
  'gallery image': 'gallery_images',
  service: 'services',
  enquiry: 'enquiries',
  user: 'users',
};

/** Newest first; of one moment (one transaction), in the order written. */
const NEWEST_FIRST: Keyset = {
  list: 'activity',
  direction: 'DESC',
  columns: [
    { expression: 'a.at', type: 'timestamptz' },
    { expression: 'a.id', type: 'bigint' },
  ],
};

/**
 * Who changed what (recorded by recordActivity with every write), for the signed-in users. Each
 * reads only the entries about what they may open themselves (PERMISSION_OF_ACTIVITY_SUBJECT): an
 * editor never reads of users (nor their e-mail addresses), settings or backups.
 */
export class ActivityService {
  constructor(private readonly db: DataSource) {}

  /** The newest `limit` entries the actor may read (1 to MAX_ACTIVITY_LIMIT), newest first, each saying whether its subject is still there. */
  async list(actor: Actor, limit = MAX_ACTIVITY_LIMIT): Promise<ActivityEntryType[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTIVITY_LIMIT);
    const { items } = await keysetItems(this.readableBy(actor), NEWEST_FIRST, take, null);
    return this.present(items);
  }

  /** A page of the entries the actor may read, newest first (see paging.ts). */
  async page(actor: Actor, request: PageRequest): Promise<Page<ActivityEntryType>> {
    const page = await keysetPage(this.readableBy(actor), NEWEST_FIRST, request);
    return { ...page, items: await this.present(page.items) };
  }

  /** The entries `actor` may read: none at all without the content permission (no screen of the admin). */
  private readableBy(actor: Actor): SelectQueryBuilder<Activity> {
    assertCan(actor, 'content');
    return this.db
      .getRepository(Activity)
      .createQueryBuilder('a')
      .where('a.subject = ANY(:subjects)', { subjects: activitySubjectsFor(actor.role) });
  }

  private async present(rows: Activity[]): Promise<ActivityEntryType[]> {
    const existing = await this.existingSubjects(rows);
    return rows.map(({ id, at, actorName, action, subject, subjectId, label }) => ({
      id,
      at,
      actorName,
      action,
      subject,
      subjectId,
      label,
      subjectExists: subject in SUBJECT_TABLES ? existing.has(`${subject}:${subjectId}`) : true,
    }));
  }

  /** A per-request loader of users' names by id (one query per request); null for a deleted user. */
  createStaffLoader(): DataLoader<string, StaffMember | null> {
    return new DataLoader(async (ids) => {
      const users = await this.db.getRepository(User).find({ select: { id: true, name: true }, where: { id: In([...ids]) } });
      const byId = new Map(users.map((user) => [user.id, { id: user.id, name: user.name }]));
      return ids.map((id) => byId.get(id) ?? null);
    });
  }

  /** "subject:id" of the entries' subjects that still exist: one query per kind of subject listed. */
  private async existingSubjects(rows: Activity[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const [subject, table] of Object.entries(SUBJECT_TABLES)) {
      const ids = [...new Set(rows.flatMap((row) => (row.subject === subject && row.subjectId && isUuid(row.subjectId) ? [row.subjectId] : [])))];
      if (ids.length === 0) continue;
      const present: { id: string }[] = await this.db.query(`SELECT "id" FROM "${table}" WHERE "id" = ANY($1::uuid[])`, [ids]);
      for (const { id } of present) found.add(`${subject}:${id}`);
    }
    return found;
  }
}
