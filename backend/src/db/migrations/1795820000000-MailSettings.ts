import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail server set in the admin (Settings → Mail), one row; its password sealed with a key derived
 * from JWT_SECRET (mail/sealed-secret.ts). Server configuration, not content: never in a backup, and
 * no reference to a user (a restore replaces the users). Who changed it is in the activity.
 */
export class MailSettings1795820000000 implements MigrationInterface {
  name = 'MailSettings1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_settings" ("id" smallint NOT NULL, "host" text NOT NULL, "port" integer NOT NULL, "security" text NOT NULL, "username" text, "sealed_password" text, "sender_address" text, "site_address" text, "version" integer NOT NULL DEFAULT 1, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_mail_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_mail_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_settings"`);
  }
}
