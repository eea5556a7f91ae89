/** A table's row as the database has it (column names, image columns holding storage keys). */
export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (values: unknown[]): string[] => values.filter((value): value is string => typeof value === 'string');
const urlsOf = (list: unknown, field: string): unknown[] => (Array.isArray(list) ? list.map((item) => (isRow(item) ? item[field] : null)) : []);

/**
 * The columns that name stored files, by table: each image's row (image_assets: its full file and
 * its variants) and the rows showing it, which name it by the same URL (in the schemas of older
 * versions too: projects.images before project_images), the Trash's rows included.
 */
const FILE_COLUMNS: Record<string, (row: Row) => string[]> = {
  image_assets: (row) => strings([row.url, ...urlsOf(row.variants, 'url')]),
  projects: (row) => strings([row.image_url, ...(Array.isArray(row.images) ? row.images : [])]),
  project_images: (row) => strings([row.image_url]),
  gallery_images: (row) => strings([row.image_url]),
  services: (row) => strings([row.image_url]),
  site_settings: (row) => strings(urlsOf(isRow(row.data) && isRow(row.data.about) ? row.data.about.team : null, 'photoUrl')),
  trash_item_images: (row) => strings([row.image_url]),
  trash_items: (row) =>
    strings([
      row.image_url,
      ...(isRow(row.rows)
        ? Object.entries(row.rows).flatMap(([table, rows]) => (Array.isArray(rows) ? rows.filter(isRow).flatMap((kept) => filesNamedBy(table, kept)) : []))
        : []),
    ]),
};

/** The URLs (or storage keys) of the stored files a row of `table` names. */
export function filesNamedBy(table: string, row: Row): string[] {
  return FILE_COLUMNS[table]?.(row) ?? [];
}

/** Whether rows of `table` may name stored files. */
export function namesFiles(table: string): boolean {
  return table in FILE_COLUMNS;
}
