import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_VARIABLES, activityQuery } from '@/admin/api/get-activity';
import { dashboardCountsQuery } from '@/admin/api/get-dashboard-counts';
import { EnquiriesPage } from '@/admin/enquiries/EnquiriesPage';
import { deleteEnquiryMutation } from '@/admin/enquiries/api/delete-enquiry';
import { adminEnquiriesQuery, enquiriesVariables } from '@/admin/enquiries/api/get-enquiries';
import { unreadEnquiryCountQuery } from '@/admin/enquiries/api/get-unread-enquiry-count';
import { updateEnquiryMutation } from '@/admin/enquiries/api/update-enquiry';
import { adminRoutes } from '@/admin/routes';
import { logIn, MUTATION_DELAY_MS, pageOf, renderPage, renderRoutes, resetAdminState, type Mocks } from './helpers';

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
  notes: '',
  notesVersion: 1,
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
const firstPage = { query: adminEnquiriesQuery, variables: enquiriesVariables(null) };
const page = (items: unknown[], nextCursor: string | null = null, total = items.length) => ({ enquiryPage: pageOf('EnquiryPage', items, nextCursor, total) });
const listed = { request: firstPage, result: { data: page(enquiries) } };
const unreadCount = (unread: number) => ({ request: { query: unreadEnquiryCountQuery }, result: { data: { unreadEnquiryCount: unread } }, maxUsageCount: 5 });

beforeEach(() => {
  resetAdminState();
  logIn();
});

const renderList = (mocks: Mocks) => renderPage(<EnquiriesPage />, '/admin/enquiries', '/admin/enquiries', { mocks: [unreadCount(1), ...mocks] });

