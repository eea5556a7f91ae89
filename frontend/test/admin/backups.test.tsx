import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackupsPage } from '@/admin/backups/BackupsPage';
import { createBackupMutation } from '@/admin/backups/api/create-backup';
import { createBackupDownloadLinkMutation } from '@/admin/backups/api/create-download-link';
import { adminBackupsQuery, BACKUPS_VARIABLES } from '@/admin/backups/api/get-backups';
import { restoreBackupMutation, restorePreviewQuery } from '@/admin/backups/api/restore-backup';
import { startDownload } from '@/admin/backups/start-download';
import { logIn, MUTATION_DELAY_MS, pageOf, renderPage, resetAdminState, USER, type Mocks } from './helpers';

// jsdom cannot navigate: the download's navigation is checked through this stand-in.
jest.mock('@/admin/backups/start-download', () => ({ startDownload: jest.fn() }));
const startDownloadMock = startDownload as jest.MockedFunction<typeof startDownload>;

const backup = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Backup' as const,
  name: 'backup-20261126-120000-000Z.tar.gz',
  bytes: 12_897_485,
  createdAt: '2026-11-26T12:00:00.000Z',
  madeBy: 'DAILY',
  ...overrides,
});
const older = backup({ name: 'backup-20261120-120000-000Z-by-hand.tar.gz', bytes: 2_000, createdAt: '2026-11-20T12:00:00.000Z', madeBy: 'BY_HAND' });
const made = backup({ name: 'backup-20261127-120000-000Z-by-hand.tar.gz', bytes: 13_002_342, createdAt: '2026-11-27T12:00:00.000Z', madeBy: 'BY_HAND' });

const firstPage = { query: adminBackupsQuery, variables: BACKUPS_VARIABLES };
const overview = (backups: unknown[], dailyTime: string | null = '02:00', nextCursor: string | null = null, total = backups.length) => ({
  request: firstPage,
  result: {
    data: {
      backups: { __typename: 'BackupList' as const, dailyTime, keep: 7, folder: '/srv/site/.data/backups' },
      backupPage: pageOf('BackupPage', backups, nextCursor, total),
    },
  },
});
const listed = overview([backup(), older]);

beforeEach(() => {
  resetAdminState();
  logIn();
  startDownloadMock.mockReset();
});

const renderBackups = (mocks: Mocks) => renderPage(<BackupsPage />, '/admin/backups', '/admin/backups', { mocks });

