import { isDeepStrictEqual } from 'node:util';

/** Whether any of `fields` (undefined: left as it is) differs from the record's value. */
export function changesAny(current: object, fields: object): boolean {
  const record = current as Record<string, unknown>;
  return Object.entries(fields).some(([key, value]) => value !== undefined && !isDeepStrictEqual(record[key], value));
}

/**
 * The activity's verb for a save of something that can be hidden: "hid" or "showed" when that is all
 * the save changed, "updated and hid" when it changed more, else "updated".
 */
export function editAction(wasPublished: boolean, published: boolean | undefined, changedMore: boolean): string {
  if (published === undefined || published === wasPublished) return 'updated';
  const visibility = published ? 'showed' : 'hid';
  return changedMore ? `updated and ${visibility}` : visibility;
}
