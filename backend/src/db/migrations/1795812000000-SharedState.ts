import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What every process on one database shares beside the content: the content version (moved by each
 * write of public content in its own transaction, content-version/stored-version.ts) and the last
 * slot each scheduled job was claimed for (jobs/once-across-instances.ts). Bookkeeping, not content:
 * never in a backup nor replaced by a restore.
 */
export class SharedState1795812000000 implements MigrationInterface {
  name = 'SharedState1795812000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_version" ("id" smallint NOT NULL DEFAULT 1, "version" bigint NOT NULL, CONSTRAINT "PK_content_version" PRIMARY KEY ("id"), CONSTRAINT "CHK_content_version_one_row" CHECK ("id" = 1))`,
    );
    await queryRunner.query(`INSERT INTO "content_version" ("id", "version") VALUES (1, 1)`);
    await queryRunner.query(
      `CREATE TABLE "job_runs" ("job" text NOT NULL, "slot" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_job_runs" PRIMARY KEY ("job"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_runs"`);
    await queryRunner.query(`DROP TABLE "content_version"`);
  }
}
