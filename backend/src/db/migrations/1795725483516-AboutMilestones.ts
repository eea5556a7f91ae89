import { MigrationInterface, QueryRunner } from 'typeorm';

/** The About page's timeline moves into the settings: a stored record without one gets today's (the texts the page showed). */
const MILESTONES = [
  {
    year: '1995',
    title: 'Founded in Vriddhachalam',
    text: 'A small civil engineering practice opens near the town centre, drawing plans and supervising homes.',
  },
  {
    year: '2004',
    title: 'Our own construction crews',
    text: 'We begin building end to end, with trained masons, carpenters and site engineers on our payroll.',
  },
  {
    year: '2013',
    title: 'Structural design & approvals',
    text: 'A dedicated design wing handles structural calculations and DTCP/CMDA approval plans in-house.',
  },
  { year: 'Today', title: '500+ projects, 50+ people', text: 'Homes, shops, schools, factories and public works across Cuddalore District and beyond.' },
];

export class AboutMilestones1795725483516 implements MigrationInterface {
  name = 'AboutMilestones1795725483516';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "site_settings" SET "data" = jsonb_set("data", '{about,milestones}', $1::jsonb) WHERE NOT ("data"->'about' ? 'milestones')`,
      [JSON.stringify(MILESTONES)],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "site_settings" SET "data" = "data" #- '{about,milestones}'`);
  }
}
