import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityQuery } from '@/admin/api/get-activity';
import { dashboardCountsQuery } from '@/admin/api/get-dashboard-counts';
import { EnquiriesPage } from '@/admin/enquiries/EnquiriesPage';
import { deleteEnquiryMutation } from '@/admin/enquiries/api/delete-enquiry';
import { adminEnquiriesQuery } from '@/admin/enquiries/api/get-enquiries';
import { unreadEnquiryCountQuery } from '@/admin/enquiries/api/get-unread-enquiry-count';
import { updateEnquiryMutation } from '@/admin/enquiries/api/update-enquiry';
import { adminRoutes } from '@/admin/routes';
import { logIn, MUTATION_DELAY_MS, renderPage, renderRoutes, resetAdminState, type Mocks } from './helpers';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Enquiry' as const,
  id: 'e1',
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '98765 43210',
  subject: 'House construction estimate',
  message: 'A 30 x 40 plot near the bus stand.\nTwo storeys.',
  status: 'NEW',
  createdAt: '2026-10-02T10:00:00.000Z',
  ...overrides,
});
const enquiries = [
  enquiry(),
  enquiry({
    id: 'e2',
    name: 'Meena S',
    email: 'meena@example.com',
    phone: '1234567',
    subject: 'Repair of a roof',
    message: 'Leaks in the monsoon.',
    status: 'REPLIED',
  }),
];
const listed = { request: { query: adminEnquiriesQuery }, result: { data: { enquiries } } };

beforeEach(() => {
  resetAdminState();
  logIn();
});

const renderList = (mocks: Mocks) => renderPage(<EnquiriesPage />, '/admin/enquiries', '/admin/enquiries', { mocks });

