import { filesNamedBy, isRow, namesFiles, type Row } from '../../images/files-named-by-rows';
import type { ArchiveContents } from './backup-archive';
import { BackupError, type Manifest } from './backup-manifest';
import { readJsonRows, RowsError } from './json-rows';
import type { RuleWarnings } from './restored-rows';

/**
 * The largest row a dump may hold, as JSON text: far above any row the site writes (the settings,
 * the longest, are some hundred kilobytes at their limits), so that a restore never holds more.
 */
export const MAX_ROW_BYTES = 4 * 1024 * 1024;

/** The rows of one table's dump, parsed one at a time; a dump that is no array of rows is refused naming the table. */
export async function* rowsOfDump(file: string, table: string): AsyncGenerator<Row> {
  const damaged = (why: string) => new BackupError(`The archive is damaged: the rows of ${table} cannot be read (${why})`);
  try {
    for await (const text of readJsonRows(file, MAX_ROW_BYTES)) {
      let row: unknown;
      try {
        row = JSON.parse(text);
      } catch {
        throw damaged('a row is not valid JSON');
      }
      if (!isRow(row)) throw damaged('a row is not a JSON object');
      yield row;
    }
  } catch (error) {
    throw error instanceof RowsError ? damaged(error.message) : error;
  }
}

/** The stored files the rows of the dumps name, by key; a URL that is not one of the storage's own is refused. */
export async function namedFiles(dumps: ReadonlyMap<string, string>, keyOf: (url: string) => string | null): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, file] of dumps) {
    if (!namesFiles(table)) continue;
    for await (const row of rowsOfDump(file, table)) {
      for (const url of filesNamedBy(table, row)) {
        const key = keyOf(url);
        if (key === null) throw new BackupError(`The rows of ${table} name a photo that is not a file of this site's storage (${url.slice(0, 200)})`);
        keys.add(key);
      }
    }
  }
  return keys;
}

/** A user an archive brings back, as a restore of another site's archive lists them. */
export interface ArchivedUser {
  email: string;
  role: string;
}

export interface CheckedRows {
  /** The archive's users (their e-mail and role), at most MAX_LISTED_USERS of them. */
  users: ArchivedUser[];
  /** How many users the archive holds. */
  userCount: number;
  /** What is restored, but not as it should be: the photo files a formatVersion 1 archive lacks (see checkFilesHeld). */
  warnings: string[];
}

const MAX_LISTED_USERS = 50;

/**
 * Reads every dump of a read archive row by row: each as many rows as the manifest counts, each row a
 * JSON object within MAX_ROW_BYTES, and every stored file a row names held by the archive or declared
 * missing when it was made (manifest.missingFiles). Nothing is kept but the file names and the users.
 * With `ruleWarnings` (an archive just made, its rows in this version's schema), each row is also
 * checked with today's rules.
 */
export async function checkArchiveRows(archive: ArchiveContents, keyOf: (url: string) => string | null, ruleWarnings?: RuleWarnings): Promise<CheckedRows> {
  const { manifest } = archive;
  const users: ArchivedUser[] = [];
  let userCount = 0;
  for (const [table, file] of archive.dumps) {
    let count = 0;
    for await (const row of rowsOfDump(file, table)) {
      count += 1;
      ruleWarnings?.check(table, row);
      if (table !== 'users') continue;
      userCount += 1;
      // Columns of the archive's schema: the role came with a later version (its rows became admins).
      if (users.length < MAX_LISTED_USERS) users.push({ email: String(row.email), role: typeof row.role === 'string' ? row.role : 'admin' });
    }
    if (count !== manifest.tables[table])
      throw new BackupError(`The archive is damaged: the rows of ${table} are not the ${manifest.tables[table]} its manifest counts`);
  }
  const warnings = checkFilesHeld(manifest, archive.uploads, await namedFiles(archive.dumps, keyOf));
  return { users, userCount, warnings };
}

/** Lacking files listed by name in a warning; beyond, how many more. */
const MAX_LISTED_FILES = 50;

/**
 * Refuses an archive whose rows name a photo file it neither holds nor declares missing. But for a
 * formatVersion 1 archive: those could not declare any, and were made while photos changed (some lack
 * a photo their rows name): restored, the pages show no picture there, as the archive held them; the
 * warning returned lists them.
 */
function checkFilesHeld(manifest: Manifest, held: ReadonlySet<string>, named: ReadonlySet<string>): string[] {
  const declared = new Set(manifest.missingFiles);
  const lacking = [...named].filter((key) => !held.has(key) && !declared.has(key)).sort();
  if (lacking.length === 0) return [];
  if (manifest.formatVersion === 1) {
    const more = lacking.length > MAX_LISTED_FILES ? ` and ${lacking.length - MAX_LISTED_FILES} more` : '';
    return [
      `the archive (made by an older version of the site) lacks ${lacking.length === 1 ? 'a photo file' : `${lacking.length} photo files`} its rows name; the pages show no picture there: ${lacking.slice(0, MAX_LISTED_FILES).join(', ')}${more}`,
    ];
  }
  const more = lacking.length > 1 ? ` and ${lacking.length - 1} more` : '';
  throw new BackupError(`The archive is incomplete: its rows name the photo file ${lacking[0]}${more}, which it neither holds nor declares missing`);
}
