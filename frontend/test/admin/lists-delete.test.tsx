import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllGalleryImagesPage } from '@/admin/gallery/AllGalleryImagesPage';
import { deleteGalleryImageMutation } from '@/admin/gallery/api/delete-gallery-image';
import { adminGalleryImagesQuery } from '@/admin/gallery/api/get-admin-gallery-images';
import { AllProjectsPage } from '@/admin/projects/AllProjectsPage';
import { deleteProjectMutation } from '@/admin/projects/api/delete-project';
import { adminProjectsQuery } from '@/admin/projects/api/get-admin-projects';
import { AllServicesPage } from '@/admin/services/AllServicesPage';
import { deleteServiceMutation } from '@/admin/services/api/delete-service';
import { adminServicesQuery } from '@/admin/services/api/get-admin-services';
import { logIn, renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';
import { galleryRecord, projectRecord, serviceRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

/** Clicks the card's Delete button, then Delete in the confirmation dialog. */
async function confirmDelete(title: string, dialogName?: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  await user.click(within(await screen.findByRole('alertdialog', { name: dialogName })).getByRole('button', { name: 'Delete' }));
}

const longDetails = 'x'.repeat(140) + ' this part is cut off';
const listProject = (overrides: Record<string, unknown> = {}) => {
  const { images: _images, extraImages: _extra, updatedAt: _updated, ...rest } = projectRecord;
  return { ...rest, ...overrides };
};
const projects = [listProject(), listProject({ id: 'p2', title: 'Warehouse', category: 'INDUSTRIAL', details: longDetails, imageUrl: '', image: null })];
const projectsLoaded = { request: { query: adminProjectsQuery }, result: { data: { projects } } };

describe('All Projects', () => {
  const renderList = (mocks: Mocks) => renderPage(<AllProjectsPage />, '/admin/allprojects', '/admin/allprojects', { mocks });

  test('counts the projects with no Tamil title in a note, and marks each with a No Tamil badge', async () => {
    const tamil = { __typename: 'ProjectTamil', title: 'கிடங்கு' };
    const mixed = [
      listProject(),
      listProject({ id: 'p2', title: 'Warehouse', ta: tamil }),
      listProject({ id: 'p3', title: 'Shop', ta: { ...tamil, title: ' ' } }),
    ];
    renderList([{ request: { query: adminProjectsQuery }, result: { data: { projects: mixed } } }]);
    expect(await screen.findByRole('note')).toHaveTextContent('2 projects have no Tamil title');
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first).getByText('No Tamil')).toBeInTheDocument();
    expect(within(second).queryByText('No Tamil')).not.toBeInTheDocument();
    expect(within(third).getByText('No Tamil')).toBeInTheDocument();
  });

  test('spinner, then cards with badge, image or placeholder, title, 150-character preview and date', async () => {
    renderList([projectsLoaded]);
    expect(screen.getByText('Loading projects…')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByText('Residential')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Greenview Residency' })).toHaveAttribute('src', '/uploads/p1.jpg');
    expect(within(first).getByRole('heading', { name: 'Greenview Residency' })).toBeInTheDocument();
    expect(within(first).getByText('2 Oct 2026')).toBeInTheDocument();
    expect(within(second).getByText('Industrial')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Warehouse (no image)' })).toBeInTheDocument();
    expect(within(second).getByText(`${longDetails.slice(0, 150)}…`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Greenview Residency' })).toHaveAttribute('href', '/admin/editproject/p1');
    expect(within(first).getByRole('button', { name: 'Delete Greenview Residency' })).toBeInTheDocument();
  });

  test("'Could not load projects.' on failure", async () => {
    renderList([{ request: { query: adminProjectsQuery }, error: new Error('Failed to fetch projects') }]);
    expect(await screen.findByText('Could not load projects.')).toBeInTheDocument();
  });

  test("'No projects available.' when empty", async () => {
    renderList([{ request: { query: adminProjectsQuery }, result: { data: { projects: [] } } }]);
    expect(await screen.findByText('No projects available.')).toBeInTheDocument();
  });

  test('delete asks in a dialog; Cancel keeps the project', async () => {
    renderList([projectsLoaded]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Greenview Residency' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project?' });
    expect(dialog).toHaveTextContent('"Greenview Residency" and its images will be removed from the website.');
    // Focus is trapped in the dialog (a real browser focuses Cancel; jsdom has no layout to check tabbability).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Greenview Residency' })).toBeInTheDocument();
  });

  test('confirmed delete shows a per-item spinner, removes the card from the cache and toasts', async () => {
    renderList([
      projectsLoaded,
      { request: { query: deleteProjectMutation, variables: { id: 'p1' } }, result: { data: { deleteProject: true } }, delay: MUTATION_DELAY_MS },
    ]);
    await confirmDelete('Greenview Residency');
    expect(await screen.findByText('Deleting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Greenview Residency' })).toBeDisabled();
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Greenview Residency' })).not.toBeInTheDocument());
    // The other card stays, without a reload of the list (only one list response is mocked).
    expect(screen.getByRole('heading', { name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.queryByText('Loading projects…')).not.toBeInTheDocument();
  });

  test("failure keeps the card and says 'Failed to delete project: {message}'", async () => {
    renderList([
      projectsLoaded,
      {
        request: { query: deleteProjectMutation, variables: { id: 'p1' } },
        result: { errors: [new GraphQLError('Database unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] },
      },
    ]);
    await confirmDelete('Greenview Residency');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete project: Database unavailable');
    expect(screen.getByRole('heading', { name: 'Greenview Residency' })).toBeInTheDocument();
  });

  test("without stored user info: 'You must be logged in to delete projects'", async () => {
    renderList([projectsLoaded]);
    const button = await screen.findByRole('button', { name: 'Delete Greenview Residency' });
    localStorage.removeItem('userInfo');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to delete projects');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test("without a token: 'Authentication token not found. Please log in again.'", async () => {
    renderList([projectsLoaded]);
    const button = await screen.findByRole('button', { name: 'Delete Greenview Residency' });
    localStorage.removeItem('token');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
  });
});

describe('All Gallery Images', () => {
  const loaded = {
    request: { query: adminGalleryImagesQuery },
    result: { data: { galleryImages: [galleryRecord, { ...galleryRecord, id: 'g2', title: 'Facade' }] } },
  };
  const renderList = (mocks: Mocks) => renderPage(<AllGalleryImagesPage />, '/admin/allgalleryimages', '/admin/allgalleryimages', { mocks });

  test('shows image cards with edit links', async () => {
    renderList([loaded]);
    expect(await screen.findByRole('link', { name: 'Edit Living room' })).toHaveAttribute('href', '/admin/editgalleryimage/g1');
    expect(screen.getByRole('heading', { name: 'All Gallery Images' })).toBeInTheDocument();
  });

  test("'Failed to load gallery images.' and 'No images available.'", async () => {
    const { unmount } = renderList([{ request: { query: adminGalleryImagesQuery }, error: new Error('x') }]);
    expect(await screen.findByText('Failed to load gallery images.')).toBeInTheDocument();
    unmount();
    renderList([{ request: { query: adminGalleryImagesQuery }, result: { data: { galleryImages: [] } } }]);
    expect(await screen.findByText('No images available.')).toBeInTheDocument();
  });

  test('delete with confirmation removes the image', async () => {
    renderList([loaded, { request: { query: deleteGalleryImageMutation, variables: { id: 'g1' } }, result: { data: { deleteGalleryImage: true } } }]);
    await confirmDelete('Living room', 'Delete image?');
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Living room' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Edit Facade' })).toBeInTheDocument();
  });

  test("'Failed to delete image' on failure", async () => {
    renderList([loaded, { request: { query: deleteGalleryImageMutation, variables: { id: 'g1' } }, error: new Error('') }]);
    await confirmDelete('Living room');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete image');
    expect(screen.getByRole('link', { name: 'Edit Living room' })).toBeInTheDocument();
  });
});

describe('All Services', () => {
  const loaded = { request: { query: adminServicesQuery }, result: { data: { services: [serviceRecord] } } };
  const renderList = (mocks: Mocks) => renderPage(<AllServicesPage />, '/admin/allservices', '/admin/allservices', { mocks });

  test('shows service cards with image, title, description and edit link', async () => {
    renderList([loaded]);
    expect(await screen.findByRole('heading', { name: 'Structural Design' })).toBeInTheDocument();
    expect(screen.getByText('Safe and economical designs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Structural Design' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Structural Design' })).toHaveAttribute('href', '/admin/editservice/s1');
  });

  test("'Failed to load services.' and 'No services available'", async () => {
    const { unmount } = renderList([{ request: { query: adminServicesQuery }, error: new Error('x') }]);
    expect(await screen.findByText('Failed to load services.')).toBeInTheDocument();
    unmount();
    renderList([{ request: { query: adminServicesQuery }, result: { data: { services: [] } } }]);
    expect(await screen.findByText('No services available')).toBeInTheDocument();
  });

  test('delete with confirmation removes the service', async () => {
    renderList([loaded, { request: { query: deleteServiceMutation, variables: { id: 's1' } }, result: { data: { deleteService: true } } }]);
    await confirmDelete('Structural Design', 'Delete service?');
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No services available')).toBeInTheDocument();
  });

  test("'Failed to delete service' on failure", async () => {
    renderList([loaded, { request: { query: deleteServiceMutation, variables: { id: 's1' } }, result: { data: { deleteService: false } } }]);
    await confirmDelete('Structural Design');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete service');
  });
});
