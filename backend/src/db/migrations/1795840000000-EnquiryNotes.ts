import { MigrationInterface, QueryRunner } from 'typeorm';

/** The staff's private notes on each enquiry, with their own version (a status change does not conflict with a note being written). */
export class EnquiryNotes1795840000000 implements MigrationInterface {
  name = 'EnquiryNotes1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "notes" text NOT NULL DEFAULT '', ADD "notes_version" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "notes_version", DROP COLUMN "notes"`);
  }
}
