import { ConflictError } from '../errors';

/**
 * Optimistic concurrency of the records an admin edits as a whole (the settings, projects, services,
 * gallery images, users): each row has a version, raised in the same transaction as every save of
 * it, and checked under the row's lock. A save made with the version it read goes through only while
 * the row is still at that version; a save without one replaces whatever is stored (the last save
 * wins), as it did before versions existed, for third parties that send none.
 */

/** The versions a save was made against (several when an If-Match header lists several ETags); undefined: no check. */
export type ExpectedVersion = number | readonly number[] | undefined;

/** The refusal for each kind of record, in the words the admin shows. */
const SAVED_MEANWHILE = {
  settings: 'Someone else saved these settings a moment ago. Reload them to see their changes.',
  project: 'Someone else saved this project a moment ago. Reload it to see their changes.',
  service: 'Someone else saved this service a moment ago. Reload it to see their changes.',
  'gallery image': 'Someone else saved this photo a moment ago. Reload it to see their changes.',
  user: 'Someone else saved this user a moment ago. Reload it to see their changes.',
  'mail settings': 'Someone else saved the mail settings a moment ago. Reload them to see their changes.',
} as const;

export type VersionedRecord = keyof typeof SAVED_MEANWHILE;

/** Throws ConflictError unless the locked row's `current` version is one the save was made against (or none was given). */
export function checkVersion(record: VersionedRecord, current: number, expected: ExpectedVersion): void {
  if (expected === undefined) return;
  const versions: readonly number[] = typeof expected === 'number' ? [expected] : expected;
  if (!versions.includes(current)) throw new ConflictError(SAVED_MEANWHILE[record]);
}

/** GraphQL's optional `version` argument: null and left out both mean no check. */
export function expectedVersionArg(version: number | null | undefined): ExpectedVersion {
  return version ?? undefined;
}
