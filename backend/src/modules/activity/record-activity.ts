import type { EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor';

/** What kind of thing a change was made to. */
export type ActivitySubject = 'project' | 'gallery image' | 'service' | 'settings' | 'enquiry' | 'user' | 'backup';

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
 * Records who did what, in the transaction of the change itself (so a change never lands without
 * its record, nor a record without its change). Implemented by the activity module.
 */
export async function recordActivity(_manager: EntityManager, _actor: Actor, _entry: ActivityEntry): Promise<void> {}
