import {
  check,
  enquiryRules,
  ENQUIRY_STATUSES,
  type FieldErrors,
  galleryImageChangeRules,
  newOfferingRules,
  newProjectRules,
  newUserRules,
  photoDetailsRules,
  type Rules,
} from '@vriddhi/rules';
import { siteSettingsRules } from '@vriddhi/rules/site-settings';
import type { EntityManager } from 'typeorm';
import { isPasswordHash } from '../auth/passwords';
import type { Row } from './archive-rows';
import { BackupError } from './backup-manifest';
import { quote } from './table-dump';

/** Rows read back at a time. */
const BATCH = 500;

const problemsOf = (rules: Rules, input: unknown): FieldErrors => {
  const result = check(rules, input);
  return result.ok ? {} : result.errors;
};

/**
 * What the API's rules say of a row of each table the site's inputs write, as the rows are in the
 * current schema (the columns of to_jsonb): the same rules (@vriddhi/rules) the services check
 * every input with, fed the row's columns as the input fields they came from. Tables only the server
 * writes (activity, idempotency keys, set-password links, project_images) are held by the database's
 * own constraints (foreign keys, checks, enums), which the restore's inserts meet too.
 */
const ROW_RULES: Record<string, (row: Row) => FieldErrors> = {
  projects: (row) =>
    problemsOf(newProjectRules, {
      title: row.title,
      details: row.details,
      category: row.category,
      location: row.location,
      features: row.features,
      yearCompleted: row.year_completed,
      published: row.published,
      image: typeof row.image_url === 'string',
    }),
  services: (row) =>
    problemsOf(newOfferingRules, {
      title: row.title,
      description: row.description,
      points: row.points,
      published: row.published,
      image: typeof row.image_url === 'string',
    }),
  // The category is a foreign key: the database holds it to an existing one.
  gallery_images: (row) => ({
    ...problemsOf(galleryImageChangeRules([]), { title: row.title ?? '', published: row.published }),
    ...(typeof row.image_url === 'string' ? {} : { image: 'Gallery image is required' }),
  }),
  image_assets: (row) => problemsOf(photoDetailsRules, { alt: row.alt, caption: row.caption, focalX: row.focal_x, focalY: row.focal_y }),
  site_settings: (row) => problemsOf(siteSettingsRules, row.data),
  users: (row) => ({
    ...problemsOf(newUserRules, { name: row.name, email: row.email, role: row.role }),
    ...(isPasswordHash(row.password_hash) ? {} : { password_hash: 'The stored password is not an argon2 hash' }),
  }),
  enquiries: (row) => ({
    ...problemsOf(enquiryRules, { name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message }),
    ...((ENQUIRY_STATUSES as readonly unknown[]).includes(row.status) ? {} : { status: 'Status must be one of new, replied, closed' }),
  }),
};

/** How a refused row is named: its id (or url), never its content. */
function rowName(row: Row): string {
  const id = row.id ?? row.url;
  return typeof id === 'string' || typeof id === 'number' ? ` (${String(id).slice(0, 120)})` : '';
}

/**
 * Checks every restored row, inside the restore's transaction before it commits, with the API's
 * rules (ROW_RULES), a batch at a time; and that someone can still manage the site (an admin). The
 * first row refused stops the restore with one line naming its table, its id and the first problem.
 */
export async function checkRestoredRows(manager: EntityManager): Promise<void> {
  for (const [table, rulesOf] of Object.entries(ROW_RULES)) {
    await manager.query(`DECLARE restored_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) AS row FROM ${quote(table)} t`);
    for (;;) {
      const rows: { row: Row }[] = await manager.query(`FETCH ${BATCH} FROM restored_rows`);
      for (const { row } of rows) {
        const [field, message] = Object.entries(rulesOf(row))[0] ?? [];
        if (field !== undefined)
          throw new BackupError(`The archive is refused: a row of ${table}${rowName(row)} breaks the site's rules (${field}: ${message}); nothing was changed`);
      }
      if (rows.length < BATCH) break;
    }
    await manager.query('CLOSE restored_rows');
  }
  const [{ admins }]: { admins: number }[] = await manager.query(`SELECT count(*)::int AS admins FROM users WHERE role = 'admin'`);
  if (admins === 0) throw new BackupError('The archive is refused: it has no admin user, so no one could manage the site after it; nothing was changed');
}
