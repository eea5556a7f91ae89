import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Activity, User } from '../../entities';
import { assertCan, type Actor } from '../auth/actor';
import { isUuid } from '../validation';
import type { ActivityEntryType, StaffMember } from './activity.types';
import type { ActivitySubject } from './record-activity';

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

/** Who changed what (recorded by recordActivity with every write), for the signed-in users. */
export class ActivityService {
  constructor(private readonly db: DataSource) {}

  /** The newest `limit` entries (1 to MAX_ACTIVITY_LIMIT), newest first, each saying whether its subject is still there. */
  async list(actor: Actor, limit = MAX_ACTIVITY_LIMIT): Promise<ActivityEntryType[]> {
    assertCan(actor, 'content');
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTIVITY_LIMIT);
    const rows = await this.db.getRepository(Activity).find({ order: { at: 'DESC', id: 'DESC' }, take });
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
