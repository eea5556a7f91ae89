import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795424839636 implements MigrationInterface {
  name = 'Initial1795424839636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gallery_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, CONSTRAINT "UQ_0c559dbfa3b273502f167034052" UNIQUE ("name"), CONSTRAINT "PK_85c0fc17e5f18a28d9ff2a97f2a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "gallery_images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "category" text NOT NULL, "image_url" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9b1601c4bdad7456bb12636dd10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_gallery_images_created_at" ON "gallery_images"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "image_assets" ("url" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "variants" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c38876b9bfe89cb28a707dec4e1" PRIMARY KEY ("url"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."project_category" AS ENUM('residential', 'commercial', 'industrial', 'infrastructure')`);
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "category" "public"."project_category" NOT NULL, "details" text NOT NULL, "location" text, "features" text array NOT NULL DEFAULT '{}', "image_url" text NOT NULL, "images" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_projects_created_at" ON "projects"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "services" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "description" text NOT NULL, "image_url" text NOT NULL, "points" text array NOT NULL DEFAULT '{}', "position" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ba2d347a3168a296416c6c5ccb2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "name" text NOT NULL, "role" text NOT NULL DEFAULT 'admin', "password_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "services"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_projects_created_at"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP TYPE "public"."project_category"`);
    await queryRunner.query(`DROP TABLE "image_assets"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_gallery_images_created_at"`);
    await queryRunner.query(`DROP TABLE "gallery_images"`);
    await queryRunner.query(`DROP TABLE "gallery_categories"`);
  }
}
