import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What visitors did, as counts per day, kind and page (modules/visits): nothing personal is kept.
 * Statistics, not content: never in a backup, so a restore leaves the figures as they are. Days older
 * than VISIT_COUNT_RETENTION_DAYS are deleted nightly.
 */
export class VisitCounts1795835000000 implements MigrationInterface {
  name = 'VisitCounts1795835000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "visit_counts" ("day" date NOT NULL, "kind" text NOT NULL, "subject" text NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_visit_counts" PRIMARY KEY ("day", "kind", "subject"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "visit_counts"`);
  }
}
