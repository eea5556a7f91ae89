import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vriddhi/rules/site-settings';
import { mentionsTamil, withDefaultTamil } from '../../modules/settings/kept-tamil';

/** `value` without any `ta` group: the settings as they were before Tamil. */
function withoutTamil(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTamil);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'ta')
      .map(([key, inner]) => [key, withoutTamil(inner)]),
  );
}

/**
 * A site set up before Tamil gets the default Tamil texts of the settings wherever it still shows the
 * default English (a new site is seeded with both): its Tamil pages then show its details in Tamil from
 * the start, and the firm writes the Tamil of its own texts in Settings. A site whose settings already
 * hold Tamil is left as it is. The defaults are those of the build that runs it.
 */
export class TamilSettingsDefaults1795861000000 implements MigrationInterface {
  name = 'TamilSettingsDefaults1795861000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const rows: { data: SiteSettings }[] = await queryRunner.query(`SELECT "data" FROM "site_settings" WHERE "id" = 1`);
    if (rows.length === 0 || mentionsTamil(rows[0].data)) return;
    await queryRunner.query(`UPDATE "site_settings" SET "data" = $1::jsonb WHERE "id" = 1`, [
      JSON.stringify(withDefaultTamil(rows[0].data, DEFAULT_SITE_SETTINGS)),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const rows: { data: SiteSettings }[] = await queryRunner.query(`SELECT "data" FROM "site_settings" WHERE "id" = 1`);
    if (rows.length === 0) return;
    await queryRunner.query(`UPDATE "site_settings" SET "data" = $1::jsonb WHERE "id" = 1`, [JSON.stringify(withoutTamil(rows[0].data))]);
  }
}
