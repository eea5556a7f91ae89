/** Who added and last changed an item: staff details, which GraphQL shows to signed-in users only and REST never. */
type StaffColumns = 'createdById' | 'updatedById';

/**
 * REST items carry `_id` beside `id`: clients written for the MongoDB-era API read `_id`. The
 * columns of who added and changed the item are left out (REST answers are the same for everyone).
 */
export function withMongoStyleId<T extends { id: string }>(item: T): Omit<T, StaffColumns> & { _id: string } {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { createdById, updatedById, ...rest } = item as T & Partial<Record<StaffColumns, unknown>>;
  return { _id: item.id, ...rest };
}
