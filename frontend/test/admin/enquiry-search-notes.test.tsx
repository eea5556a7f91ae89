import './setup-dom';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiriesPage } from '@/admin/enquiries/EnquiriesPage';
import { adminEnquiriesQuery, enquiriesVariables } from '@/admin/enquiries/api/get-enquiries';
import { unreadEnquiryCountQuery } from '@/admin/enquiries/api/get-unread-enquiry-count';
import { updateEnquiryNotesMutation } from '@/admin/enquiries/api/update-enquiry-notes';
import { SEARCH_PAUSE_MS } from '@/admin/enquiries/use-enquiry-filters';
import { logIn, pageOf, renderPage, resetAdminState, type Mocks } from './helpers';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Enquiry' as const,
  id: 'e1',
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '98765 43210',
  subject: 'House construction estimate',
  message: 'A 30 x 40 plot.',
  status: 'NEW',
  createdAt: '2026-10-02T10:00:00.000Z',
  notes: '',
  notesVersion: 1,
  ...overrides,
});
const page = (items: unknown[]) => ({ enquiryPage: pageOf('EnquiryPage', items) });
const listOf = (variables: Record<string, unknown>, items: unknown[], extra: Record<string, unknown> = {}) => ({
  request: { query: adminEnquiriesQuery, variables },
  result: { data: page(items) },
  ...extra,
});
const unread = { request: { query: unreadEnquiryCountQuery }, result: { data: { unreadEnquiryCount: 1 } }, maxUsageCount: 10 };
const saveNotes = (notes: string, version: number, result: Record<string, unknown>) => ({
  request: { query: updateEnquiryNotesMutation, variables: { id: 'e1', notes, version } },
  result,
});

beforeEach(() => {
  resetAdminState();
  logIn();
});

const renderAt = (entry: string, mocks: Mocks) => renderPage(<EnquiriesPage />, '/admin/enquiries', entry, { mocks: [unread, ...mocks] });

describe('searching and filtering the enquiries', () => {
  test('reads the search and the status from the address, and says how many match', async () => {
    renderAt('/admin/enquiries?q=arun&status=replied', [listOf(enquiriesVariables('REPLIED', 'arun'), [enquiry({ status: 'REPLIED' })])]);
    expect(await screen.findByText('1 enquiry marked Replied matches “arun”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the enquiries' })).toHaveValue('arun');
    expect(screen.getByRole('combobox', { name: 'Show the enquiries' })).toHaveValue('REPLIED');
  });

  test('searches once typing pauses, puts it in the address, and clears it with one button when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/enquiries', [
      listOf(enquiriesVariables(null), [enquiry()], { maxUsageCount: 2 }),
      listOf(enquiriesVariables(null, 'nobody 10%'), [], { maxUsageCount: 2 }),
    ]);
    await screen.findByText('1 enquiry, 1 new');
    // Pasted: as quick as a fast typist, whatever the machine's load.
    await user.click(screen.getByRole('searchbox', { name: 'Search the enquiries' }));
    await user.paste('  nobody   10%');
    // The pause after typing, inside act: the search then reaches the address and the list.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_PAUSE_MS + 50)));
    expect(await screen.findByText('No enquiries match “nobody 10%”.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('nobody 10%');
    await user.click(screen.getByRole('button', { name: 'Clear the search and filter' }));
    expect(await screen.findByText('1 enquiry, 1 new')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search the enquiries' })).toHaveValue('');
  });

  test('a status chosen while a search is still being typed takes both at once', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/enquiries', [
      listOf(enquiriesVariables(null), [enquiry()]),
      listOf(enquiriesVariables('REPLIED', 'selvi'), [], { maxUsageCount: 2 }),
    ]);
    await screen.findByText('1 enquiry, 1 new');
    await user.click(screen.getByRole('searchbox', { name: 'Search the enquiries' }));
    await user.paste('selvi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show the enquiries' }), 'REPLIED');
    expect(await screen.findByText('No enquiries marked Replied match “selvi”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=selvi&status=replied');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_PAUSE_MS + 50)));
    expect(router.state.location.search).toBe('?q=selvi&status=replied');
  });

  test('a status chosen is a step of the address (Back returns to all)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/enquiries', [
      listOf(enquiriesVariables(null), [enquiry()], { maxUsageCount: 2 }),
      listOf(enquiriesVariables('CLOSED'), [], { maxUsageCount: 2 }),
    ]);
    await screen.findByText('1 enquiry, 1 new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show the enquiries' }), 'CLOSED');
    expect(await screen.findByText('No enquiries marked Closed.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('1 enquiry, 1 new')).toBeInTheDocument();
  });
});

describe('the private note on an enquiry', () => {
  const notesField = () => screen.findByRole('textbox', { name: /Private note on Arun Kumar's enquiry/ });
  /** An enquiry without a note offers only a button; it opens the field. */
  const openNotes = async () => {
    await userEvent.click(await screen.findByRole('button', { name: "Add a private note on Arun Kumar's enquiry" }));
    const field = await notesField();
    expect(field).toHaveFocus();
    return field;
  };

  test('is saved with the version read, and Save waits for a change', async () => {
    const user = userEvent.setup();
    renderAt('/admin/enquiries', [
      listOf(enquiriesVariables(null), [enquiry()]),
      saveNotes('Called back, visit on Monday', 1, {
        data: { updateEnquiryNotes: { __typename: 'Enquiry', id: 'e1', notes: 'Called back, visit on Monday', notesVersion: 2 } },
      }),
    ]);
    expect(screen.queryByRole('textbox', { name: /Private note/ })).toBeNull();
    const field = await openNotes();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.type(field, 'Called back, visit on Monday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled());
    expect(field).toHaveValue('Called back, visit on Monday');
  });

  test('says when it is too long, before any save', async () => {
    renderAt('/admin/enquiries', [listOf(enquiriesVariables(null), [enquiry({ notes: 'x'.repeat(999) })])]);
    const field = await notesField();
    expect(screen.getByText('999 of 1,000 characters')).toBeInTheDocument();
    await userEvent.type(field, 'yz');
    expect(await screen.findByText('Notes must be at most 1,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  test('when someone else saved one meanwhile: keeps the text typed, shows theirs, and saves again from their version', async () => {
    const user = userEvent.setup();
    const theirs = enquiry({ notes: 'Ravi: quote sent', notesVersion: 2 });
    renderAt('/admin/enquiries', [
      listOf(enquiriesVariables(null), [enquiry()]),
      saveNotes('Priya: site visit done', 1, {
        errors: [new GraphQLError('Someone else saved a note on this enquiry a moment ago.', { extensions: { code: 'CONFLICT' } })],
      }),
      listOf(enquiriesVariables(null), [theirs]),
      saveNotes('Priya: site visit done', 2, {
        data: { updateEnquiryNotes: { __typename: 'Enquiry', id: 'e1', notes: 'Priya: site visit done', notesVersion: 3 } },
      }),
    ]);
    const field = await openNotes();
    await user.type(field, 'Priya: site visit done');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved a note on this enquiry a moment ago');
    expect(field).toHaveValue('Priya: site visit done');
    await user.click(within(alert).getByRole('button', { name: 'Show their note' }));
    expect(await screen.findByText('Ravi: quote sent')).toBeInTheDocument();
    expect(field).toHaveValue('Priya: site visit done');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ravi: quote sent')).toBeNull());
  });
});
