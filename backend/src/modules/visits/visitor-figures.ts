import type { DataSource } from 'typeorm';
import type { FirmWeeks } from './firm-days';
import type { PageVisits, ProjectVisits, VisitorFigures, WeekCounts } from './visits.types';

export type { VisitorFigures } from './visits.types';

/** How many of the most viewed projects the Dashboard lists. */
export const TOP_PROJECTS = 5;

const PROJECT_PAGE_PREFIX = '/projects/';
const NONE: WeekCounts = { thisWeek: 0, lastWeek: 0, lastWeekSameDays: 0 };

interface KindRow {
  kind: string;
  this_week: number;
  last_week: number;
  last_week_same_days: number;
}

interface PageRow {
  subject: string;
  this_week: number;
  last_week: number;
}

interface ProjectRow extends PageRow {
  id: string;
  title: string;
}

/** The sums of `visit_counts` over the two weeks: three small queries on the table's primary key (by day). */
export async function visitorFigures(db: DataSource, weeks: FirmWeeks): Promise<VisitorFigures> {
  const { today, thisWeekFrom, lastWeekFrom, lastWeekSameDaysUntil } = weeks;
  const range = 'day >= $1 AND day <= $2';
  const [kinds, pages, projects] = await Promise.all([
    db.query<KindRow[]>(
      `SELECT kind,
              coalesce(sum(count) FILTER (WHERE day >= $3), 0)::int AS this_week,
              coalesce(sum(count) FILTER (WHERE day < $3), 0)::int AS last_week,
              coalesce(sum(count) FILTER (WHERE day < $4), 0)::int AS last_week_same_days
       FROM visit_counts WHERE ${range} GROUP BY kind`,
      [lastWeekFrom, today, thisWeekFrom, lastWeekSameDaysUntil],
    ),
    db.query<PageRow[]>(
      `SELECT subject,
              coalesce(sum(count) FILTER (WHERE day >= $3), 0)::int AS this_week,
              coalesce(sum(count) FILTER (WHERE day < $3), 0)::int AS last_week
       FROM visit_counts WHERE ${range} AND kind = 'view' AND NOT starts_with(subject, $4)
       GROUP BY subject ORDER BY this_week DESC, last_week DESC, subject`,
      [lastWeekFrom, today, thisWeekFrom, PROJECT_PAGE_PREFIX],
    ),
    db.query<ProjectRow[]>(
      `SELECT p.id, p.title, v.subject,
              coalesce(sum(v.count) FILTER (WHERE v.day >= $3), 0)::int AS this_week,
              coalesce(sum(v.count) FILTER (WHERE v.day < $3), 0)::int AS last_week
       FROM visit_counts v JOIN projects p ON v.subject = $4 || p.id::text
       WHERE v.day >= $1 AND v.day <= $2 AND v.kind = 'view' AND starts_with(v.subject, $4)
       GROUP BY p.id, p.title, v.subject HAVING sum(v.count) FILTER (WHERE v.day >= $3) > 0
       ORDER BY this_week DESC, last_week DESC, p.title LIMIT $5`,
      [lastWeekFrom, today, thisWeekFrom, PROJECT_PAGE_PREFIX, TOP_PROJECTS],
    ),
  ]);
  const byKind = new Map(kinds.map((row) => [row.kind, { thisWeek: row.this_week, lastWeek: row.last_week, lastWeekSameDays: row.last_week_same_days }]));
  return {
    today,
    thisWeekFrom,
    lastWeekFrom,
    pageViews: byKind.get('view') ?? NONE,
    callTaps: byKind.get('call') ?? NONE,
    whatsappTaps: byKind.get('whatsapp') ?? NONE,
    emailTaps: byKind.get('email') ?? NONE,
    enquiries: byKind.get('enquiry') ?? NONE,
    topProjects: projects.map((row): ProjectVisits => ({
      projectId: row.id,
      title: row.title,
      path: row.subject,
      thisWeek: row.this_week,
      lastWeek: row.last_week,
    })),
    pages: pages.map((row): PageVisits => ({ path: row.subject, thisWeek: row.this_week, lastWeek: row.last_week })),
  };
}
