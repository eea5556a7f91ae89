import type { ActivitySubject } from './roles';

/** What a delete puts in the Trash rather than removing at once. */
export const TRASH_KINDS = ['project', 'gallery image', 'service', 'enquiry'] as const satisfies readonly ActivitySubject[];
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How long the Trash keeps a deleted thing before it is deleted for good, on its own. */
export const TRASH_DAYS = 30;

/** When something deleted at `deletedAt` leaves the Trash for good. */
export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_DAYS * 24 * 60 * 60_000);
}
