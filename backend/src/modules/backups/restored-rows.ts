import {
  check,
  enquiryRules,
  type FieldErrors,
  galleryImageChangeRules,
  newServiceRules,
  newProjectRules,
  newUserRules,
  photoDetailsRules,
  type Rules,
} from '@vriddhi/rules';
import { isWebAddress, settingsLinks, siteSettingsRules } from '@vriddhi/rules/site-settings';
import type { EntityManager } from 'typeorm';
import { isPasswordHash } from '../auth/passwords';
import type { Row } from '../../images/files-named-by-rows';
import { BackupError } from './backup-manifest';
import { quote } from './table-dump';

/** Row sizes read at a time (a few bytes each), and the most JSON text the rows read back at once may come to (a larger row comes alone). */
const SIZES_BATCH = 1_000;
const ROWS_BATCH_BYTES = 8 * 1024 * 1024;

/** Warnings listed one by one; beyond, how many more. */
const MAX_WARNINGS = 100;

const problemsOf = (rules: Rules, input: unknown): FieldErrors => {
  const result = check(rules, input);
  return result.ok ? {} : result.errors;
};

const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A row's columns as the input fields of `rules`, each from its column (yearCompleted from
 * year_completed), so a field the rules gain is checked with no change here; `image` is whether the
 * row has one.
 */
function inputOf(rules: { shape: object }, row: Row): Record<string, unknown> {
  return Object.fromEntries(Object.keys(rules.shape).map((field) => [field, field === 'image' ? typeof row.image_url === 'string' : row[columnOf(field)]]));
}

/**
 * What is checked of a row of a table the site's inputs write, as the rows are in the current schema
 * (the columns of to_jsonb):
 * - `unsafe`: what a row must never be, whoever made it and whenever: links that are not web
 *   addresses (a `javascript:` link), a password not held as an argon2 hash. Such a row refuses the
 *   archive, as does an archive without an admin.
 * - `rules`: the API's own rules (@vriddhi/rules, fed the row's columns as the input fields they came
 *   from). Rules get stricter over time (the map embed's form, a length): the firm's own data, valid
 *   when it was saved, is restored as it was, with a warning naming each row and field to correct,
 *   as the site itself keeps showing a record saved before a rule changed.
 * The database's own constraints (foreign keys, checks such as the users' roles, the enquiries' status
 * enum) hold every row the restore inserts, and alone the tables only the server writes (activity,
 * idempotency keys, set-password links, project_images).
 */
interface RowChecks {
  unsafe?: (row: Row) => FieldErrors;
  rules: (row: Row) => FieldErrors;
}

const ROW_CHECKS: Record<string, RowChecks> = {
  projects: { rules: (row) => problemsOf(newProjectRules, inputOf(newProjectRules, row)) },
  services: { rules: (row) => problemsOf(newServiceRules, inputOf(newServiceRules, row)) },
  // The category is a foreign key: the database holds it to an existing one.
  gallery_images: {
    rules: (row) => ({
      ...problemsOf(galleryImageChangeRules([]), { title: row.title ?? '', published: row.published, ta: row.ta }),
      ...(typeof row.image_url === 'string' ? {} : { image: 'Gallery image is required' }),
    }),
  },
  image_assets: { rules: (row) => problemsOf(photoDetailsRules, inputOf(photoDetailsRules, row)) },
  site_settings: {
    unsafe: (row) =>
      Object.fromEntries(
        settingsLinks(row.data)
          .filter(([, value]) => typeof value === 'string' && value.trim() !== '' && !isWebAddress(value.trim()))
          .map(([field]) => [field, 'A link must be a web address starting with https:// or http://']),
      ),
    rules: (row) => problemsOf(siteSettingsRules, row.data),
  },
  users: {
    unsafe: (row): FieldErrors => (isPasswordHash(row.password_hash) ? {} : { password_hash: 'The stored password is not an argon2 hash' }),
    rules: (row) => problemsOf(newUserRules, { name: row.name, email: row.email, role: row.role }),
  },
  enquiries: {
    rules: (row) => problemsOf(enquiryRules, { name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message }),
  },
};

