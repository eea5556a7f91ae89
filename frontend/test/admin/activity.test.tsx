import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '@/admin/DashboardPage';
import { activitySentence } from '@/admin/activity/activity-text';
import { ACTIVITY_VARIABLES, activityQuery } from '@/admin/api/get-activity';
import { dashboardCountsQuery } from '@/admin/api/get-dashboard-counts';
import { USER, logIn, pageOf, renderPage, resetAdminState, type Mocks } from './helpers';
import { activityEntry } from './fixtures';

const counts = {
  request: { query: dashboardCountsQuery },
  result: { data: { unreadEnquiryCount: 0, projects: [], galleryImages: [], services: [] } },
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const entry = activityEntry;

const entries = [
  entry({ id: '6' }),
  entry({ id: '5', action: 'deleted', subjectId: 'p2', label: 'Old Shed', subjectExists: false, at: minutesAgo(90) }),
  entry({ id: '4', action: 'updated', subject: 'settings', subjectId: null, label: null, at: minutesAgo(60 * 24 + 5) }),
  entry({
    id: '3',
    actorName: 'Meena Iyer',
    action: 'marked as replied',
    subject: 'enquiry',
    subjectId: 'e1',
    label: 'Arun Kumar',
    at: minutesAgo(60 * 24 * 3),
  }),
  entry({ id: '2', action: 'created', subject: 'gallery image', subjectId: 'g1', label: 'Front porch', at: minutesAgo(0.2) }),
  entry({ id: '1', action: 'created', subject: 'service', subjectId: 's1', label: 'Soil testing' }),
];

const firstPage = { query: activityQuery, variables: ACTIVITY_VARIABLES };
const activity = (list: unknown[], nextCursor: string | null = null, total = list.length) => ({
  request: firstPage,
  result: { data: { activityPage: { ...pageOf('ActivityPage', list, nextCursor, total), previousCursor: null } } },
});

const renderDashboard = (mocks: Mocks) => renderPage(<DashboardPage />, '/admin', '/admin', { mocks });

async function activityItems() {
  const section = await screen.findByRole('region', { name: 'Activity' });
  return within(section).findAllByRole('listitem');
}

beforeEach(() => {
  resetAdminState();
});

describe('the dashboard’s Activity card', () => {
  test('lists who changed what and when, newest first, linking to what still exists', async () => {
    logIn();
    renderDashboard([counts, activity(entries)]);
    const items = await activityItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'Priya Raman updated the project “Green Villa”5 minutes ago',
      'Priya Raman deleted the project “Old Shed”2 hours ago',
      'Priya Raman updated the settingsyesterday',
      'Meena Iyer marked the enquiry from Arun Kumar as replied3 days ago',
      'Priya Raman created the gallery image “Front porch”just now',
      'Priya Raman created the service “Soil testing”5 minutes ago',
    ]);
    expect(within(items[0]).getByRole('link', { name: '“Green Villa”' })).toHaveAttribute('href', '/admin/editproject/p1');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]).getByRole('link', { name: 'settings' })).toHaveAttribute('href', '/admin/settings');
    // The enquiries, searched for the sender.
    expect(within(items[3]).getByRole('link', { name: 'from Arun Kumar' })).toHaveAttribute('href', '/admin/enquiries?q=Arun+Kumar');
    expect(within(items[4]).getByRole('link', { name: '“Front porch”' })).toHaveAttribute('href', '/admin/editgalleryimage/g1');
    expect(within(items[5]).getByRole('link', { name: '“Soil testing”' })).toHaveAttribute('href', '/admin/editservice/s1');

    // The exact time is on the relative one, for a tooltip.
    const time = within(items[0]).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', entries[0].at);
    expect(time.getAttribute('title')).toMatch(new RegExp(String(new Date(entries[0].at).getFullYear())));
  });

  test('links an editor only to the screens an editor can open', async () => {
    logIn({ ...USER, role: 'editor' });
    renderDashboard([counts, activity(entries)]);
    const items = await activityItems();
    expect(within(items[0]).getByRole('link', { name: '“Green Villa”' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Priya Raman updated the settings');
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[3]).getByRole('link', { name: 'from Arun Kumar' })).toBeInTheDocument();
  });

  test('shows the latest few, with the way to the whole Activity screen', async () => {
    logIn();
    renderDashboard([counts, activity(entries, 'cursor-1', 70)]);
    expect(await activityItems()).toHaveLength(6);
    const section = screen.getByRole('region', { name: 'Activity' });
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'See all activity' })).toHaveAttribute('href', '/admin/activity');
  });

  test('says so when nothing has been changed yet', async () => {
    logIn();
    renderDashboard([counts, activity([])]);
    const section = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(section).findByText('No changes yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('says so when the list cannot be loaded', async () => {
    logIn();
    renderDashboard([counts, { request: firstPage, result: { errors: [new GraphQLError('Server unavailable')] } }]);
    const section = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The list of changes could not be loaded. Please reload the page to try again.');
  });
});

test('a new order of a whole list, and a described photo, read as sentences', () => {
  const base = { actorName: 'Priya Raman', subjectExists: true };
  const text = (sentence: { before: string; item: string; after: string }) => `${sentence.before} ${sentence.item}${sentence.after}`;
  expect(text(activitySentence({ ...base, action: 'reordered', subject: 'service' }))).toBe('Priya Raman changed the order of the services');
  expect(text(activitySentence({ ...base, action: 'described a photo of', subject: 'project', subjectId: 'p1', label: 'Green Villa' }))).toBe(
    'Priya Raman described a photo of the project “Green Villa”',
  );
  expect(text(activitySentence({ ...base, action: 'changed the cover of', subject: 'project', subjectId: 'p1', label: 'Green Villa' }))).toBe(
    'Priya Raman changed the cover of the project “Green Villa”',
  );
});

test('the dashboard counts what visitors see, and names the hidden ones apart', async () => {
  logIn();
  const item = (typename: string, id: string, published: boolean) => ({ __typename: typename, id, published });
  renderDashboard([
    {
      request: { query: dashboardCountsQuery },
      result: {
        data: {
          unreadEnquiryCount: 0,
          projects: [item('Project', 'p1', true), item('Project', 'p2', false), item('Project', 'p3', true)],
          galleryImages: [item('GalleryImage', 'g1', true)],
          services: [item('Service', 's1', false)],
        },
      },
    },
    { request: firstPage, result: { data: { activityPage: { ...pageOf('ActivityPage', [], null, 0), previousCursor: null } } } },
  ]);
  const section = await screen.findByRole('region', { name: 'On the website' });
  const tile = (label: string) => within(section).getByText(label).closest('a')!;
  await waitFor(() => expect(tile('Projects')).toHaveTextContent('2Projects+ 1 hidden'));
  expect(tile('Gallery images')).toHaveTextContent(/^1Gallery images$/);
  expect(tile('Services')).toHaveTextContent('0Services+ 1 hidden');
});
