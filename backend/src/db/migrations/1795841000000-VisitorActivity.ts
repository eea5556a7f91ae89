import { MigrationInterface, QueryRunner } from 'typeorm';

/** Activity of no user: a visitor's new enquiry has no actor's name. */
export class VisitorActivity1795841000000 implements MigrationInterface {
  name = 'VisitorActivity1795841000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "actor_name" DROP NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "activity" WHERE "actor_name" IS NULL`);
    await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "actor_name" SET NOT NULL`);
  }
}
