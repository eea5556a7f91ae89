import type { ActivitySubject } from '@vriddhi/rules';
import type { EntityManager } from 'typeorm';
import { Activity, ACTIVITY_LABEL_LENGTH } from '../../entities/activity';
import type { Actor } from '../auth/actor';

export interface ActivityEntry {
  /** A past-tense verb: "created", "updated", "deleted", "reordered", "changed the role of"… */
  action: string;
  subject: ActivitySubject;
  /** The id of the thing changed, when it has one. */
  subjectId?: string | null;
  /** How a person recognises it: a project's title, a user's e-mail. */
  label?: string | null;
}

/**
 * How many entries are kept: a few years of a small firm's work, sign-ins included (a handful a day),
 * few enough never to matter in size (a few megabytes).
 */
export const ACTIVITY_KEPT = 10_000;

/** Someone at the server's command line, with no user of the site (`npm run reset-admin-password`). */
export const ON_THE_SERVER = { id: null, name: 'Someone on the server' } as const;

/**
 * Records who did what, in the transaction of the change itself (so a change never lands without
 * its record, nor a record without its change). `actor` null: a visitor (a new enquiry).
 */
export async function recordActivity(
  manager: EntityManager,
  actor: Pick<Actor, 'id' | 'name'> | typeof ON_THE_SERVER | null,
  entry: ActivityEntry,
): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(Activity)
    .values({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
      action: entry.action,
      subject: entry.subject,
      subjectId: entry.subjectId ?? null,
      label: entry.label == null ? null : shorten(entry.label),
    })
    .returning(['id'])
    .execute();
  const id = BigInt((result.raw as { id: string }[])[0].id);
  // Trimmed on every insert, by id (the identity grows with each entry): the delete walks the primary
  // key and finds one old row, or none. Ids lost to rolled-back writes only make it keep a few less.
  // SKIP LOCKED: a concurrent write trimming the same rows is not waited for; what it leaves, the next
  // insert removes.
  await manager.query(`DELETE FROM "activity" WHERE "id" IN (SELECT "id" FROM "activity" WHERE "id" <= $1 FOR UPDATE SKIP LOCKED)`, [
    String(id - BigInt(ACTIVITY_KEPT)),
  ]);
}

/** At most ACTIVITY_LABEL_LENGTH characters (whole code points, as PostgreSQL counts them). */
function shorten(label: string): string {
  const characters = Array.from(label);
  return characters.length <= ACTIVITY_LABEL_LENGTH ? label : `${characters.slice(0, ACTIVITY_LABEL_LENGTH - 1).join('')}…`;
}
