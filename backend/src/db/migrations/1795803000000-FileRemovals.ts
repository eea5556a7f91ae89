import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files of released images waiting to be removed while a backup copies files (images/file-removals.ts):
 * the storage's bookkeeping, not content, so never in a backup nor replaced by a restore.
 */
export class FileRemovals1795803000000 implements MigrationInterface {
  name = 'FileRemovals1795803000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "file_removals" ("name" text NOT NULL, "set_aside" boolean NOT NULL DEFAULT false, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_file_removals" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "file_removals"`);
  }
}
