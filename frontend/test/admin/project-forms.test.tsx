import './setup-dom';
import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of, throwError } from 'rxjs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddProjectPage } from '@/admin/projects/AddProjectPage';
import { EditProjectPage } from '@/admin/projects/EditProjectPage';
import { createProjectMutation } from '@/admin/projects/api/create-project';
import { adminProjectQuery } from '@/admin/projects/api/get-admin-project';
import { updateProjectMutation } from '@/admin/projects/api/update-project';
import { expectSaved, imageFile, logIn, renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';
import { projectRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const created = {
  __typename: 'Project',
  id: 'new-1',
  title: 'Bus stand',
  category: 'INFRASTRUCTURE',
  details: 'Roof repair',
  imageUrl: '/uploads/new.jpg',
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('Add Project', () => {
  const renderAdd = (mocks: Mocks = []) => renderPage(<AddProjectPage />, '/admin/addprojects', '/admin/addprojects', { mocks });

  test('shows every validation message under its field and sends nothing', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Details are required')).toBeInTheDocument();
    expect(screen.getByText('Project image is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ })).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ })).toHaveAccessibleDescription('Details are required');
    expect(screen.getByLabelText(/^Project Image/)).toHaveAccessibleDescription(/Project image is required/);
  });

  test("checks the server's limits before sending: a title over 200 characters is refused with the server's message", async () => {
    renderAdd();
    const title = screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ });
    // Typing 201 characters one by one is slow on a busy machine; the form reads the field's value as typed.
    await userEvent.setup().click(title);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title must be at most 200 characters');
  });

  test("checks the year completed with the server's rule before sending", async () => {
    renderAdd();
    const user = userEvent.setup();
    const year = screen.getByRole('textbox', { name: /^Year Completed/ });
    await user.type(year, String(new Date().getFullYear() + 1));
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Year completed cannot be in the future')).toBeInTheDocument();
    expect(year).toHaveAccessibleDescription(expect.stringContaining('Year completed cannot be in the future'));
  });

  test('offers the four categories, residential first', () => {
    renderAdd();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('RESIDENTIAL');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Residential', 'Commercial', 'Industrial', 'Infrastructure']);
  });

  test('previews the chosen images and removes them', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Project Image/), imageFile('main.jpg'));
    expect(screen.getByAltText('Preview of main.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image main.jpg' }));
    expect(screen.queryByAltText('Preview of main.jpg')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Additional Images/), [imageFile('a.jpg'), imageFile('b.png', 10, 'image/png')]);
    expect(screen.getByAltText('Preview of a.jpg')).toBeInTheDocument();
    expect(screen.getByAltText('Preview of b.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.queryByAltText('Preview of a.jpg')).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview of b.png')).toBeInTheDocument();
  });

  test('only offers image files', () => {
    renderAdd();
    expect(screen.getByLabelText(/^Project Image/)).toHaveAttribute('accept', 'image/*,.heic,.heif');
    expect(screen.getByLabelText(/^Additional Images/)).toHaveAttribute('accept', 'image/*,.heic,.heif');
  });

  test('sends the project, shows Processing..., then the success toast with "View on site", and stays on the new project', async () => {
    const main = imageFile('main.jpg');
    const extra = imageFile('extra.jpg');
    const { router } = renderAdd([
      {
        request: {
          query: createProjectMutation,
          variables: (v: Record<string, unknown>) =>
            JSON.stringify(v.input) ===
              JSON.stringify({
                title: 'Bus stand',
                details: 'Roof repair',
                category: 'INFRASTRUCTURE',
                location: 'Vriddhachalam',
                yearCompleted: 2021,
                features: ['Steel roof', 'Rain gutters'],
                published: true,
                ta: { title: 'பேருந்து நிலையம்', details: 'கூரை பழுது நீக்கம்', location: null, features: ['எஃகு கூரை'] },
              }) &&
            v.image === main &&
            Array.isArray(v.images) &&
            v.images[0] === extra,
        },
        result: { data: { createProject: created } },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ }), '  Bus stand ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'INFRASTRUCTURE');
    await user.type(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ }), 'Roof repair');
    await user.type(screen.getByRole('textbox', { name: /^Location(?! in Tamil)/ }), ' Vriddhachalam ');
    await user.type(screen.getByRole('textbox', { name: /^Year Completed/ }), '2021');
    await user.type(screen.getByRole('textbox', { name: /^Key Features(?! in Tamil)/ }), 'Steel roof{Enter}');
    await user.type(screen.getByRole('textbox', { name: /^Key Features(?! in Tamil)/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /^Key Features(?! in Tamil)/ }), 'Rain gutters');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('list', { name: '2 features' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Title in Tamil (தமிழில்)' }));
    await user.paste(' பேருந்து நிலையம் ');
    await user.click(screen.getByRole('textbox', { name: 'Details in Tamil (தமிழில்)' }));
    await user.paste('கூரை பழுது நீக்கம்');
    await user.type(screen.getByRole('textbox', { name: 'Location in Tamil (தமிழில்)' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Key Features in Tamil (தமிழில்)' }), 'எஃகு கூரை');
    await user.click(screen.getByRole('button', { name: 'Add Tamil feature' }));
    expect(screen.getByRole('list', { name: '1 Tamil feature' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Project Image/), main);
    await user.upload(screen.getByLabelText(/^Additional Images/), extra);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Project added successfully!')).toBeInTheDocument();
    expect(screen.getByText('Project added successfully!').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'View on site' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Project edit stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/editproject/${created.id}`);
  });

  async function submitValid() {
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ }), 'Bus stand');
    await user.type(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ }), 'Roof repair');
    await user.upload(screen.getByLabelText(/^Project Image/), imageFile('main.jpg'));
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
  }

  test('shows the server message in an alert toast and stays on the form', async () => {
    const { router } = renderAdd([
      {
        request: { query: createProjectMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Title is too long', {
              extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Title must be at most 200 characters' } },
            }),
          ],
        },
      },
    ]);
    await submitValid();
    const toast = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(toast).toHaveTextContent('Title is too long');
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addprojects');
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled();
  });

  test('sends the same Idempotency-Key after a lost answer, and a new one once the server has answered', async () => {
    const keys: string[] = [];
    const answers = [
      () => throwError(() => new TypeError('Failed to fetch')), // the phone lost its connection: the add may have happened
      () => of({ errors: [{ message: 'Title is too long', extensions: { code: 'BAD_USER_INPUT', fields: {} } }] }),
      () => of({ data: { createProject: created } }),
    ];
    const link = new ApolloLink((operation) => {
      keys.push((operation.getContext().headers as Record<string, string>)['Idempotency-Key']);
      return answers[keys.length - 1]();
    });
    renderPage(<AddProjectPage />, '/admin/addprojects', '/admin/addprojects', { link });
    await submitValid();
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Add Project' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project added successfully!')).toBeInTheDocument();

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  test('falls back to the page text when the server gives no message', async () => {
    renderAdd([{ request: { query: createProjectMutation, variables: () => true }, error: new Error('') }]);
    await submitValid();
    expect(await screen.findByText('Failed to add project. Please try again.')).toBeInTheDocument();
  });

  test.each([
    ['PAYLOAD_TOO_LARGE', 'File too large', 'Image is larger than 10 MB. Please choose a smaller photo.'],
    ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported file type', 'This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.'],
  ])('maps %s to a clear message', async (code, serverMessage, shown) => {
    renderAdd([
      {
        request: { query: createProjectMutation, variables: () => true },
        result: { errors: [new GraphQLError(serverMessage, { extensions: { code } })] },
      },
    ]);
    await submitValid();
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('Edit Project', () => {
  const loaded = { request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project: projectRecord } } };
  const renderEdit = (mocks: Mocks) => renderPage(<EditProjectPage />, '/admin/editproject/:id', '/admin/editproject/p1', { mocks });

  test('loads the project into the form', async () => {
    renderEdit([loaded]);
    expect(screen.getByRole('heading', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.getByText('Update your project details')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Greenview Residency')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('RESIDENTIAL');
    expect(screen.getByText('Leave empty to keep the current image')).toBeInTheDocument();
    expect(screen.getByAltText('Current image')).toBeInTheDocument();
    expect(screen.getByAltText('Current image 1')).toBeInTheDocument();
    expect(screen.getByAltText('Current image 2')).toBeInTheDocument();
  });

  test('shows Failed to load project. when the query fails', async () => {
    renderEdit([{ request: { query: adminProjectQuery, variables: { id: 'p1' } }, error: new Error('boom') }]);
    expect(await screen.findByText('Failed to load project.')).toBeInTheDocument();
  });

  test('shows Failed to load project. for an unknown id', async () => {
    renderEdit([{ request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project: null } } }]);
    expect(await screen.findByText('Failed to load project.')).toBeInTheDocument();
  });

  test('requires title and details (image optional)', async () => {
    renderEdit([loaded]);
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Greenview Residency');
    await user.clear(title);
    await user.type(title, '  ');
    await user.clear(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ }));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Details are required')).toBeInTheDocument();
    expect(screen.queryByText('Project image is required')).not.toBeInTheDocument();
  });

  test('saves changes, sends removed extra images, shows Saving... then success', async () => {
    const replacement = imageFile('new-main.jpg');
    const { router } = renderEdit([
      loaded,
      {
        request: {
          query: updateProjectMutation,
          variables: (v: Record<string, unknown>) =>
            v.id === 'p1' &&
            JSON.stringify(v.input) ===
              JSON.stringify({
                title: 'Greenview Residency II',
                details: 'Twelve villas with rainwater harvesting.',
                category: 'RESIDENTIAL',
                location: null,
                yearCompleted: 2020,
                features: ['Solar water heaters'],
                published: true,
                ta: { title: null, details: null, location: null, features: [] },
              }) &&
            v.image === replacement &&
            JSON.stringify(v.removeImages) === JSON.stringify(['/uploads/p1-a.jpg']),
        },
        result: {
          data: {
            updateProject: { ...projectRecord, title: 'Greenview Residency II', images: ['/uploads/p1-b.jpg'], extraImages: [projectRecord.extraImages[1]] },
          },
        },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Greenview Residency');
    await user.type(title, ' II');
    expect(screen.getByRole('textbox', { name: /^Location(?! in Tamil)/ })).toHaveValue('Neyveli, Cuddalore District');
    expect(screen.getByRole('textbox', { name: /^Year Completed/ })).toHaveValue('2020');
    await user.clear(screen.getByRole('textbox', { name: /^Location(?! in Tamil)/ }));
    await user.click(screen.getByRole('button', { name: 'Remove feature: Rainwater harvesting' }));
    await user.upload(screen.getByLabelText(/^Project Image/), replacement);
    await user.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(screen.getByText('Will be removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await expectSaved(router, 'Saving...', 'Project updated successfully!', '/admin/editproject/p1');
  });

  test('loads the stored Tamil beside the English, sends the whole Tamil as edited, and shows ta.* messages under the Tamil fields', async () => {
    const withTamil = { ...projectRecord, ta: { ...projectRecord.ta, title: 'பசுமை குடியிருப்பு', details: 'பன்னிரண்டு வீடுகள்.', features: ['மழைநீர் சேகரிப்பு'] } };
    renderEdit([
      { ...loaded, result: { data: { project: withTamil } } },
      {
        request: {
          query: updateProjectMutation,
          variables: (v: Record<string, unknown>) =>
            JSON.stringify((v.input as { ta: unknown }).ta) ===
            JSON.stringify({ title: 'பசுமை குடியிருப்பு', details: null, location: 'நெய்வேலி', features: ['மழைநீர் சேகரிப்பு'] }),
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { 'input.ta.location': 'Location in Tamil must be at most 200 characters' } },
            }),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    const tamilTitle = await screen.findByRole('textbox', { name: 'Title in Tamil (தமிழில்)' });
    expect(tamilTitle).toHaveValue('பசுமை குடியிருப்பு');
    expect(tamilTitle).toHaveAttribute('lang', 'ta');
    expect(tamilTitle).toHaveAccessibleDescription('Shown on the Tamil pages; leave blank to show the English.');
    expect(screen.getByRole('list', { name: '1 Tamil feature' })).toHaveTextContent('மழைநீர் சேகரிப்பு');
    await user.clear(screen.getByRole('textbox', { name: 'Details in Tamil (தமிழில்)' }));
    const tamilLocation = screen.getByRole('textbox', { name: 'Location in Tamil (தமிழில்)' });
    await user.type(tamilLocation, 'நெய்வேலி');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(tamilLocation).toHaveAccessibleDescription('Location in Tamil must be at most 200 characters'));
    expect(screen.getByRole('textbox', { name: /^Location(?! in Tamil)/ })).not.toHaveAccessibleDescription(/Tamil/);
  });

  test("checks the Tamil title's limit before sending, under the Tamil field", async () => {
    renderEdit([loaded]);
    const tamilTitle = await screen.findByRole('textbox', { name: 'Title in Tamil (தமிழில்)' });
    await userEvent.setup().click(tamilTitle);
    await userEvent.paste('த'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(tamilTitle).toHaveAccessibleDescription(expect.stringContaining('Title in Tamil must be at most 200 characters')));
  });

  test('leaving with only a Tamil text typed asks first', async () => {
    renderEdit([loaded]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title in Tamil (தமிழில்)' }), 'பசுமை');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  test('a removed extra image can be kept again', async () => {
    renderEdit([loaded]);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Greenview Residency');
    await user.click(screen.getByRole('button', { name: 'Remove current image 2' }));
    await user.click(screen.getByRole('button', { name: 'Keep current image 2' }));
    expect(screen.queryByText('Will be removed')).not.toBeInTheDocument();
  });

  test('shows Failed to update project. when the save fails without a message', async () => {
    renderEdit([loaded, { request: { query: updateProjectMutation, variables: () => true }, error: new Error('') }]);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Greenview Residency');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to update project.');
  });

  test('shows the server message when the save fails with one', async () => {
    renderEdit([
      loaded,
      {
        request: { query: updateProjectMutation, variables: () => true },
        result: { errors: [new GraphQLError('Project not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Greenview Residency');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found');
  });

  test('a save refused because someone else saved first says so; reloading brings their changes in and keeps what was typed', async () => {
    const theirs = { ...projectRecord, details: 'Twelve villas and a park.', version: 4 };
    const { router } = renderEdit([
      loaded,
      {
        request: { query: updateProjectMutation, variables: (v: Record<string, unknown>) => v.version === 3 },
        result: {
          errors: [new GraphQLError('Someone else saved this project a moment ago. Reload it to see their changes.', { extensions: { code: 'CONFLICT' } })],
        },
      },
      { request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project: theirs } } },
      {
        request: {
          query: updateProjectMutation,
          variables: (v: Record<string, unknown>) =>
            v.version === 4 && (v.input as { title: string }).title === 'Greenview Residency II' && (v.input as { details: string }).details === theirs.details,
        },
        result: { data: { updateProject: { ...theirs, title: 'Greenview Residency II', version: 5 } } },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Greenview Residency'), ' II');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));

    const notice = await screen.findByText('Someone else saved this project a moment ago');
    expect(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload, keeping my changes' }));
    expect(await screen.findByDisplayValue(theirs.details)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ })).toHaveValue('Greenview Residency II');
    expect(notice).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editproject/p1'));
    // The form starts again from what was saved: nothing left to save, nothing to ask when leaving.
    expect(await screen.findByRole('textbox', { name: /^Title(?! in Tamil)/ })).toHaveValue('Greenview Residency II');
  });

  test('a save sends the version the form’s values started from, even when the project was read again meanwhile', async () => {
    const { cache } = renderEdit([
      loaded,
      {
        request: { query: updateProjectMutation, variables: (v: Record<string, unknown>) => v.version === projectRecord.version },
        result: {
          errors: [new GraphQLError('Someone else saved this project a moment ago. Reload it to see their changes.', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Greenview Residency'), ' II');
    // Someone else's save reaches this screen's cache (another screen read the project again): the form keeps what it shows.
    act(() =>
      cache.writeQuery({
        query: adminProjectQuery,
        variables: { id: 'p1' },
        data: { project: { ...projectRecord, category: 'RESIDENTIAL', details: 'Twelve villas and a park.', version: projectRecord.version + 1 } },
      }),
    );
    expect(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ })).toHaveValue(projectRecord.details);
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    // Sent with version 3, what the form shows: refused, rather than the other details silently undone.
    expect(await screen.findByText('Someone else saved this project a moment ago')).toBeInTheDocument();
  });

  test('Cancel goes back', async () => {
    const { router } = renderEdit([loaded]);
    await screen.findByDisplayValue('Greenview Residency');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allprojects'));
  });
});
