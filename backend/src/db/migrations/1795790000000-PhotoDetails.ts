import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each photo's alt text, caption and focal point (the spot every crop keeps in frame). */
export class PhotoDetails1795790000000 implements MigrationInterface {
  name = 'PhotoDetails1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "alt" text`);
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "caption" text`);
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "focal_x" real`);
    await queryRunner.query(`ALTER TABLE "image_assets" ADD "focal_y" real`);
    await queryRunner.query(
      `ALTER TABLE "image_assets" ADD CONSTRAINT "CHK_image_assets_focal_point" CHECK (("focal_x" IS NULL AND "focal_y" IS NULL) OR ("focal_x" BETWEEN 0 AND 1 AND "focal_y" BETWEEN 0 AND 1))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "image_assets" DROP CONSTRAINT "CHK_image_assets_focal_point"`);
    for (const column of ['focal_y', 'focal_x', 'caption', 'alt']) await queryRunner.query(`ALTER TABLE "image_assets" DROP COLUMN "${column}"`);
  }
}
