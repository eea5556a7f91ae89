import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restores under way, one row each, so that every process on the database answers "back in a minute"
 * while any of them restores (maintenance.ts). `until` is kept a little ahead by the restoring process:
 * should it die, the others serve again once it passes.
 */
export class SharedMaintenance1795855000000 implements MigrationInterface {
  name = 'SharedMaintenance1795855000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "site_maintenance" ("token" uuid PRIMARY KEY, "until" timestamptz NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_maintenance"`);
  }
}