/** How a row is named: its id (or url), never its content. */
function rowName(row: Row): string {
  const id = row.id ?? row.url;
  return typeof id === 'string' || typeof id === 'number' ? ` (${String(id).slice(0, 120)})` : '';
}

/** The warnings of a restore or a backup: each row and field that breaks today's rules, the first MAX_WARNINGS of them. */
export class RuleWarnings {
  private readonly lines: string[] = [];
  private count = 0;

  /** Notes the problems today's rules find in `row` of `table` (none for a table without rules). */
  check(table: string, row: Row): void {
    const checks = ROW_CHECKS[table];
    if (!checks) return;
    for (const [field, message] of Object.entries(checks.rules(row))) {
      this.count += 1;
      if (this.lines.length < MAX_WARNINGS) this.lines.push(`a row of ${table}${rowName(row)} breaks today's rules (${field}: ${message})`);
    }
  }

  /** The warnings, one line each; the last says how many more were not listed. */
  list(): string[] {
    const more = this.count - this.lines.length;
    return more > 0 ? [...this.lines, `and ${more} more`] : [...this.lines];
  }
}

/** Refuses `row` of `table` when it is unsafe (see RowChecks), naming its table, its id and the first problem. */
function refuseUnsafe(table: string, row: Row): void {
  const [field, message] = Object.entries(ROW_CHECKS[table]?.unsafe?.(row) ?? {})[0] ?? [];
  if (field !== undefined)
    throw new BackupError(`The archive is refused: a row of ${table}${rowName(row)} is unsafe to restore (${field}: ${message}); nothing was changed`);
}

/**
 * The rows of `table` as the caller's transaction sees them, as JSON, in batches of at most
 * `maxBatchBytes` of JSON text (a larger row comes alone): the sizes are read first from a cursor,
 * then the rows of each batch by their place in the table (ctid, stable within the transaction
 * while nothing writes the table).
 */
export async function* rowsInBatches(manager: EntityManager, table: string, maxBatchBytes = ROWS_BATCH_BYTES): AsyncGenerator<Row[]> {
  await manager.query(`DECLARE row_sizes NO SCROLL CURSOR FOR SELECT t.ctid::text AS place, octet_length(to_jsonb(t)::text) AS bytes FROM ${quote(table)} t`);
  const read = async (places: string[]) =>
    ((await manager.query(`SELECT to_jsonb(t) AS row FROM ${quote(table)} t WHERE t.ctid = ANY ($1::tid[])`, [places])) as { row: Row }[]).map(
      ({ row }) => row,
    );
  for (;;) {
    const sizes: { place: string; bytes: number }[] = await manager.query(`FETCH ${SIZES_BATCH} FROM row_sizes`);
    let batch: string[] = [];
    let bytes = 0;
    for (const size of sizes) {
      if (batch.length > 0 && bytes + size.bytes > maxBatchBytes) {
        yield await read(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(size.place);
      bytes += size.bytes;
    }
    if (batch.length > 0) yield await read(batch);
    if (sizes.length < SIZES_BATCH) break;
  }
  await manager.query('CLOSE row_sizes');
}

/**
 * Checks every restored row, inside the restore's transaction before it commits, a batch at a time:
 * an unsafe row (see RowChecks) refuses the archive with one line naming its table, its id and the
 * first problem, and so does an archive without an admin (no one could manage the site); a row that
 * only breaks today's stricter rules is restored as it was, and listed in the warnings returned.
 */
export async function checkRestoredRows(manager: EntityManager): Promise<string[]> {
  const warnings = new RuleWarnings();
  for (const table of Object.keys(ROW_CHECKS)) {
    for await (const rows of rowsInBatches(manager, table)) {
      for (const row of rows) {
        refuseUnsafe(table, row);
        warnings.check(table, row);
      }
    }
  }
  const [{ admins }]: { admins: number }[] = await manager.query(`SELECT count(*)::int AS admins FROM users WHERE role = 'admin'`);
  if (admins === 0) throw new BackupError('The archive is refused: it has no admin user, so no one could manage the site after it; nothing was changed');
  return warnings.list();
}
