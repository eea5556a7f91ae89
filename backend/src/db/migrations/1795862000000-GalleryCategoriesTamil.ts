import { MigrationInterface, QueryRunner } from 'typeorm';

/** The categories every site was seeded with, and their names in Tamil (a renamed one keeps the English). */
const TAMIL_NAMES: Record<string, string> = {
  Residential: 'குடியிருப்பு',
  Commercial: 'வணிகக் கட்டடங்கள்',
  Interiors: 'உள் அலங்காரம்',
  'Construction Progress': 'கட்டுமான முன்னேற்றம்',
  Infrastructure: 'உள்கட்டமைப்பு',
};

/** Gallery categories get their Tamil names (`ta`, `{ name? }`), as the other texts visitors read. */
export class GalleryCategoriesTamil1795862000000 implements MigrationInterface {
  name = 'GalleryCategoriesTamil1795862000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_categories" ADD "ta" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "gallery_categories" ADD CONSTRAINT "CHK_gallery_categories_ta" CHECK (jsonb_typeof("ta") = 'object')`);
    await queryRunner.query(
      `UPDATE "gallery_categories" SET "ta" = jsonb_build_object('name', names.value) FROM jsonb_each_text($1::jsonb) AS names WHERE "gallery_categories"."name" = names.key`,
      [JSON.stringify(TAMIL_NAMES)],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_categories" DROP CONSTRAINT "CHK_gallery_categories_ta"`);
    await queryRunner.query(`ALTER TABLE "gallery_categories" DROP COLUMN "ta"`);
  }
}
