import { MigrationInterface, QueryRunner } from 'typeorm';

/** The records an admin edits as a whole get a version, raised by every save: a save made against an older one is refused. */
export class RecordVersions1795805000000 implements MigrationInterface {
  name = 'RecordVersions1795805000000';

  private readonly tables = ['site_settings', 'projects', 'services', 'gallery_images', 'users'];

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of this.tables) await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...this.tables].reverse()) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
  }
}
