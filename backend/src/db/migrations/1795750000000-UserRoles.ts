import { MigrationInterface, QueryRunner } from 'typeorm';

/** A user is an admin or an editor; nothing else can be stored. */
export class UserRoles1795750000000 implements MigrationInterface {
  name = 'UserRoles1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('admin', 'editor'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
  }
}
