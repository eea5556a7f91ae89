import './setup-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityPage } from '@/admin/activity/ActivityPage';
import { activityPeopleQuery } from '@/admin/activity/api/get-activity-people';
import { activityQuery, activityVariables } from '@/admin/api/get-activity';
import { USER, logIn, pageOf, renderPage, resetAdminState, type Mocks } from './helpers';
import { activityEntry } from './fixtures';

const entry = activityEntry;

const request = (overrides: Record<string, unknown> = {}) => ({ userId: null, kind: null, after: null, before: null, ...overrides });
const pageMock = (variables: Record<string, unknown>, items: unknown[], cursors: { next?: string; previous?: string } = {}, total = items.length) => ({
  request: { query: activityQuery, variables },
  result: { data: { activityPage: { ...pageOf('ActivityPage', items, cursors.next ?? null, total), previousCursor: cursors.previous ?? null } } },
  maxUsageCount: 3,
});
const people = {
  request: { query: activityPeopleQuery },
  result: {
    data: {
      activityPeople: [
        { __typename: 'StaffMember', id: 'u1', name: 'Priya Raman' },
        { __typename: 'StaffMember', id: 'u2', name: 'Ravi Kumar' },
      ],
    },
  },
  maxUsageCount: 5,
};

beforeEach(() => {
  resetAdminState();
});

const renderAt = (entry: string, mocks: Mocks) => renderPage(<ActivityPage />, '/admin/activity', entry, { mocks: [people, ...mocks] });

describe('the Activity screen', () => {
  test('says what happened in plain sentences: sign-ins, password changes and a visitor’s new enquiry', async () => {
    logIn();
    renderAt('/admin/activity', [
      pageMock(activityVariables(request()), [
        entry({ id: '4', action: 'sent', subject: 'enquiry', subjectId: 'e1', label: 'Arun Kumar', actorId: null, actorName: 'A visitor', byVisitor: true }),
        entry({ id: '3', action: 'signed in', subject: 'sign-in', subjectId: 'u1', label: null }),
        entry({ id: '2', action: 'changed their password', subject: 'password', subjectId: 'u1', label: null }),
        entry({ id: '1', action: 'added a note to', subject: 'enquiry', subjectId: 'e1', label: 'Arun Kumar' }),
      ]),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'A visitor sent an enquiry from Arun Kumar5 minutes ago',
      'Priya Raman signed in5 minutes ago',
      'Priya Raman changed their password5 minutes ago',
      'Priya Raman added a note to the enquiry from Arun Kumar5 minutes ago',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'from Arun Kumar' })).toHaveAttribute('href', '/admin/enquiries?q=Arun+Kumar');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(screen.getByText('4 entries, newest first')).toBeInTheDocument();
  });

  test('filters by person and kind from the address, and a new filter starts from the newest page', async () => {
    logIn();
    const user = userEvent.setup();
    const { router } = renderAt('/admin/activity?person=u2&kind=sign-ins', [
      pageMock(activityVariables(request({ userId: 'u2', kind: 'SIGN_INS' })), [
        entry({ actorId: 'u2', actorName: 'Ravi Kumar', action: 'signed in', subject: 'sign-in' }),
      ]),
      pageMock(activityVariables(request({ userId: 'u2', kind: 'PASSWORDS' })), []),
      pageMock(activityVariables(request()), [entry({})]),
    ]);
    expect(await screen.findByText('Ravi Kumar signed in')).toBeInTheDocument();
    expect(screen.getByText('1 entry matches the filters')).toBeInTheDocument();
    const who = screen.getByRole('combobox', { name: 'Who' });
    const what = screen.getByRole('combobox', { name: 'What' });
    await screen.findByRole('option', { name: 'Ravi Kumar' });
    expect(who).toHaveValue('u2');
    expect(what).toHaveValue('sign-ins');
    // Every kind an admin may read.
    expect(
      within(what)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everything',
      'Projects, gallery and services',
      'New enquiries',
      'Enquiries answered, noted or deleted',
      'Sign-ins',
      'Password changes',
      'Settings',
      'Users',
      'Backups',
    ]);
    await user.selectOptions(what, 'passwords');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('passwords');
    await user.click(screen.getByRole('button', { name: 'Show all activity' }));
    expect(await screen.findByText('Priya Raman updated the project')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  test('an editor is offered only the kinds an editor may read', async () => {
    logIn({ ...USER, role: 'editor' });
    renderAt('/admin/activity', [pageMock(activityVariables(request()), [entry({})])]);
    const what = await screen.findByRole('combobox', { name: 'What' });
    expect(
      within(what)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everything', 'Projects, gallery and services', 'New enquiries', 'Enquiries answered, noted or deleted']);
  });

  test('turns pages with Older and Newer, keeping the page in the address', async () => {
    logIn();
    const user = userEvent.setup();
    const { router } = renderAt('/admin/activity?kind=content', [
      pageMock(activityVariables(request({ kind: 'CONTENT' })), [entry({ id: '9', label: 'Newest' })], { next: 'c-9' }, 2),
      pageMock(activityVariables(request({ kind: 'CONTENT', after: 'c-9' })), [entry({ id: '8', label: 'Older one' })], { previous: 'p-8' }, 2),
      pageMock(activityVariables(request({ kind: 'CONTENT', before: 'p-8' })), [entry({ id: '9', label: 'Newest' })], { next: 'c-9' }, 2),
    ]);
    await screen.findByRole('link', { name: '“Newest”' });
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('link', { name: '“Older one”' });
    expect(router.state.location.search).toBe('?kind=content&after=c-9');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByRole('link', { name: '“Newest”' });
    expect(router.state.location.search).toBe('?kind=content&before=p-8');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: '“Older one”' })).toBeInTheDocument();
  });
});
