import './setup-dom';
import { GraphQLError } from 'graphql';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddServicePage } from '@/admin/services/AddServicePage';
import { EditServicePage } from '@/admin/services/EditServicePage';
import { createServiceMutation } from '@/admin/services/api/create-service';
import { adminServiceQuery } from '@/admin/services/api/get-admin-service';
import { updateServiceMutation } from '@/admin/services/api/update-service';
import { expectSaved, imageFile, logIn, renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';
import { serviceRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const pointsList = () => screen.queryByRole('list', { name: /point/ });

describe('Add Service', () => {
  const renderAdd = (mocks: Mocks = []) => renderPage(<AddServicePage />, '/admin/addservices', '/admin/addservices', { mocks });

  test("shows the form's texts and no inert category controls", () => {
    renderAdd();
    expect(screen.getByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
    expect(screen.getByText('Create a new service offering')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Service Description(?! in Tamil)/ })).toHaveAttribute('rows', '5');
    expect(screen.queryByText(/residential/i)).not.toBeInTheDocument();
  });

  test('leaving with something typed asks first: staying keeps it, leaving goes; an untouched form leaves at once', async () => {
    const { router } = renderAdd();
    const user = userEvent.setup();
    await act(() => router.navigate('/admin/allservices'));
    expect(await screen.findByRole('heading', { name: 'Services list stub' })).toBeInTheDocument();

    await act(() => router.navigate('/admin/addservices'));
    await user.type(await screen.findByRole('textbox', { name: /^Service Title(?! in Tamil)/ }), 'Borewell');
    await act(async () => {
      await router.navigate('/admin');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addservices');
    expect(screen.getByRole('textbox', { name: /^Service Title(?! in Tamil)/ })).toHaveValue('Borewell');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: /stub$/ })).toBeInTheDocument();
  });

  test('shows every validation message and blocks the submit', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Service Title(?! in Tamil)/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /^Service Description(?! in Tamil)/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Service image is required')).toBeInTheDocument();
    expect(screen.getByText('At least one service point is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ })).toHaveAccessibleDescription(/At least one service point is required/);
  });

  test('adds points with Enter and with Add, ignores blank ones, removes one', async () => {
    renderAdd();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ });
    await user.type(input, 'Soil testing{Enter}');
    expect(input).toHaveValue('');
    await user.type(input, 'Site visits');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const list = pointsList()!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Soil testing', 'Site visits']);
    await user.click(screen.getByRole('button', { name: 'Remove point: Soil testing' }));
    expect(
      within(pointsList()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Site visits']);
    // Enter in the point field never submits the form.
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  test('edits a point in place (Enter keeps it, Escape leaves it as it was) and moves one up or down', async () => {
    renderAdd();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ });
    await user.type(input, 'Soil testing{Enter}Site visits{Enter}Reports{Enter}');
    const texts = () =>
      within(pointsList()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await user.click(screen.getByRole('button', { name: 'Edit point: Site visits' }));
    const editing = screen.getByRole('textbox', { name: 'Edit point 2' });
    await user.clear(editing);
    await user.type(editing, 'Weekly site visits{Enter}');
    expect(texts()).toEqual(['Soil testing', 'Weekly site visits', 'Reports']);
    await user.click(screen.getByRole('button', { name: 'Edit point: Reports' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit point 3' }), ' typed by mistake{Escape}');
    expect(texts()).toEqual(['Soil testing', 'Weekly site visits', 'Reports']);
    await user.click(screen.getByRole('button', { name: 'Move point up: Reports' }));
    expect(texts()).toEqual(['Soil testing', 'Reports', 'Weekly site visits']);
    await user.click(screen.getByRole('button', { name: 'Move point down: Soil testing' }));
    expect(texts()).toEqual(['Reports', 'Soil testing', 'Weekly site visits']);
    expect(screen.getByRole('button', { name: 'Move point up: Reports' })).toBeDisabled();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  test('keeps a typed point that was not added when the field is left, as when Save is tapped first', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ }), 'Soil testing');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(
      within(pointsList()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Soil testing']);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText('At least one service point is required')).not.toBeInTheDocument();
  });

  async function fill() {
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Service Title(?! in Tamil)/ }), 'Structural Design');
    await user.type(screen.getByRole('textbox', { name: /^Service Description(?! in Tamil)/ }), 'Safe designs.');
    await user.upload(screen.getByLabelText(/^Service Image/), imageFile('design.jpg'));
    await user.type(screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ }), 'IS codes{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
  }

  test('creates the service, shows Processing..., then the success toast and /admin', async () => {
    const { router } = renderAdd([
      {
        request: {
          query: createServiceMutation,
          variables: (v: Record<string, unknown>) =>
            JSON.stringify(v.input) ===
            JSON.stringify({
              title: 'Structural Design',
              description: 'Safe designs.',
              points: ['IS codes'],
              published: true,
              ta: { title: null, description: null, points: [] },
            }),
        },
        result: {
          data: {
            createService: {
              __typename: 'Service',
              id: 's9',
              title: 'Structural Design',
              description: 'Safe designs.',
              imageUrl: '/uploads/s9.jpg',
              points: ['IS codes'],
            },
          },
        },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    await fill();
    await expectSaved(router, 'Processing...', 'Service added successfully!', '/admin/editservice/s9');
  });

  test('sends the Tamil texts beside the English, and shows a server message under its Tamil field', async () => {
    renderAdd([
      {
        request: {
          query: createServiceMutation,
          variables: (v: Record<string, unknown>) =>
            JSON.stringify((v.input as { ta: unknown }).ta) ===
            JSON.stringify({ title: 'கட்டமைப்பு வடிவமைப்பு', description: 'பாதுகாப்பான வடிவமைப்பு.', points: ['IS விதிகள்'] }),
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { 'input.ta.title': 'Title in Tamil must be at most 200 characters' } },
            }),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    const tamilTitle = screen.getByRole('textbox', { name: 'Service Title in Tamil (தமிழில்)' });
    expect(tamilTitle).toHaveAttribute('lang', 'ta');
    expect(tamilTitle).not.toBeRequired();
    expect(tamilTitle).toHaveAccessibleDescription('Shown on the Tamil pages; leave blank to show the English.');
    await user.type(tamilTitle, ' கட்டமைப்பு வடிவமைப்பு ');
    await user.type(screen.getByRole('textbox', { name: 'Service Description in Tamil (தமிழில்)' }), 'பாதுகாப்பான வடிவமைப்பு.');
    await user.type(screen.getByRole('textbox', { name: 'Service Points in Tamil (தமிழில்)' }), 'IS விதிகள்');
    await user.click(screen.getByRole('button', { name: 'Add Tamil point' }));
    expect(screen.getByRole('list', { name: '1 Tamil point' })).toBeInTheDocument();
    await fill();
    expect(await screen.findByText('Title in Tamil must be at most 200 characters')).toBeInTheDocument();
    expect(tamilTitle).toHaveAccessibleDescription(expect.stringContaining('Title in Tamil must be at most 200 characters'));
  });

  test("shows 'Failed to add service.' when the create fails", async () => {
    renderAdd([
      {
        request: { query: createServiceMutation, variables: () => true },
        result: { errors: [new GraphQLError('Unsupported file type', { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } })] },
      },
    ]);
    await fill();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to add service.');
    expect(toast).toHaveTextContent('This file is not a supported image.');
  });
});

describe('Edit Service', () => {
  const loaded = { request: { query: adminServiceQuery, variables: { id: 's1' } }, result: { data: { service: serviceRecord } } };
  const renderEdit = (mocks: Mocks) => renderPage(<EditServicePage />, '/admin/editservice/:id', '/admin/editservice/s1', { mocks });

  test('loads the service with its points', async () => {
    renderEdit([loaded]);
    expect(await screen.findByDisplayValue('Structural Design')).toBeInTheDocument();
    expect(screen.getByText('Update service information')).toBeInTheDocument();
    expect(screen.getByText('Leave empty to keep the current image')).toBeInTheDocument();
    expect(
      within(pointsList()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IS code compliant', 'Site support']);
  });

  test("shows 'Failed to load service data' when loading fails", async () => {
    renderEdit([{ request: loaded.request, error: new Error('boom') }]);
    expect(await screen.findByText('Failed to load service data')).toBeInTheDocument();
  });

  test('same rules as Add Service, image optional', async () => {
    renderEdit([loaded]);
    const user = userEvent.setup();
    await user.clear(await screen.findByDisplayValue('Structural Design'));
    await user.clear(screen.getByRole('textbox', { name: /^Service Description(?! in Tamil)/ }));
    await user.click(screen.getByRole('button', { name: 'Remove point: IS code compliant' }));
    await user.click(screen.getByRole('button', { name: 'Remove point: Site support' }));
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('At least one service point is required')).toBeInTheDocument();
    expect(screen.queryByText('Service image is required')).not.toBeInTheDocument();
  });

  test('updates, shows Updating..., then the success toast and /admin', async () => {
    const { router } = renderEdit([
      loaded,
      {
        request: {
          query: updateServiceMutation,
          variables: (v: Record<string, unknown>) =>
            v.id === 's1' &&
            JSON.stringify((v.input as { points: string[] }).points) === JSON.stringify(['IS code compliant', 'Site support', 'Estimates']) &&
            v.image === undefined,
        },
        result: { data: { updateService: { ...serviceRecord, points: ['IS code compliant', 'Site support', 'Estimates'] } } },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Structural Design');
    await user.type(screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ }), 'Estimates{Enter}');
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    await expectSaved(router, 'Updating...', 'Service updated successfully!', '/admin/editservice/s1');
  });

  test("shows 'Failed to update service.' when the update fails", async () => {
    renderEdit([loaded, { request: { query: updateServiceMutation, variables: () => true }, error: new Error('') }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update service.');
  });

  test('a save sends the version the form’s values started from, even when the service was read again meanwhile', async () => {
    const { cache } = renderEdit([
      loaded,
      {
        request: { query: updateServiceMutation, variables: (v: Record<string, unknown>) => v.version === serviceRecord.version },
        result: {
          errors: [new GraphQLError('Someone else saved this service a moment ago. Reload it to see their changes.', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Structural Design'), ' and checks');
    act(() =>
      cache.writeQuery({
        query: adminServiceQuery,
        variables: { id: 's1' },
        data: { service: { ...serviceRecord, description: 'Designs checked twice.', version: serviceRecord.version + 1 } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Someone else saved this service a moment ago')).toBeInTheDocument();
  });
});
