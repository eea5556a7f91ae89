import './setup-dom';
import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddGalleryImagePage } from '@/admin/gallery/AddGalleryImagePage';
import { EditGalleryImagePage } from '@/admin/gallery/EditGalleryImagePage';
import { createGalleryImageMutation } from '@/admin/gallery/api/create-gallery-image';
import { adminGalleryImageQuery } from '@/admin/gallery/api/get-admin-gallery-image';
import { adminGalleryCategoriesQuery } from '@/admin/gallery/api/get-gallery-categories';
import { updateGalleryImageMutation } from '@/admin/gallery/api/update-gallery-image';
import { expectSaved, imageFile, logIn, renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';
import { categoriesResult, galleryRecord } from './fixtures';

const categories = { request: { query: adminGalleryCategoriesQuery }, result: categoriesResult, maxUsageCount: 5 };

beforeEach(() => {
  resetAdminState();
  logIn();
});

describe('Add Gallery Image', () => {
  const renderAdd = (mocks: Mocks = []) =>
    renderPage(<AddGalleryImagePage />, '/admin/addgalleryimages', '/admin/addgalleryimages', { mocks: [categories, ...mocks] });

  test("shows the form's texts and the loaded categories", async () => {
    renderAdd();
    expect(screen.getByRole('heading', { name: 'Add Gallery Image' })).toBeInTheDocument();
    expect(screen.getByText('Upload new images to your project gallery')).toBeInTheDocument();
    expect(screen.getByText('Click to upload or drag and drop')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const first = within(select).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Select a category');
    expect(first).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Interior' })).toBeInTheDocument();
  });

  test('shows every validation message and blocks the submit', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }), ' ');
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Gallery image is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription('Please select a category');
    expect(screen.getByLabelText(/^Gallery Image/)).toHaveAccessibleDescription(/Gallery image is required/);
  });

  async function fill({ tamilTitle = '' } = {}) {
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }), 'Living room');
    if (tamilTitle) await user.type(screen.getByRole('textbox', { name: /^Image Title in Tamil/ }), tamilTitle);
    const select = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Interior' })).toBeInTheDocument());
    await user.selectOptions(select, 'Interior');
    await user.upload(screen.getByLabelText(/^Gallery Image/), imageFile('room.jpg'));
    expect(screen.getByAltText('Preview of room.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
  }

  test('uploads, shows Processing..., then the success toast and /admin', async () => {
    const { router } = renderAdd([
      {
        request: {
          query: createGalleryImageMutation,
          variables: (v: Record<string, unknown>) =>
            JSON.stringify(v.input) === JSON.stringify({ title: 'Living room', category: 'Interior', published: true, ta: { title: null } }),
        },
        result: {
          data: { createGalleryImage: { __typename: 'GalleryImage', id: 'g9', title: 'Living room', category: 'Interior', imageUrl: '/uploads/g9.jpg' } },
        },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    await fill();
    await expectSaved(router, 'Processing...', 'Image added successfully!', '/admin/allgalleryimages');
  });

  test('sends the Tamil title typed beside the English one', async () => {
    const sent: unknown[] = [];
    const { router } = renderAdd([
      {
        request: { query: createGalleryImageMutation, variables: (v: Record<string, unknown>) => sent.push(v.input) > 0 },
        result: {
          data: { createGalleryImage: { __typename: 'GalleryImage', id: 'g9', title: 'Living room', category: 'Interior', imageUrl: '/uploads/g9.jpg' } },
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: /^Image Title in Tamil/ })).toHaveAttribute('lang', 'ta');
    await fill({ tamilTitle: ' வரவேற்பறை ' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allgalleryimages'));
    expect(sent.at(-1)).toEqual({ title: 'Living room', category: 'Interior', published: true, ta: { title: 'வரவேற்பறை' } });
  });

  test("shows 'Failed to upload image' inside the form when the server gives no message", async () => {
    renderAdd([{ request: { query: createGalleryImageMutation, variables: () => true }, error: new Error('') }]);
    await fill();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload image');
    expect(screen.getByRole('form', { name: 'Add gallery image' })).toContainElement(alert);
  });

  test('shows the server message inside the form', async () => {
    renderAdd([
      {
        request: { query: createGalleryImageMutation, variables: () => true },
        result: { errors: [new GraphQLError('Unknown category', { extensions: { code: 'BAD_USER_INPUT', fields: { category: 'Unknown category' } } })] },
      },
    ]);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown category');
  });

  test('refuses a non-image file dropped on the picker', async () => {
    renderAdd();
    const zone = screen.getAllByTestId('dropzone')[0];
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file (PNG, JPG, GIF, WebP).');
  });

  test('accepts an image dropped on the picker', async () => {
    renderAdd();
    const zone = screen.getAllByTestId('dropzone')[0];
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile('drop.png', 100, 'image/png')], types: ['Files'] } });
    expect(await screen.findByAltText('Preview of drop.png')).toBeInTheDocument();
  });
});

describe('Edit Gallery Image', () => {
  const loaded = { request: { query: adminGalleryImageQuery, variables: { id: 'g1' } }, result: { data: { galleryImage: galleryRecord } } };
  const renderEdit = (mocks: Mocks) =>
    renderPage(<EditGalleryImagePage />, '/admin/editgalleryimage/:id', '/admin/editgalleryimage/g1', { mocks: [categories, ...mocks] });

  test('shows a spinner, then the image in the form', async () => {
    renderEdit([loaded]);
    expect(screen.getByText('Loading image…')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Living room')).toBeInTheDocument();
    expect(screen.getByText('Update image details')).toBeInTheDocument();
    expect(screen.getByText('Leave empty to keep the current image')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('Interior');
  });

  test('keeps a stored category that is not in the list', async () => {
    renderEdit([{ ...loaded, result: { data: { galleryImage: { ...galleryRecord, category: 'Old category' } } } }]);
    await screen.findByDisplayValue('Living room');
    const select = screen.getByRole('combobox', { name: /^Category/ });
    expect(select).toHaveValue('Old category');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Exterior' })).toBeInTheDocument());
    expect(select).toHaveValue('Old category');
  });

  test("'Image not found' with Go Back", async () => {
    const { router } = renderEdit([{ ...loaded, result: { data: { galleryImage: null } } }]);
    expect(await screen.findByText('Image not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allgalleryimages'));
  });

  test("'Failed to load image data' with Go Back", async () => {
    renderEdit([{ request: loaded.request, error: new Error('boom') }]);
    expect(await screen.findByText('Failed to load image data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  test('requires a title', async () => {
    renderEdit([loaded]);
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Living room');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText('Gallery image is required')).not.toBeInTheDocument();
  });

  test('updates, shows Updating..., then goes to /admin', async () => {
    const { router } = renderEdit([
      loaded,
      {
        request: {
          query: updateGalleryImageMutation,
          variables: (v: Record<string, unknown>) => v.id === 'g1' && (v.input as { title: string }).title === 'Living room, east',
        },
        result: { data: { updateGalleryImage: { ...galleryRecord, title: 'Living room, east' } } },
        delay: MUTATION_DELAY_MS,
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Living room'), ', east');
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    await expectSaved(router, 'Updating...', 'Image updated successfully!', '/admin/editgalleryimage/g1');
  });

  test("shows 'Failed to update image' when the update fails", async () => {
    renderEdit([loaded, { request: { query: updateGalleryImageMutation, variables: () => true }, error: new Error('') }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update image');
  });

  test('Cancel goes to the gallery list', async () => {
    const { router } = renderEdit([loaded]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allgalleryimages'));
  });

  test('a save sends the version the form’s values started from, even when the photo was read again meanwhile', async () => {
    const { cache } = renderEdit([
      loaded,
      {
        request: { query: updateGalleryImageMutation, variables: (v: Record<string, unknown>) => v.version === galleryRecord.version },
        result: {
          errors: [new GraphQLError('Someone else saved this photo a moment ago. Reload it to see their changes.', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('Living room'), ', east');
    act(() =>
      cache.writeQuery({
        query: adminGalleryImageQuery,
        variables: { id: 'g1' },
        data: { galleryImage: { ...galleryRecord, category: 'Residential', version: galleryRecord.version + 1 } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByText('Someone else saved this photo a moment ago')).toBeInTheDocument();
  });
});
