import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages of the contact form, kept for the firm to answer, with what the e-mail to the firm needs to be retried. */
export class Enquiries1795730000000 implements MigrationInterface {
  name = 'Enquiries1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'replied', 'closed')`);
    await queryRunner.query(
      `CREATE TABLE "enquiries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "phone" text NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, "status" "public"."enquiry_status" NOT NULL DEFAULT 'new', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "mailed_at" TIMESTAMP WITH TIME ZONE, "mail_attempts" smallint NOT NULL DEFAULT '0', "mail_attempted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_enquiries" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_created_at" ON "enquiries" ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "enquiries"`);
    await queryRunner.query(`DROP TYPE "public"."enquiry_status"`);
  }
}
