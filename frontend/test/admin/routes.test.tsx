import './setup-dom';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminRoutes } from '@/admin/routes';
import { ACTIVITY_VARIABLES, activityQuery } from '@/admin/api/get-activity';
import { dashboardCountsQuery } from '@/admin/api/get-dashboard-counts';
import { unreadEnquiryCountQuery } from '@/admin/enquiries/api/get-unread-enquiry-count';
import { resetReloadRuleForTests } from '@/admin/auth/reload-rule';
import { adminProjectsQuery } from '@/admin/projects/api/get-admin-projects';
import { expiryLink } from '@/admin/lib/apollo';
import { logIn, pageOf, renderRoutes, resetAdminState } from './helpers';

const counts = {
  request: { query: dashboardCountsQuery },
  result: { data: { unreadEnquiryCount: 0, projects: [], galleryImages: [], services: [] } },
  maxUsageCount: 10,
};
/** The sidebar's badge of unanswered enquiries. */
const unreadEnquiries = { request: { query: unreadEnquiryCountQuery }, result: { data: { unreadEnquiryCount: 0 } }, maxUsageCount: 10 };
/** The dashboard's Activity card. */
const activity = {
  request: { query: activityQuery, variables: ACTIVITY_VARIABLES },
  result: { data: { activityPage: { ...pageOf('ActivityPage', []), previousCursor: null } } },
  maxUsageCount: 10,
};

const routes = [...adminRoutes, { path: '*', element: <h1>Public page</h1> }];

function renderAt(path: string, mocks: ReadonlyArray<MockLink.MockedResponse> = [counts, unreadEnquiries, activity]) {
  return renderRoutes(routes, { initialEntries: [path], mocks, showWarnings: mocks.length > 0 });
}

function mockNavigationType(type: string, url: string) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (kind: string) => (kind === 'navigation' ? [{ type, name: url }] : []),
  });
}

beforeEach(() => {
  resetAdminState();
  resetReloadRuleForTests();
  mockNavigationType('navigate', 'http://localhost/');
});

describe('guard', () => {
  test('without userInfo /admin redirects to /login', async () => {
    const { router } = renderAt('/admin/addprojects');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('unparsable userInfo redirects to /login', async () => {
    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('token', 'x');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  test('userInfo without a token redirects to /login', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ name: 'Ravi' }));
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  test('a stored login opens the dashboard with the welcome banner and quick actions', async () => {
    logIn();
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar!' })).toBeInTheDocument();
    for (const name of ['Add Projects', 'Add Gallery', 'Add Services']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    // jsdom applies no media queries: the small-screen layout, with the sidebar in a drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Add Project', 'Add Gallery', 'Add Services', 'All Projects', 'All Gallery Images', 'All Services', 'Enquiries']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    // Choosing an item closes the menu and opens the screen.
    await userEvent.click(within(nav).getByRole('link', { name: 'Add Services' }));
    expect(await screen.findByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument());
  });

  test('/admin/dashboard shows the dashboard too', async () => {
    logIn();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar!' })).toBeInTheDocument();
  });

  test('logout clears both keys and goes to /login', async () => {
    logIn();
    const { router } = renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('reload rule', () => {
  test('a reload of an admin page other than /admin lands on /admin', async () => {
    logIn();
    mockNavigationType('reload', 'http://localhost/admin/addservices');
    const { router } = renderAt('/admin/addservices');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');

    // Later client-side navigations in the same page load are not redirected.
    await act(() => router.navigate('/admin/addservices'));
    expect(await screen.findByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addservices');
  });

  test('a normal navigation to an admin page is not redirected', async () => {
    logIn();
    const { router } = renderAt('/admin/addservices');
    expect(await screen.findByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addservices');
  });

  test('a reload of a public page does not affect a later admin visit', async () => {
    logIn();
    mockNavigationType('reload', 'http://localhost/projects');
    const { router } = renderAt('/admin/addservices');
    expect(await screen.findByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addservices');
  });
});

test('an unknown admin path shows an admin not-found message', async () => {
  logIn();
  renderAt('/admin/nothing-here', []);
  expect(await screen.findByText('This admin page does not exist.')).toBeInTheDocument();
});

test('UNAUTHENTICATED from the server clears the login and goes to /login?expired=1', async () => {
  logIn();
  const mocks = [
    {
      request: { query: adminProjectsQuery },
      result: { errors: [new GraphQLError('Your session has expired. Please log in again.', { extensions: { code: 'UNAUTHENTICATED' } })] },
    },
    unreadEnquiries,
  ];
  const link = ApolloLink.from([expiryLink, new MockLink(mocks)]);
  const { router } = renderRoutes(routes, { initialEntries: ['/admin/allprojects'], link });
  expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?expired=1');
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});
test('a session ended by a password change elsewhere says so on the login page', async () => {
  logIn();
  const mocks = [
    {
      request: { query: adminProjectsQuery },
      result: {
        errors: [
          new GraphQLError('Your session has ended because the password was changed. Please log in again.', { extensions: { code: 'UNAUTHENTICATED' } }),
        ],
      },
    },
    unreadEnquiries,
  ];
  const link = ApolloLink.from([expiryLink, new MockLink(mocks)]);
  const { router } = renderRoutes(routes, { initialEntries: ['/admin/allprojects'], link });
  expect(await screen.findByText('Your session has ended because the password was changed. Please log in again.')).toBeInTheDocument();
  expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?expired=1');
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});
