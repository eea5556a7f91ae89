import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose texts visitors read: each keeps its Tamil texts beside the English ones, in `ta` (a JSON object, `{}` for none). */
const TABLES = ['projects', 'services', 'gallery_images', 'image_assets'] as const;

/**
 * The firm's texts in Tamil (issue 33): `ta`, shaped `{ title?, details?, … }` with the English
 * columns' names. The settings record holds its Tamil inside its JSON (`ta` groups), so it needs no column.
 */
export class TamilTexts1795860000000 implements MigrationInterface {
  name = 'TamilTexts1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "ta" jsonb NOT NULL DEFAULT '{}'`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "CHK_${table}_ta" CHECK (jsonb_typeof("ta") = 'object')`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "CHK_${table}_ta"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "ta"`);
    }
  }
}
