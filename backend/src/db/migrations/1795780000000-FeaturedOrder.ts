import { MigrationInterface, QueryRunner } from 'typeorm';

/** The projects' featured order, chosen by the firm; null until it first reorders them (then newest first). */
export class FeaturedOrder1795780000000 implements MigrationInterface {
  name = 'FeaturedOrder1795780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" ADD "featured_position" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "featured_position"`);
  }
}
