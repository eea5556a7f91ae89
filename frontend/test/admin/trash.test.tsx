import './setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrashPage } from '@/admin/trash/TrashPage';
import { restoreMutation, trashQuery } from '@/admin/trash/api/trash';
import { logIn, renderPage, resetAdminState, USER, type Mocks } from './helpers';

const entry = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'TrashEntry' as const,
  id: 't1',
  kind: 'PROJECT',
  itemId: 'p1',
  label: 'Green Villa',
  imageUrl: '/uploads/green.webp',
  deletedAt: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
  deletedBy: 'Priya Raman',
  purgeAt: '2027-01-03T10:00:00.000Z',
  ...overrides,
});
const enquiry = entry({ id: 't2', kind: 'ENQUIRY', itemId: 'e1', label: 'Arun Kumar', imageUrl: null, deletedBy: null });

const listing = (entries: unknown[]) => ({ request: { query: trashQuery }, result: { data: { trash: entries } } });

const RESTORE = restoreMutation;

beforeEach(() => resetAdminState());

const renderTrash = (mocks: Mocks) => renderPage(<TrashPage />, '/admin/trash', '/admin/trash', { mocks });

describe('Trash', () => {
  test('lists what was deleted, by whom and until when, and says how long it is kept', async () => {
    logIn();
    renderTrash([listing([entry(), enquiry])]);
    const [project, message] = await screen.findAllByRole('listitem');
    expect(within(project).getByText('Green Villa')).toBeInTheDocument();
    expect(within(project).getByText('Project')).toBeInTheDocument();
    expect(within(project).getByText('Deleted 2 days ago by Priya Raman · deleted for good on 3 January')).toBeInTheDocument();
    expect(within(message).getByText('Deleted 2 days ago · deleted for good on 3 January')).toBeInTheDocument();
    expect(screen.getByText(/stay here for 30 days, then they are deleted for good/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty the Trash' })).toBeInTheDocument();
  });

  test('puts one back and says so; the list is read again', async () => {
    logIn();
    renderTrash([
      listing([entry()]),
      {
        request: { query: RESTORE, variables: { id: 't1' } },
        result: { data: { restoreFromTrash: { __typename: 'TrashEntry', id: 't1', kind: 'PROJECT', itemId: 'p1', label: 'Green Villa' } } },
      },
      listing([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Put back project “Green Villa”' }));
    expect(await screen.findByText('“Green Villa” is back')).toBeInTheDocument();
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument();
  });

  test('an editor puts back but cannot delete for good', async () => {
    logIn({ ...USER, role: 'editor' });
    renderTrash([listing([entry()])]);
    await screen.findByRole('button', { name: 'Put back project “Green Villa”' });
    expect(screen.queryByRole('button', { name: /for good/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty the Trash' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an admin can delete them for good sooner/)).toBeInTheDocument();
  });

  test('deleting for good asks first, in plain words', async () => {
    logIn();
    renderTrash([listing([entry()])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete project “Green Villa” for good' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Green Villa” and its photos will be deleted for good. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
