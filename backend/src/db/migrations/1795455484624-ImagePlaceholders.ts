import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Placeholders of stored images. Existing rows stay null here (a migration cannot decode images);
 * the server fills them in from the stored files at start-up (ImageAssetsService.backfillPlaceholders).
 */
export class ImagePlaceholders1795455484624 implements MigrationInterface {
  name = 'ImagePlaceholders1795455484624';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "placeholder" text`);
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "dominant_color" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "image_assets" DROP COLUMN "dominant_color"`);
    await queryRunner.query(`ALTER TABLE "image_assets" DROP COLUMN "placeholder"`);
  }
}