describe('Backups', () => {
  test('explains backups from the schedule, lists them newest first, and says how to restore one', async () => {
    renderBackups([listed]);
    expect(screen.getByText('Loading backups…')).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(
      screen.getByText(
        'A backup is a single file with every project, photo, service, setting, enquiry and user. One is made every day at 02:00 and the last 7 are kept.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 backups')).toBeInTheDocument();
    expect(within(first).getByText(/26 Nov 2026/)).toHaveAttribute('datetime', '2026-11-26T12:00:00.000Z');
    expect(first).toHaveTextContent('12.3 MB');
    expect(first).toHaveTextContent('Daily');
    expect(within(second).getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(second).toHaveTextContent('Under 0.1 MB');
    expect(second).toHaveTextContent('Made by hand');
    expect(within(first).getByRole('button', { name: /^Download the backup of 26 Nov 2026/ })).toBeEnabled();
    const restore = screen.getByRole('heading', { name: 'Restoring a backup' }).parentElement!;
    expect(restore).toHaveTextContent(
      'When the admin cannot be opened, the server can restore one: stop the site and run npm run restore -- FILE (see the README).',
    );
    expect(restore).toHaveTextContent('/srv/site/.data/backups');
  });

  test('says so when there are none yet, and when no daily backup is made', async () => {
    renderBackups([overview([], null)]);
    expect(await screen.findByText('No backups yet. To have one, make one now with the button above.')).toBeInTheDocument();
    expect(screen.getByText(/No backup is made automatically on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a backup now' })).toBeEnabled();
  });

  test('names the daily time in the empty state', async () => {
    renderBackups([overview([])]);
    expect(await screen.findByText('No backups yet. The first one is made at 02:00, or make one now with the button above.')).toBeInTheDocument();
  });

  test("'Could not load the backups.' on failure", async () => {
    renderBackups([{ request: firstPage, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Could not load the backups.')).toBeInTheDocument();
  });

  test('makes a backup now: busy while it is made, then a toast and the list read again', async () => {
    renderBackups([
      listed,
      { request: { query: createBackupMutation }, result: { data: { createBackup: made } }, delay: MUTATION_DELAY_MS },
      overview([made, backup(), older]),
    ]);
    const user = userEvent.setup();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Make a backup now' }));
    expect(await screen.findByRole('button', { name: 'Making a backup…' })).toBeDisabled();
    expect(screen.getByText(/Making a backup can take a minute or two/)).toBeInTheDocument();
    expect(await screen.findByText(/^Backup made: 27 Nov 2026, .* \(12\.4 MB\)$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(made.name);
    expect(screen.getByRole('button', { name: 'Make a backup now' })).toBeEnabled();
  });

  test('Load more adds the older backups below', async () => {
    renderBackups([
      overview([made, backup()], '02:00', 'cursor-1', 3),
      {
        request: { query: adminBackupsQuery, variables: { ...BACKUPS_VARIABLES, after: 'cursor-1' } },
        result: {
          data: {
            backups: { __typename: 'BackupList' as const, dailyTime: '02:00', keep: 7, folder: '/srv/site/.data/backups' },
            backupPage: pageOf('BackupPage', [older], null, 3),
          },
        },
      },
    ]);
    expect(await screen.findByText('Showing 2 of 3 backups')).toBeInTheDocument();
    expect(screen.getByText('3 backups')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('Made by hand');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('says why when a backup cannot be made', async () => {
    renderBackups([
      listed,
      {
        request: { query: createBackupMutation },
        result: { errors: [new GraphQLError('No space left on the disk', { extensions: { code: 'BAD_REQUEST' } })] },
      },
    ]);
    const user = userEvent.setup();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Make a backup now' }));
    expect(await screen.findByText('Could not make a backup')).toBeInTheDocument();
    expect(screen.getByText('No space left on the disk')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Make a backup now' })).toBeEnabled();
  });

  test('downloads one by asking for its link and opening it in the browser', async () => {
    const link = `/api/backups/${older.name}?token=abc.def.ghi`;
    renderBackups([
      listed,
      {
        request: { query: createBackupDownloadLinkMutation, variables: { name: older.name } },
        result: { data: { createBackupDownloadLink: link } },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const user = userEvent.setup();
    const [, second] = await screen.findAllByRole('listitem');
    await user.click(within(second).getByRole('button', { name: /^Download the backup of 20 Nov 2026/ }));
    expect(await within(second).findByText('Preparing…')).toBeInTheDocument();
    await waitFor(() => expect(startDownloadMock).toHaveBeenCalledWith(link));
    expect(startDownloadMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(second).getByRole('button', { name: /^Download the backup of/ })).toBeEnabled());
  });

  test('says why when a download link is refused', async () => {
    renderBackups([
      listed,
      {
        request: { query: createBackupDownloadLinkMutation, variables: { name: backup().name } },
        result: {
          errors: [
            new GraphQLError('There is no backup with this name: it may have been deleted since the list was shown', { extensions: { code: 'NOT_FOUND' } }),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('listitem');
    await user.click(within(first).getByRole('button', { name: /^Download the backup of/ }));
    expect(await screen.findByText('Could not download the backup')).toBeInTheDocument();
    expect(screen.getByText(/it may have been deleted since the list was shown/)).toBeInTheDocument();
    expect(startDownloadMock).not.toHaveBeenCalled();
  });

  test('is for admins only: an editor is told so, and nothing is asked of the server', async () => {
    resetAdminState();
    logIn({ ...USER, role: 'editor' });
    renderBackups([]);
    expect(await screen.findByText('Only an admin can open this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a backup now' })).toBeNull();
  });
});

describe('Restore…', () => {
  const counts = (projects: number) => ({ __typename: 'ContentCounts', projects, galleryImages: 4, services: 6, photos: 30, enquiries: 2, users: 2 });
  const preview = {
    request: { query: restorePreviewQuery, variables: { name: older.name } },
    result: {
      data: {
        restorePreview: { __typename: 'RestorePreview', name: older.name, createdAt: older.createdAt, warnings: [], inBackup: counts(8), onSiteNow: counts(9) },
      },
    },
  };

  test('shows what the backup holds against the site now, asks for RESTORE, restores, and sends everyone to log in again', async () => {
    const { router } = renderPage(<BackupsPage />, '/admin/backups', '/admin/backups', {
      mocks: [
        listed,
        preview,
        {
          request: { query: restoreBackupMutation, variables: { name: older.name, confirmation: 'restore' } },
          result: {
            data: {
              restoreBackup: {
                __typename: 'RestoreDone',
                restoredFrom: older.name,
                undoBackup: 'backup-20261202-050000-000Z-before-restore.tar.gz',
                warnings: [],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Restore the backup of 20 Nov 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Restore the backup of 20 Nov 2026/ });
    const projects = await within(dialog).findByRole('row', { name: /^Projects/ });
    expect(projects).toHaveTextContent('Projects98');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this backup' }));
    expect(await within(dialog).findByText('Type RESTORE to confirm.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type RESTORE to confirm' }), 'restore');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this backup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?restored=${encodeURIComponent(older.createdAt)}`);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
