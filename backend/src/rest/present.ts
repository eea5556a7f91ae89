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

/** What every content item answers besides the fields its input rules take. */
const IMAGE_FIELD = 'imageUrl';
const RECORD_FIELDS = ['createdAt', 'updatedAt', 'version'] as const;

/**
 * How REST presents one kind of content (projects, gallery images, services), the same way for each:
 * `_id` and `id`, the fields its input rules take (so a field the rules gain is answered with no change
 * here), its image, `extra` fields of its own, and when it was added and changed with its version.
 * Lists leave the Tamil texts out (`listed`); one item (GET /:id and the writes) has them as stored (`one`).
 * Who added or changed it, its place in the order and its image's internals are never answered.
 */
export function restPresenter<T extends { id: string; ta: unknown }>(rules: { shape: object }, extra: readonly (keyof T & string)[] = []) {
  const given = Object.keys(rules.shape).filter((name) => name !== 'image' && name !== 'ta');
  const fields = ['id', ...given, IMAGE_FIELD, ...extra, ...RECORD_FIELDS] as (keyof T)[];
  const listed = (item: T) => ({ _id: item.id, ...Object.fromEntries(fields.map((name) => [name, item[name]])) });
  return { listed, one: (item: T) => ({ ...listed(item), ta: item.ta }) };
}
