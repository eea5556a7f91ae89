import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's session version (raised to end every session at once) and the time of the last login. */
export class SessionVersion1795740000000 implements MigrationInterface {
  name = 'SessionVersion1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "session_version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_sign_in_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_version"`);
  }
}
