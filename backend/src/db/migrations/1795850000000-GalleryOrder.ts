import { MigrationInterface, QueryRunner } from 'typeorm';

/** The gallery in the firm's order: each image's place; null for one added since, shown first, newest first. */
export class GalleryOrder1795850000000 implements MigrationInterface {
  name = 'GalleryOrder1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_images" ADD "position" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_images" DROP COLUMN "position"`);
  }
}
