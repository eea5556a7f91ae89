/** REST items carry `_id` beside `id` (spec §3). */
export function withMongoStyleId<T extends { id: string }>(item: T): T & { _id: string } {
  return { _id: item.id, ...item };
}
