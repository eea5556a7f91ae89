import crypto from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors';
import { isValidStorageKey } from '../../storage/storage-key';

/** An archive that cannot be used, or a backup that could not be made: one line saying why. */
export class BackupError extends AppError {
  readonly code = 'BAD_REQUEST' as const;
}

export const MANIFEST_PATH = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
const FORMAT = 'vriddhi-site-backup';

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);

const FILE_ENTRY = z.object({ sha256: SHA256, bytes: z.number().int().min(0) });

/**
 * What manifest.json says: the schema version (the applied migrations), the row counts and every
 * file's sha256 and size. Version 2 adds the photo files the rows name that were already missing when
 * the backup was made (`missingFiles`, storage keys) and the site's signature (see signManifest);
 * version 1 archives have neither and are read as having no missing file and no signature.
 */
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string().min(1)),
  tables: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
  files: z.record(z.string(), FILE_ENTRY),
  missingFiles: z.array(z.string().refine(isValidStorageKey)).default([]),
  signature: z.string().optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export type ManifestFile = z.infer<typeof FILE_ENTRY>;

/** A manifest as read, with the text its signature covers. */
export interface ReadManifest {
  manifest: Manifest;
  /** The manifest's JSON without its signature, as signManifest signed it. */
  signedText: string;
}

export function newManifest(
  migrations: string[],
  tables: Record<string, number>,
  files: Record<string, ManifestFile>,
  missingFiles: string[],
  createdAt: Date,
): Manifest {
  return { format: FORMAT, formatVersion: 2, createdAt: createdAt.toISOString(), migrations, tables, files, missingFiles };
}

/**
 * The key the site signs its manifests with, derived from its JWT secret: an archive another
 * installation made (or anyone changed since) does not carry this site's signature.
 */
export function manifestKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'vriddhi-site-backup', 'manifest signature', 32));
}

const signatureOf = (key: Buffer, text: string) => `hmac-sha256:${crypto.createHmac('sha256', key).update(text).digest('hex')}`;

/** manifest.json's text: the manifest with its HMAC-SHA256 signature (over its JSON without it). */
export function signManifest(manifest: Manifest, key: Buffer): string {
  const { signature: _old, ...unsigned } = manifest;
  return JSON.stringify({ ...unsigned, signature: signatureOf(key, JSON.stringify(unsigned)) }, null, 2);
}

/** Whether manifest.json carries the signature `key` gives (this site's, unchanged since). */
export function isSignedWith({ manifest, signedText }: ReadManifest, key: Buffer): boolean {
  if (manifest.signature === undefined) return false;
  const expected = Buffer.from(signatureOf(key, signedText));
  const given = Buffer.from(manifest.signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function parseManifest(bytes: Buffer): ReadManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError('The archive is not a backup of this site: manifest.json is not valid JSON');
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) throw new BackupError('The archive is not a backup of this site: manifest.json is not a manifest of this site');
  // Signed as parsed (JSON.parse keeps the keys' order): any change of a value or a key changes this text.
  const { signature: _signature, ...unsigned } = json as Record<string, unknown>;
  return { manifest: result.data, signedText: JSON.stringify(unsigned) };
}

export const tableFile = (table: string) => `${DATABASE_FOLDER}/${table}.json`;

/**
 * Whether an archive entry's path is one a backup writes: relative, plain names joined by `/`, no
 * `.` or `..` segment, under the manifest, the database dumps or the uploads.
 */
export function isArchivePath(entryPath: string): boolean {
  if (entryPath === MANIFEST_PATH) return true;
  const segments = entryPath.split('/');
  if (segments.length < 2 || (segments[0] !== DATABASE_FOLDER && segments[0] !== UPLOADS_FOLDER)) return false;
  return segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/**
 * Refuses a manifest listing a file a backup never writes: each table's dump and nothing else under
 * the database folder, and under the uploads only names the image store itself gives (/uploads
 * serves files by their extension: a planted .html or .js would be served from the site's origin).
 */
export function checkManifestFiles(manifest: Manifest): Manifest {
  const dumps = new Set(Object.keys(manifest.tables).map(tableFile));
  for (const entryPath of Object.keys(manifest.files)) {
    const [folder, ...rest] = entryPath.split('/');
    const expected = folder === UPLOADS_FOLDER ? rest.length === 1 && isValidStorageKey(rest[0]) : dumps.has(entryPath);
    if (!isArchivePath(entryPath) || entryPath === MANIFEST_PATH || !expected)
      throw new BackupError(`The archive is refused: ${entryPath} is not a file a backup of this site holds`);
  }
  const missing = Object.keys(manifest.tables).find((table) => !(tableFile(table) in manifest.files));
  if (missing) throw new BackupError(`The archive is incomplete: the rows of ${missing} are missing`);
  return manifest;
}
