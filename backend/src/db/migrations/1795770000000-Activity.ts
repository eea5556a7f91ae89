import { MigrationInterface, QueryRunner } from 'typeorm';

const CONTENT_TABLES = ['projects', 'gallery_images', 'services'];

/**
 * Who changed what: the activity list of the admin's dashboard, and who added and last changed each
 * project, gallery image and service (and the settings). A user's deletion keeps what they did,
 * without them (SET NULL; the activity row keeps their name).
 */
export class Activity1795770000000 implements MigrationInterface {
  name = 'Activity1795770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_name" text NOT NULL, "action" text NOT NULL, "subject" text NOT NULL, "subject_id" text, "label" character varying(200), CONSTRAINT "PK_activity" PRIMARY KEY ("id"))`,
    );
    // The list is read newest first.
    await queryRunner.query(`CREATE INDEX "IDX_activity_at" ON "activity" ("at" DESC)`);
    await queryRunner.query(
      `ALTER TABLE "activity" ADD CONSTRAINT "FK_activity_actor_id" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    for (const table of CONTENT_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "created_by_id" uuid`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "updated_by_id" uuid`);
      for (const column of ['created_by_id', 'updated_by_id']) {
        await queryRunner.query(
          `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_${column}" FOREIGN KEY ("${column}") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
        );
      }
    }
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "updated_by_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "site_settings" ADD CONSTRAINT "FK_site_settings_updated_by_id" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" DROP CONSTRAINT "FK_site_settings_updated_by_id"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "updated_by_id"`);
    for (const table of [...CONTENT_TABLES].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_updated_by_id"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_created_by_id"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "updated_by_id"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "created_by_id"`);
    }
    await queryRunner.query(`DROP TABLE "activity"`);
  }
}
