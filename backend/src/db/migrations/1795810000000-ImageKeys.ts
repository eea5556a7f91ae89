import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rows name images by storage key (`3f2a…9c.webp`) instead of the local disk's URL
 * (`/uploads/3f2a…9c.webp`), so the same rows serve from a bucket or a CDN (storage/image-names.ts
 * computes the URL as rows are read). The columns keep their names: image_assets.url and its
 * variants' `url`, the `image_url` of projects, project_images, gallery_images and services, and the
 * team's `photoUrl` in the settings. Values that are no such URL (none the app wrote) are left as they are.
 */
export class ImageKeys1795810000000 implements MigrationInterface {
  name = 'ImageKeys1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rename(queryRunner, `'^/uploads/([a-z0-9-]+\\.webp)$'`, `'\\1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rename(queryRunner, `'^([a-z0-9-]+\\.webp)$'`, `'/uploads/\\1'`);
  }
}

const REFERENCES = [
  { table: 'projects', constraint: 'FK_projects_image_url' },
  { table: 'project_images', constraint: 'FK_project_images_image_url' },
];

/** Rewrites every value naming an image that matches `pattern` to `replacement` (regexp_replace's). */
async function rename(queryRunner: QueryRunner, pattern: string, replacement: string): Promise<void> {
  const renamed = (value: string) => `regexp_replace(${value}, ${pattern}, ${replacement})`;
  const renamedJson = (value: string) => `CASE WHEN ${value} ~ ${pattern} THEN to_jsonb(${renamed(value)}) ELSE NULL END`;

  // The references point at image_assets.url, which changes with them (in one transaction).
  for (const { table, constraint } of REFERENCES) await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${constraint}"`);

  await queryRunner.query(`UPDATE "image_assets" SET "url" = ${renamed('"url"')} WHERE "url" ~ ${pattern}`);
  await queryRunner.query(`
    UPDATE "image_assets" SET "variants" = (
      SELECT jsonb_agg(CASE WHEN ${renamedJson(`"variant"->>'url'`)} IS NULL THEN "variant" ELSE jsonb_set("variant", '{url}', ${renamedJson(`"variant"->>'url'`)}) END ORDER BY "place")
      FROM jsonb_array_elements("variants") WITH ORDINALITY AS "each"("variant", "place"))
    WHERE jsonb_typeof("variants") = 'array' AND jsonb_array_length("variants") > 0`);
  for (const table of ['projects', 'project_images', 'gallery_images', 'services']) {
    await queryRunner.query(`UPDATE "${table}" SET "image_url" = ${renamed('"image_url"')} WHERE "image_url" ~ ${pattern}`);
  }
  await queryRunner.query(`
    UPDATE "site_settings" SET "data" = jsonb_set("data", '{about,team}', (
      SELECT jsonb_agg(CASE WHEN ${renamedJson(`"member"->>'photoUrl'`)} IS NULL THEN "member" ELSE jsonb_set("member", '{photoUrl}', ${renamedJson(`"member"->>'photoUrl'`)}) END ORDER BY "place")
      FROM jsonb_array_elements("data"->'about'->'team') WITH ORDINALITY AS "each"("member", "place")))
    WHERE jsonb_typeof("data"->'about'->'team') = 'array' AND jsonb_array_length("data"->'about'->'team') > 0`);

  for (const { table, constraint } of REFERENCES) {
    await queryRunner.query(
      `ALTER TABLE "${table}" ADD CONSTRAINT "${constraint}" FOREIGN KEY ("image_url") REFERENCES "image_assets"("url") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }
}
