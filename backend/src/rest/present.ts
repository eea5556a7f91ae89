/** REST items carry `_id` beside `id`: clients written for the MongoDB-era API read `_id`. */
export function withMongoStyleId<T extends { id: string }>(item: T): T & { _id: string } {
  return { _id: item.id, ...item };
}
