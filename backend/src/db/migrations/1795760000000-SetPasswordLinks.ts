import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time links with which a user an admin added (or one who forgot theirs) chooses a password; only
 * each token's SHA-256 is stored. has_password is false until such a user has chosen one.
 */
export class SetPasswordLinks1795760000000 implements MigrationInterface {
  name = 'SetPasswordLinks1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "has_password" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE TABLE "set_password_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_set_password_links" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_set_password_links_user_id" ON "set_password_links" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_set_password_links_token_hash" ON "set_password_links" ("token_hash") `);
    await queryRunner.query(
      `ALTER TABLE "set_password_links" ADD CONSTRAINT "FK_set_password_links_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "set_password_links"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "has_password"`);
  }
}