describe('Enquiries', () => {
  test('lists each enquiry, newest first, with what the visitor wrote, the date, the status and the ways to answer', async () => {
    renderList([listed]);
    expect(screen.getByText('Loading enquiries…')).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(screen.getByText('2 enquiries, 1 new')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'House construction estimate' })).toBeInTheDocument();
    expect(first).toHaveTextContent('From Arun Kumar');
    expect(within(first).getByText(/A 30 x 40 plot near the bus stand\.\s+Two storeys\./)).toBeInTheDocument();
    expect(within(first).getByText('98765 43210')).toBeInTheDocument();
    expect(within(first).getByText('arun@example.com')).toBeInTheDocument();
    expect(within(first).getByText(/2 Oct 2026/)).toHaveAttribute('datetime', '2026-10-02T10:00:00.000Z');
    expect(within(first).getByText('New', { ignore: 'option' })).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' })).toHaveValue('NEW');

    expect(within(first).getByRole('link', { name: 'Call Arun Kumar' })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsApp = within(first).getByRole('link', { name: 'Reply on WhatsApp to Arun Kumar' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'E-mail Arun Kumar' })).toHaveAttribute(
      'href',
      'mailto:arun@example.com?subject=Re%3A%20House%20construction%20estimate',
    );

    // A number WhatsApp cannot reach gets no WhatsApp link; it can still be called as typed.
    expect(within(second).getByRole('combobox', { name: 'Status of the enquiry from Meena S' })).toHaveValue('REPLIED');
    expect(within(second).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Call Meena S' })).toHaveAttribute('href', 'tel:1234567');
  });

  test("'Could not load enquiries.' on failure", async () => {
    renderList([{ request: { query: adminEnquiriesQuery }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Could not load enquiries.')).toBeInTheDocument();
  });

  test('says so when there are no enquiries yet', async () => {
    renderList([{ request: { query: adminEnquiriesQuery }, result: { data: { enquiries: [] } } }]);
    expect(await screen.findByText(/No enquiries yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  test('changes the status and confirms it', async () => {
    renderList([
      listed,
      {
        request: { query: updateEnquiryMutation, variables: { id: 'e1', status: 'REPLIED' } },
        result: { data: { updateEnquiry: { __typename: 'Enquiry', id: 'e1', status: 'REPLIED' } } },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' });
    await userEvent.selectOptions(select, 'REPLIED');
    await waitFor(() => expect(select).toBeDisabled());
    expect(await screen.findByText('Marked as Replied')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('REPLIED'));
    expect(select).toBeEnabled();
    expect(screen.getByText('2 enquiries, 0 new')).toBeInTheDocument();
  });

  test('says when a status change fails, and keeps the status', async () => {
    renderList([
      listed,
      {
        request: { query: updateEnquiryMutation, variables: { id: 'e1', status: 'CLOSED' } },
        result: { errors: [new GraphQLError('Enquiry not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' });
    await userEvent.selectOptions(select, 'CLOSED');
    expect(await screen.findByText('Failed to update the enquiry')).toBeInTheDocument();
    expect(screen.getByText('Enquiry not found')).toBeInTheDocument();
    expect(select).toHaveValue('NEW');
  });

  test('deletes after confirmation, with a busy card, then toasts and drops it', async () => {
    renderList([
      listed,
      { request: { query: deleteEnquiryMutation, variables: { id: 'e1' } }, result: { data: { deleteEnquiry: true } }, delay: MUTATION_DELAY_MS },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the enquiry from Arun Kumar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete enquiry?' });
    expect(dialog).toHaveTextContent('The enquiry from Arun Kumar will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting…')).toBeInTheDocument();
    expect(await screen.findByText('Enquiry deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'House construction estimate' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Repair of a roof' })).toBeInTheDocument();
  });

  describe('Download CSV', () => {
    let click: jest.SpyInstance;
    let saved: { href: string; download: string }[];
    beforeEach(() => {
      saved = [];
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => {
      click.mockRestore();
      delete (window as { fetch?: unknown }).fetch;
    });

    /** The button, once the list has loaded (it is disabled while there is nothing to export). */
    const downloadButton = async () => {
      await screen.findByRole('heading', { name: 'House construction estimate' });
      return screen.getByRole('button', { name: 'Download CSV' });
    };

    const answer = (status: number, body: unknown, disposition = '') =>
      jest.fn(() =>
        Promise.resolve({
          ok: status < 300,
          status,
          headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? disposition : null) },
          blob: () => Promise.resolve(new Blob([String(body)], { type: 'text/csv' })),
          json: () => Promise.resolve(body),
        }),
      );

    test('fetches the export with the stored token and saves it under its name', async () => {
      const fetchMock = answer(200, 'Received,Status\r\n', 'attachment; filename="enquiries-2026-10-02.csv"');
      window.fetch = fetchMock as unknown as typeof fetch;
      renderList([listed]);
      await userEvent.click(await downloadButton());
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledWith('/api/enquiries?format=csv', { headers: { authorization: 'Bearer test-token' } });
      expect(saved[0].download).toBe('enquiries-2026-10-02.csv');
      expect(saved[0].href).toMatch(/^blob:/);
    });

    test('says why when the export fails', async () => {
      window.fetch = answer(503, { message: 'The database is not reachable right now.' }) as unknown as typeof fetch;
      renderList([listed]);
      await userEvent.click(await downloadButton());
      expect(await screen.findByText('Failed to download the enquiries')).toBeInTheDocument();
      expect(screen.getByText('The database is not reachable right now.')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});

describe('unread enquiries', () => {
  const counts = (unread: number) => ({
    request: { query: dashboardCountsQuery },
    result: { data: { unreadEnquiryCount: unread, projects: [], galleryImages: [], services: [] } },
  });
  const noActivity = { request: { query: activityQuery }, result: { data: { activity: [] } } };
  const badge = (unread: number) => ({ request: { query: unreadEnquiryCountQuery }, result: { data: { unreadEnquiryCount: unread } }, maxUsageCount: 5 });

  test('are counted on the dashboard and beside the sidebar entry, which opens the screen', async () => {
    renderRoutes(adminRoutes, { initialEntries: ['/admin'], mocks: [counts(3), badge(3), listed, noActivity] });
    const tile = await screen.findByRole('link', { name: /New enquiries, not answered yet/ });
    await waitFor(() => expect(tile).toHaveTextContent('3'));
    expect(tile).toHaveAttribute('href', '/admin/enquiries');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const entry = await within(nav).findByRole('link', { name: 'Enquiries 3 new' });
    await userEvent.click(entry);
    expect(await screen.findByRole('heading', { name: 'Enquiries', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'House construction estimate' })).toBeInTheDocument();
  });
});
