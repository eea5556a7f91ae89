import path from 'node:path';
import { imageKeyOf, imageUrlOf } from '../../src/storage/image-names';
import type { TestServer } from './test-server';

/** Every table with what identifies a row (an SQL expression). */
const TABLES: Record<string, string> = {
  projects: '"id"',
  project_images: `"project_id" || ':' || "position" || ':' || "image_url"`,
  // Rows hold keys; named here by the URLs the API answers (local disk), as the tests compare them.
  gallery_images: '"id"',
  gallery_categories: '"id"',
  services: '"id"',
  users: '"id"',
  image_assets: `'/uploads/' || "url"`,
  site_settings: `"id" || ':' || md5("data"::text)`,
  enquiries: `"id" || ':' || "status"`,
  trash_items: '"item_id"',
  trash_item_images: `'/uploads/' || "image_url"`,
};

export interface StoredState {
  files: string[];
  rows: Record<string, string[]>;
}

/** The upload folder's files and the identity of every row, to prove a request left nothing behind. */
export async function storedState(server: TestServer): Promise<StoredState> {
  const rows: Record<string, string[]> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const result: { key: string }[] = await server.database.db.query(`SELECT (${key})::text AS key FROM "${table}"`);
    rows[table] = result.map((row) => row.key).sort();
  }
  return { files: server.uploadedFiles(), rows };
}

export interface AssetRow {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
}

/** An image's row by the URL the API gave out, named by URLs as the API names it (rows hold keys: storage/image-names.ts). */
export async function assetRow(server: TestServer, url: string): Promise<AssetRow | null> {
  const rows: AssetRow[] = await server.database.db.query('SELECT url, width, height, variants FROM image_assets WHERE url = $1', [imageKeyOf(url)]);
  const row = rows[0];
  return row ? { ...row, url: imageUrlOf(row.url), variants: row.variants.map((variant) => ({ ...variant, url: imageUrlOf(variant.url) })) } : null;
}

/** The file names (full image and variants) behind an image url, from its image_assets row. */
export async function filesOf(server: TestServer, url: string): Promise<string[]> {
  const row = await assetRow(server, url);
  if (!row) throw new Error(`No image_assets row for ${url}`);
  return [row.url, ...row.variants.map((variant) => variant.url)].map((fileUrl) => path.basename(fileUrl)).sort();
}

/** The files every image_assets row names (full images and variants): what the upload folder should hold, exactly. */
export async function filesOfEveryAsset(server: TestServer): Promise<string[]> {
  const rows: Pick<AssetRow, 'url' | 'variants'>[] = await server.database.db.query('SELECT url, variants FROM image_assets');
  return rows
    .flatMap((row) => [row.url, ...row.variants.map((variant) => variant.url)])
    .map((url) => path.basename(url))
    .sort();
}