describe('Enquiries', () => {
  test('lists each enquiry, newest first, with what the visitor wrote, the date, the status and the ways to answer', async () => {
    renderList([listed]);
    expect(screen.getByText('Loading enquiries…')).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(await screen.findByText('2 enquiries, 1 new')).toBeInTheDocument();
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
    renderList([{ request: firstPage, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Could not load enquiries.')).toBeInTheDocument();
  });

  test('says so when there are no enquiries yet', async () => {
    renderList([{ request: firstPage, result: { data: page([]) } }]);
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

  test('after a call, a WhatsApp or an e-mail to a new enquiry, offers to mark it replied', async () => {
    renderList([
      listed,
      {
        request: { query: updateEnquiryMutation, variables: { id: 'e1', status: 'REPLIED' } },
        result: { data: { updateEnquiry: { __typename: 'Enquiry', id: 'e1', status: 'REPLIED' } } },
      },
    ]);
    const user = userEvent.setup();
    const whatsApp = await screen.findByRole('link', { name: 'Reply on WhatsApp to Arun Kumar' });
    whatsApp.addEventListener('click', (event) => event.preventDefault()); // no new tab in the test
    expect(screen.queryByText('Did you reply to Arun Kumar?')).not.toBeInTheDocument();
    await user.click(whatsApp);
    expect(await screen.findByText('Did you reply to Arun Kumar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' })).toHaveValue('REPLIED'));
    expect(screen.queryByText('Did you reply to Arun Kumar?')).not.toBeInTheDocument();
    // An enquiry already replied to asks nothing.
    const mail = screen.getByRole('link', { name: 'E-mail Meena S' });
    mail.addEventListener('click', (event) => event.preventDefault());
    await user.click(mail);
    expect(screen.queryByText('Did you reply to Meena S?')).not.toBeInTheDocument();
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
    expect(dialog).toHaveTextContent('The enquiry from Arun Kumar will be deleted. It stays in the Trash for 30 days, and can be put back from there.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting…')).toBeInTheDocument();
    expect(await screen.findByText('Enquiry deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'House construction estimate' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Repair of a roof' })).toBeInTheDocument();
  });

  describe('a page at a time', () => {
    const third = enquiry({ id: 'e3', name: 'Kavin R', subject: 'Compound wall', message: 'A 60 ft wall.', status: 'CLOSED' });
    const firstOfThree = { request: firstPage, result: { data: page(enquiries, 'cursor-1', 3) } };
    const nextPage = { query: adminEnquiriesQuery, variables: { ...enquiriesVariables(null), after: 'cursor-1' } };

    test('shows how many of how many, and Load more adds the next page below', async () => {
      renderList([firstOfThree, { request: nextPage, result: { data: page([third], null, 3) }, delay: MUTATION_DELAY_MS }]);
      expect(await screen.findByText('Showing 2 of 3 enquiries')).toBeInTheDocument();
      expect(await screen.findByText('3 enquiries, 1 new')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('button', { name: 'Loading…' })).toBeDisabled();
      expect(await screen.findByRole('heading', { name: 'Compound wall' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'House construction estimate',
        'Repair of a roof',
        'Compound wall',
      ]);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      expect(screen.queryByText(/^Showing/)).toBeNull();
    });

    test('keeps the list and says so when the next page cannot be loaded', async () => {
      renderList([firstOfThree, { request: nextPage, error: new Error('Failed to fetch') }]);
      await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Could not load more enquiries')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    });

    test('a deleted enquiry leaves the count too', async () => {
      renderList([firstOfThree, { request: { query: deleteEnquiryMutation, variables: { id: 'e2' } }, result: { data: { deleteEnquiry: true } } }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Delete the enquiry from Meena S' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete enquiry?' })).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Showing 1 of 2 enquiries')).toBeInTheDocument();
      expect(await screen.findByText('2 enquiries, 1 new')).toBeInTheDocument();
    });

    test('shows the enquiries of one status when asked', async () => {
      const replied = enquiries[1];
      renderList([listed, { request: { query: adminEnquiriesQuery, variables: enquiriesVariables('REPLIED') }, result: { data: page([replied]) } }]);
      await screen.findByRole('heading', { name: 'House construction estimate' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show the enquiries' }), 'Only replied');
      expect(await screen.findByText('1 enquiry marked Replied')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Repair of a roof']);
    });

    test('an enquiry whose status no longer matches the filter leaves the list and its count, and joins the other status on its next showing', async () => {
      const newOnes = [enquiry(), enquiry({ id: 'e4', name: 'Divya P', subject: 'Borewell', message: 'Near the temple.' })];
      const replied = enquiries[1];
      const repliedList = (items: unknown[], delay = 0) => ({
        request: { query: adminEnquiriesQuery, variables: enquiriesVariables('REPLIED') },
        result: { data: page(items) },
        delay,
      });
      renderList([
        listed,
        repliedList([replied]),
        { request: { query: adminEnquiriesQuery, variables: enquiriesVariables('NEW') }, result: { data: page(newOnes, 'cursor-new', 3) } },
        {
          request: { query: updateEnquiryMutation, variables: { id: 'e1', status: 'REPLIED' } },
          result: { data: { updateEnquiry: { __typename: 'Enquiry', id: 'e1', status: 'REPLIED' } } },
        },
        repliedList([{ ...newOnes[0], status: 'REPLIED' }, replied], MUTATION_DELAY_MS),
      ]);
      const user = userEvent.setup();
      const filter = async (label: string) => user.selectOptions(screen.getByRole('combobox', { name: 'Show the enquiries' }), label);
      await screen.findByRole('heading', { name: 'House construction estimate' });
      await filter('Only replied');
      expect(await screen.findByText('1 enquiry marked Replied')).toBeInTheDocument();
      await filter('Only new');
      expect(await screen.findByText('3 enquiries marked New')).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 3 enquiries')).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' }), 'REPLIED');
      expect(await screen.findByText('Marked as Replied')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'House construction estimate' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Borewell']);
      expect(screen.getByText('2 enquiries marked New')).toBeInTheDocument();
      expect(screen.getByText('Showing 1 of 2 enquiries')).toBeInTheDocument();

      // The replied list kept from before lacks it: it is asked for afresh, not shown stale.
      await filter('Only replied');
      expect(screen.getByText('Loading enquiries…')).toBeInTheDocument();
      expect(await screen.findByText('2 enquiries marked Replied')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['House construction estimate', 'Repair of a roof']);
    });
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
  const noActivity = {
    request: { query: activityQuery, variables: ACTIVITY_VARIABLES },
    result: { data: { activityPage: { ...pageOf('ActivityPage', []), previousCursor: null } } },
  };
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
