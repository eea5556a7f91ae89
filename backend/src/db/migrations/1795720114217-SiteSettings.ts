import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1795720114217 implements MigrationInterface {
  name = 'SiteSettings1795720114217';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" smallint NOT NULL, "data" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_site_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_site_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
