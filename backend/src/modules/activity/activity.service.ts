import { ACTIVITY_KIND_RULES, ACTIVITY_KINDS, activitySubjectsFor, type ActivityKind, type ActivitySubject } from '@vriddhi/rules';
import DataLoader from 'dataloader';
import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { Activity, User } from '../../entities';
import { assertCan, type Actor } from '../auth/actor';
import { ValidationError } from '../../errors';
import { keysetItems, keysetTwoWayPage, type Keyset, type TwoWayPage, type TwoWayPageRequest } from '../paging';
import { isUuid } from '../validation';
import type { ActivityEntryType, StaffMember } from './activity.types';

/** What the activity list shows as the one who made an entry of no user. */
export const VISITOR_NAME = 'A visitor';

/** Which entries to list: of one user, of one kind (ACTIVITY_KINDS), or both; unchecked. */
export interface ActivityFilter {
  userId?: unknown;
  kind?: unknown;
  /** Leave out the sign-ins (the dashboard's latest few are the changes, not who logged in). */
  withoutSignIns?: boolean | null;
}

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
 * Who changed what (recorded by recordActivity with every write, every sign-in and password change,
 * and every enquiry a visitor sends), for the signed-in users. Each
 * reads only the entries about what they may open themselves (PERMISSION_OF_ACTIVITY_SUBJECT): an
 * editor never reads of users (nor their e-mail addresses), settings or backups.
 */
export class ActivityService {
  constructor(private readonly db: DataSource) {}

  /** The newest `limit` entries the actor may read (1 to MAX_ACTIVITY_LIMIT), newest first, each saying whether its subject is still there. */
  async list(actor: Actor, limit = MAX_ACTIVITY_LIMIT, filter: ActivityFilter = {}): Promise<ActivityEntryType[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTIVITY_LIMIT);
    const { items } = await keysetItems(this.readableBy(actor, filter), NEWEST_FIRST, take, null);
    return this.present(items);
  }

  /** A page of the entries the actor may read, newest first, older ones `after` a cursor, newer ones `before` it (see paging.ts). */
  async page(actor: Actor, request: TwoWayPageRequest & ActivityFilter): Promise<TwoWayPage<ActivityEntryType>> {
    const page = await keysetTwoWayPage(this.readableBy(actor, request), NEWEST_FIRST, request);
    return { ...page, items: await this.present(page.items) };
  }

  /**
   * The users named by the entries the actor may read, for the filter by person: each by the name
   * of their newest entry (a user since renamed is listed by the new name), in alphabetical order.
   * A deleted user's entries are not theirs to filter by any more (they keep their name in the list).
   */
  async people(actor: Actor): Promise<StaffMember[]> {
    const rows: { id: string; name: string }[] = await this.readableBy(actor)
      .select('DISTINCT ON (a.actor_id) a.actor_id', 'id')
      .addSelect('a.actor_name', 'name')
      .andWhere('a.actor_id IS NOT NULL')
      .orderBy('a.actor_id')
      .addOrderBy('a.id', 'DESC')
      .getRawMany();
    return rows.sort((one, other) => one.name.localeCompare(other.name, 'en'));
  }

  /** The entries `actor` may read, filtered: none at all without the content permission (no screen of the admin). */
  private readableBy(actor: Actor, { userId, kind, withoutSignIns }: ActivityFilter = {}): SelectQueryBuilder<Activity> {
    assertCan(actor, 'content');
    const query = this.db
      .getRepository(Activity)
      .createQueryBuilder('a')
      .where('a.subject = ANY(:subjects)', { subjects: activitySubjectsFor(actor.role) });
    if (withoutSignIns) query.andWhere("a.subject <> 'sign-in'");
    if (userId !== undefined && userId !== null && userId !== '') {
      // An id that is no user's lists nothing, like a user with no entries.
      if (typeof userId !== 'string' || !isUuid(userId)) throw new ValidationError({ userId: 'userId must be the id of a user' });
      query.andWhere('a.actor_id = :userId', { userId });
    }
    if (kind !== undefined && kind !== null && kind !== '') {
      if (!ACTIVITY_KINDS.includes(kind as ActivityKind)) throw new ValidationError({ kind: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` });
      const rule = ACTIVITY_KIND_RULES[kind as ActivityKind];
      query.andWhere('a.subject = ANY(:kindSubjects)', { kindSubjects: rule.subjects });
      if (rule.byVisitor !== undefined) query.andWhere(rule.byVisitor ? 'a.actor_name IS NULL' : 'a.actor_name IS NOT NULL');
    }
    return query;
  }

  private async present(rows: Activity[]): Promise<ActivityEntryType[]> {
    const existing = await this.existingSubjects(rows);
    return rows.map(({ id, at, actorId, actorName, action, subject, subjectId, label }) => ({
      id,
      at,
      actorId,
      actorName: actorName ?? VISITOR_NAME,
      byVisitor: actorName === null,
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
