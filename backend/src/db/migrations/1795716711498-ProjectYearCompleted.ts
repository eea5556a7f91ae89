import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectYearCompleted1795716711498 implements MigrationInterface {
  name = 'ProjectYearCompleted1795716711498';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" ADD "year_completed" smallint`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "year_completed"`);
  }
}
