import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which set-password links were asked for with "Forgot password?": the activity says so when one is used. */
export class ForgottenPasswordLinks1795842000000 implements MigrationInterface {
  name = 'ForgottenPasswordLinks1795842000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "set_password_links" ADD "forgotten" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "set_password_links" DROP COLUMN "forgotten"`);
  }
}
