import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Relations kept in strings become foreign keys, keeping every row:
 * - a gallery image's category name becomes gallery_images.category_id;
 * - a project's main image url (projects.image_url) references its image_assets row, and its extra
 *   image urls (the projects.images array) become rows of project_images, in the same order.
 *
 * Strings that match nothing (only possible through hand-written SQL: the app always writes both):
 * - a category name that matches no gallery category (without regard to case, as the app matched
 *   them) gets that category created, so the image keeps its category and nothing is lost;
 * - an image url with no image_assets row stops the migration with the list of them, before anything
 *   changes: the asset row holds the image's size and variants, which a migration cannot compute
 *   from the file, and dropping the url would take a picture the site shows off its project.
 */
export class ForeignKeys1795462000000 implements MigrationInterface {
  name = 'ForeignKeys1795462000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await assertEveryProjectImageIsStored(queryRunner);

    await queryRunner.query(`ALTER TABLE "gallery_images" ADD "category_id" uuid`);
    await queryRunner.query(`
            INSERT INTO "gallery_categories" ("name")
            SELECT DISTINCT "image"."category" FROM "gallery_images" "image"
            WHERE NOT EXISTS (SELECT 1 FROM "gallery_categories" "known" WHERE lower("known"."name") = lower("image"."category"))`);
    // The exact name first; else the first match without regard to case, by name, as the app chose.
    await queryRunner.query(`
            UPDATE "gallery_images" "image" SET "category_id" = (
                SELECT "known"."id" FROM "gallery_categories" "known"
                WHERE lower("known"."name") = lower("image"."category")
                ORDER BY "known"."name" = "image"."category" DESC, "known"."name" ASC
                LIMIT 1)`);
    await queryRunner.query(`ALTER TABLE "gallery_images" ALTER COLUMN "category_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "gallery_images" DROP COLUMN "category"`);
    await queryRunner.query(`CREATE INDEX "IDX_gallery_images_category_id" ON "gallery_images"  ("category_id") `);
    await queryRunner.query(
      `ALTER TABLE "gallery_images" ADD CONSTRAINT "FK_gallery_images_category_id" FOREIGN KEY ("category_id") REFERENCES "gallery_categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "project_images" ("project_id" uuid NOT NULL, "position" integer NOT NULL, "image_url" text NOT NULL, CONSTRAINT "PK_project_images" PRIMARY KEY ("project_id", "position"))`,
    );
    await queryRunner.query(`
            INSERT INTO "project_images" ("project_id", "position", "image_url")
            SELECT "project"."id", "extra"."ordinality" - 1, "extra"."url"
            FROM "projects" "project" CROSS JOIN LATERAL unnest("project"."images") WITH ORDINALITY AS "extra"("url", "ordinality")`);
    await queryRunner.query(`CREATE INDEX "IDX_project_images_image_url" ON "project_images"  ("image_url") `);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "images"`);
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_projects_image_url" FOREIGN KEY ("image_url") REFERENCES "image_assets"("url") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_images" ADD CONSTRAINT "FK_project_images_project_id" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_images" ADD CONSTRAINT "FK_project_images_image_url" FOREIGN KEY ("image_url") REFERENCES "image_assets"("url") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  /** Back to the strings; categories that `up` created stay (they are ordinary categories by then). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "project_images" DROP CONSTRAINT "FK_project_images_image_url"`);
    await queryRunner.query(`ALTER TABLE "project_images" DROP CONSTRAINT "FK_project_images_project_id"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_projects_image_url"`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "images" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
            UPDATE "projects" "project" SET "images" = ARRAY(
                SELECT "extra"."image_url" FROM "project_images" "extra" WHERE "extra"."project_id" = "project"."id" ORDER BY "extra"."position")`);
    await queryRunner.query(`DROP INDEX "public"."IDX_project_images_image_url"`);
    await queryRunner.query(`DROP TABLE "project_images"`);

    await queryRunner.query(`ALTER TABLE "gallery_images" DROP CONSTRAINT "FK_gallery_images_category_id"`);
    await queryRunner.query(`ALTER TABLE "gallery_images" ADD "category" text`);
    await queryRunner.query(
      `UPDATE "gallery_images" "image" SET "category" = "known"."name" FROM "gallery_categories" "known" WHERE "known"."id" = "image"."category_id"`,
    );
    await queryRunner.query(`ALTER TABLE "gallery_images" ALTER COLUMN "category" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "public"."IDX_gallery_images_category_id"`);
    await queryRunner.query(`ALTER TABLE "gallery_images" DROP COLUMN "category_id"`);
  }
}

const LISTED_AT_MOST = 20;

async function assertEveryProjectImageIsStored(queryRunner: QueryRunner): Promise<void> {
  const unmatched: { id: string; url: string | null }[] = await queryRunner.query(`
        SELECT "project"."id", "image"."url"
        FROM "projects" "project" CROSS JOIN LATERAL unnest(array_prepend("project"."image_url", "project"."images")) AS "image"("url")
        WHERE NOT EXISTS (SELECT 1 FROM "image_assets" "asset" WHERE "asset"."url" = "image"."url")
        ORDER BY "project"."id"
        LIMIT ${LISTED_AT_MOST + 1}`);
  if (unmatched.length === 0) return;
  const listed = unmatched.slice(0, LISTED_AT_MOST).map((row) => `project ${row.id}: ${row.url ?? 'NULL'}`);
  if (unmatched.length > LISTED_AT_MOST) listed.push('…');
  throw new Error(
    `Project images without a stored image (no image_assets row) cannot become foreign keys: ${listed.join('; ')}. ` +
      'Point projects.image_url and projects.images at stored images, or remove those urls from projects.images, then start again (nothing was changed).',
  );
}
