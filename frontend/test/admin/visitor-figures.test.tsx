import './setup-dom';
import { screen, within } from '@testing-library/react';
import { DashboardPage } from '@/admin/DashboardPage';
import { ACTIVITY_VARIABLES, activityQuery } from '@/admin/api/get-activity';
import { dashboardCountsQuery } from '@/admin/api/get-dashboard-counts';
import { visitorFiguresQuery } from '@/admin/api/get-visitor-figures';
import { changeText } from '@/admin/visits/figure-text';
import { logIn, pageOf, renderPage, resetAdminState, type Mocks } from './helpers';

const counts = {
  request: { query: dashboardCountsQuery },
  result: { data: { unreadEnquiryCount: 0, projects: [], galleryImages: [], services: [] } },
};
const activity = { request: { query: activityQuery, variables: ACTIVITY_VARIABLES }, result: { data: { activityPage: pageOf('ActivityPage', []) } } };

const week = (thisWeek: number, lastWeek: number, lastWeekSameDays: number) => ({ __typename: 'WeekCounts' as const, thisWeek, lastWeek, lastWeekSameDays });
const quiet = week(0, 0, 0);

function figures(overrides: Record<string, unknown> = {}) {
  return {
    request: { query: visitorFiguresQuery },
    result: {
      data: {
        visitorFigures: {
          __typename: 'VisitorFigures',
          thisWeekFrom: '2026-11-30',
          pageViews: quiet,
          callTaps: quiet,
          whatsappTaps: quiet,
          emailTaps: quiet,
          enquiries: quiet,
          topProjects: [],
          pages: [],
          ...overrides,
        },
      },
    },
  };
}

const renderDashboard = (mocks: Mocks) => renderPage(<DashboardPage />, '/admin', '/admin', { mocks });

async function section() {
  return screen.findByRole('region', { name: 'What visitors did' });
}

beforeEach(() => {
  resetAdminState();
  logIn();
});

describe('the dashboard’s "What visitors did"', () => {
  test('shows each figure this week and last week, with the change on last week by this day', async () => {
    renderDashboard([
      counts,
      activity,
      figures({
        pageViews: week(120, 200, 90),
        callTaps: week(3, 5, 5),
        whatsappTaps: week(4, 4, 4),
        emailTaps: week(0, 1, 0),
        enquiries: week(2, 0, 0),
        topProjects: [
          { __typename: 'ProjectVisits', projectId: 'p1', title: 'Lakeview villa', path: '/projects/p1', thisWeek: 14, lastWeek: 9 },
          { __typename: 'ProjectVisits', projectId: 'p2', title: 'Riverside clinic', path: '/projects/p2', thisWeek: 1, lastWeek: 0 },
        ],
        pages: [
          { __typename: 'PageVisits', path: '/', thisWeek: 60, lastWeek: 80 },
          { __typename: 'PageVisits', path: '/contact', thisWeek: 12, lastWeek: 10 },
          { __typename: 'PageVisits', path: '/about', thisWeek: 0, lastWeek: 3 },
        ],
      }),
    ]);
    const card = await section();
    const tile = async (name: string) => within(card).findByRole('listitem', { name });
    expect(await tile('Pages opened')).toHaveTextContent('Pages opened120this weekLast week: 20030 more than last week by this day');
    expect(await tile('Taps on Call')).toHaveTextContent('Taps on Call3this weekLast week: 52 fewer than last week by this day');
    expect(await tile('Taps on WhatsApp')).toHaveTextContent('Same as last week by this day');
    expect(await tile('Taps on e-mail')).toHaveTextContent('Taps on e-mail0this weekLast week: 1');
    expect(await tile('Taps on e-mail')).not.toHaveTextContent('by this day');
    expect(await tile('Enquiries sent')).toHaveTextContent('2 more than last week by this day');

    const projects = within(card).getByRole('region', { name: 'Projects looked at most this week' });
    const rows = within(projects).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Lakeview villa14 views (last week 9)', 'Riverside clinic1 view (last week 0)']);
    expect(within(rows[0]).getByRole('link', { name: 'Lakeview villa' })).toHaveAttribute('href', '/projects/p1');
    const pages = within(card).getByRole('region', { name: 'Pages opened this week' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Contact', '/contact'],
    ]);
  });

  test('says in plain words when nothing was counted yet', async () => {
    renderDashboard([counts, activity, figures()]);
    const card = await section();
    expect(
      await within(card).findByText('Nothing counted yet. When people open the website or tap Call, WhatsApp or e-mail on it, the numbers show here.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('listitem')).toBeNull();
  });

  test('says so when no project page was opened this week', async () => {
    renderDashboard([counts, activity, figures({ pageViews: week(0, 7, 2) })]);
    const card = await section();
    expect(await within(card).findByText('No project page opened yet this week.')).toBeInTheDocument();
    expect(within(card).getByText('No page opened yet this week.')).toBeInTheDocument();
  });

  test('says the figures could not be loaded', async () => {
    renderDashboard([counts, activity, { request: { query: visitorFiguresQuery }, error: new Error('Network down') }]);
    expect(await within(await section()).findByRole('alert')).toHaveTextContent('The visitor figures could not be loaded.');
  });
});

test('the change compares this week so far with last week up to the same day', () => {
  expect(changeText(week(0, 0, 0))).toBeNull();
  expect(changeText(week(5, 100, 2))).toEqual({ direction: 'up', text: '3 more than last week by this day' });
  expect(changeText(week(1, 1, 2))).toEqual({ direction: 'down', text: '1 fewer than last week by this day' });
});
