import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Trash: what the admin deletes is kept TRASH_DAYS as its rows were (trash_items), and the images
 * those rows show keep their asset rows, and so their files, until it is deleted for good.
 */
export class Trash1795830000000 implements MigrationInterface {
  name = 'Trash1795830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "trash_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "item_id" uuid NOT NULL, "label" text NOT NULL, "image_url" text, "rows" jsonb NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_by_id" uuid, CONSTRAINT "PK_trash_items" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_trash_items_item_id" ON "trash_items" ("item_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_trash_items_deleted_at" ON "trash_items" ("deleted_at")`);
    await queryRunner.query(
      `CREATE TABLE "trash_item_images" ("trash_item_id" uuid NOT NULL, "image_url" text NOT NULL, CONSTRAINT "PK_trash_item_images" PRIMARY KEY ("trash_item_id", "image_url"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_trash_item_images_image_url" ON "trash_item_images" ("image_url")`);
    await queryRunner.query(
      `ALTER TABLE "trash_items" ADD CONSTRAINT "FK_trash_items_deleted_by_id" FOREIGN KEY ("deleted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trash_item_images" ADD CONSTRAINT "FK_trash_item_images_trash_item_id" FOREIGN KEY ("trash_item_id") REFERENCES "trash_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trash_item_images" ADD CONSTRAINT "FK_trash_item_images_image_url" FOREIGN KEY ("image_url") REFERENCES "image_assets"("url") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "trash_item_images"`);
    await queryRunner.query(`DROP TABLE "trash_items"`);
  }
}
