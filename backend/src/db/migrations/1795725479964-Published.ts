import { MigrationInterface, QueryRunner } from 'typeorm';

/** "Show on the site": every existing project, gallery image and service stays shown. */
export class Published1795725479964 implements MigrationInterface {
  name = 'Published1795725479964';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" ADD "published" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "gallery_images" ADD "published" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "services" ADD "published" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "services" DROP COLUMN "published"`);
    await queryRunner.query(`ALTER TABLE "gallery_images" DROP COLUMN "published"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "published"`);
  }
}
