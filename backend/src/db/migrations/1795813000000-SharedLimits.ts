import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The login, enquiry and set-password-link limits, kept in the database so that every process counts
 * together and a restart forgets nothing: `rate_limits` is rate-limiter-flexible's table (its columns,
 * with a text key: a key holds an e-mail address), `login_backoff` the failures per account,
 * `login_known_addresses` where each account last logged in from. Bookkeeping, not content: never in a
 * backup. Expired rows are deleted while the site runs (modules/limits/expired-limits.ts).
 */
export class SharedLimits1795813000000 implements MigrationInterface {
  name = 'SharedLimits1795813000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limits" ("key" text NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")`);
    await queryRunner.query(
      `CREATE TABLE "login_backoff" ("account" text NOT NULL, "failures" integer NOT NULL, "last_failure_at" bigint NOT NULL, CONSTRAINT "PK_login_backoff" PRIMARY KEY ("account"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_login_backoff_last_failure_at" ON "login_backoff" ("last_failure_at")`);
    await queryRunner.query(
      `CREATE TABLE "login_known_addresses" ("account" text NOT NULL, "address" text NOT NULL, "last_login_at" bigint NOT NULL, CONSTRAINT "PK_login_known_addresses" PRIMARY KEY ("account", "address"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_login_known_addresses_last_login_at" ON "login_known_addresses" ("last_login_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_known_addresses"`);
    await queryRunner.query(`DROP TABLE "login_backoff"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
