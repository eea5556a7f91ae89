import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddGalleryImagePage } from '@/admin/gallery/AddGalleryImagePage';
import { AllGalleryImagesPage } from '@/admin/gallery/AllGalleryImagesPage';
import { createGalleryImageMutation } from '@/admin/gallery/api/create-gallery-image';
import { adminGalleryImagesQuery } from '@/admin/gallery/api/get-admin-gallery-images';
import { adminGalleryCategoriesQuery } from '@/admin/gallery/api/get-gallery-categories';
import { AddProjectPage } from '@/admin/projects/AddProjectPage';
import { AllProjectsPage } from '@/admin/projects/AllProjectsPage';
import { EditProjectPage } from '@/admin/projects/EditProjectPage';
import { PreviewProjectPage, openPreview } from '@/admin/projects/PreviewProjectPage';
import { createProjectMutation } from '@/admin/projects/api/create-project';
import { createProjectPreviewLinkMutation } from '@/admin/projects/api/create-project-preview-link';
import { adminProjectQuery } from '@/admin/projects/api/get-admin-project';
import { adminProjectsQuery } from '@/admin/projects/api/get-admin-projects';
import { updateProjectMutation } from '@/admin/projects/api/update-project';
import { AddServicePage } from '@/admin/services/AddServicePage';
import { AllServicesPage } from '@/admin/services/AllServicesPage';
import { createServiceMutation } from '@/admin/services/api/create-service';
import { adminServicesQuery } from '@/admin/services/api/get-admin-services';
import { imageFile, logIn, renderPage, resetAdminState, type Mocks } from './helpers';
import { categoriesResult, galleryRecord, projectRecord, serviceRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const showOnSite = () => screen.getByRole('checkbox', { name: 'Show on the site' });
const inputOf = (expected: Record<string, unknown>) => (v: Record<string, unknown>) =>
  Object.entries(expected).every(([key, value]) => (v.input as Record<string, unknown>)[key] === value);

describe('"Show on the site" in the forms', () => {
  test('is on for a new project; switched off, the project is sent with published: false', async () => {
    const { router } = renderPage(<AddProjectPage />, '/admin/addprojects', '/admin/addprojects', {
      mocks: [
        {
          request: { query: createProjectMutation, variables: inputOf({ title: 'Bus stand', published: false }) },
          result: { data: { createProject: { __typename: 'Project', id: 'new-1' } } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(showOnSite()).toBeChecked();
    expect(showOnSite()).toHaveAccessibleDescription('Visitors see it as soon as it is saved.');
    await user.type(screen.getByRole('textbox', { name: /^Title(?! in Tamil)/ }), 'Bus stand');
    await user.type(screen.getByRole('textbox', { name: /^Details(?! in Tamil)/ }), 'Roof repair');
    await user.upload(screen.getByLabelText(/^Project Image/), imageFile('main.jpg'));
    await user.click(showOnSite());
    expect(showOnSite()).not.toBeChecked();
    expect(showOnSite()).toHaveAccessibleDescription('Hidden: only the admin sees it until this is switched on.');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editproject/new-1'));
  });

  test("loads a hidden project's switch off, and switching it on sends published: true", async () => {
    const hidden = { ...projectRecord, published: false };
    const { router } = renderPage(<EditProjectPage />, '/admin/editproject/:id', '/admin/editproject/p1', {
      mocks: [
        { request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project: hidden } } },
        {
          request: { query: updateProjectMutation, variables: (v: Record<string, unknown>) => v.id === 'p1' && inputOf({ published: true })(v) },
          result: { data: { updateProject: { ...projectRecord, published: true } } },
        },
      ],
    });
    await screen.findByDisplayValue('Greenview Residency');
    expect(showOnSite()).not.toBeChecked();
    await userEvent.setup().click(showOnSite());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editproject/p1'));
  });

  test('sends published: false for a gallery image and a service switched off', async () => {
    const user = userEvent.setup();
    const gallery = renderPage(<AddGalleryImagePage />, '/admin/addgalleryimages', '/admin/addgalleryimages', {
      mocks: [
        { request: { query: adminGalleryCategoriesQuery }, result: categoriesResult },
        {
          request: { query: createGalleryImageMutation, variables: inputOf({ title: 'Living room', published: false }) },
          result: { data: { createGalleryImage: { __typename: 'GalleryImage', id: 'g9' } } },
        },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }), 'Living room');
    const select = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Interior' })).toBeInTheDocument());
    await user.selectOptions(select, 'Interior');
    await user.upload(screen.getByLabelText(/^Gallery Image/), imageFile('room.jpg'));
    await user.click(showOnSite());
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByText('Image added successfully!')).toBeInTheDocument();
    gallery.unmount();

    renderPage(<AddServicePage />, '/admin/addservices', '/admin/addservices', {
      mocks: [
        {
          request: { query: createServiceMutation, variables: inputOf({ title: 'Structural Design', published: false }) },
          result: { data: { createService: { __typename: 'Service', id: 's9' } } },
        },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /^Service Title(?! in Tamil)/ }), 'Structural Design');
    await user.type(screen.getByRole('textbox', { name: /^Service Description(?! in Tamil)/ }), 'Safe designs.');
    await user.upload(screen.getByLabelText(/^Service Image/), imageFile('design.jpg'));
    await user.type(screen.getByRole('textbox', { name: /^Service Points(?! in Tamil)/ }), 'IS codes{Enter}');
    await user.click(showOnSite());
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service added successfully!')).toBeInTheDocument();
  });
});

describe('hidden items in the admin lists', () => {
  const listProject = (overrides: Record<string, unknown>) => {
    const { images: _images, extraImages: _extra, updatedAt: _updated, ...rest } = projectRecord;
    return { ...rest, ...overrides };
  };
  const projects = [listProject({}), listProject({ id: 'p2', title: 'Secret showroom', published: false })];
  const renderProjects = () =>
    renderPage(<AllProjectsPage />, '/admin/allprojects', '/admin/allprojects', {
      mocks: [{ request: { query: adminProjectsQuery }, result: { data: { projects } } }],
    });
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  test('mark a hidden project, count it apart, offer its preview in a new tab, and hide or show each with one tap', async () => {
    renderProjects();
    const [shown, hidden] = await screen.findAllByRole('listitem');
    expect(screen.getByText('1 project on the website, 1 hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(shown).queryByText('Hidden')).not.toBeInTheDocument();
    const preview = within(hidden).getByRole('link', { name: 'Preview: Secret showroom (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/admin/projects/p2/preview');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(within(shown).queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: /^View on site: / })).toHaveAttribute('href', expect.stringMatching(/^\/projects\/.+/));
    // One tap hides a shown one, or shows a hidden one.
    expect(within(shown).getByRole('button', { name: /^Hide .+ from the site$/ })).toHaveTextContent('Hide');
    expect(within(hidden).getByRole('button', { name: 'Show Secret showroom on the site' })).toHaveTextContent('Show on site');
  });

  test('filter All / On the site / Hidden', async () => {
    renderProjects();
    await screen.findAllByRole('listitem');
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Hidden' }));
    await waitFor(() => expect(titles()).toEqual(['Secret showroom']));
    await user.click(screen.getByRole('radio', { name: 'On the site' }));
    await waitFor(() => expect(titles()).toEqual(['Greenview Residency']));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(titles()).toEqual(['Greenview Residency', 'Secret showroom']));
  });

  test('say so when no item matches the filter', async () => {
    renderPage(<AllServicesPage />, '/admin/allservices', '/admin/allservices', {
      mocks: [{ request: { query: adminServicesQuery }, result: { data: { services: [serviceRecord] } } }],
    });
    await screen.findAllByRole('listitem');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Hidden' }));
    expect(await screen.findByText('Nothing is hidden.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  test('mark hidden gallery images too', async () => {
    const images = [galleryRecord, { ...galleryRecord, id: 'g2', title: 'Unfinished kitchen', published: false }];
    renderPage(<AllGalleryImagesPage />, '/admin/allgalleryimages', '/admin/allgalleryimages', {
      mocks: [{ request: { query: adminGalleryImagesQuery }, result: { data: { galleryImages: images } } }],
    });
    const [shown, hidden] = await screen.findAllByRole('listitem');
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(shown).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.getByText('1 image in the gallery, 1 hidden')).toBeInTheDocument();
  });
});

describe('Preview', () => {
  const renderPreview = (mocks: Mocks) => renderPage(<PreviewProjectPage />, '/admin/projects/:id/preview', '/admin/projects/p2/preview', { mocks });

  test("goes to the server's short-lived link for the project", async () => {
    const go = jest.spyOn(openPreview, 'go').mockImplementation(() => undefined);
    renderPreview([
      {
        request: { query: createProjectPreviewLinkMutation, variables: { id: 'p2' } },
        result: { data: { createProjectPreviewLink: '/preview/projects/p2?token=abc' } },
      },
    ]);
    expect(screen.getByText('Opening the preview…')).toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/preview/projects/p2?token=abc'));
    expect(go).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });

  test('says why when the link cannot be made', async () => {
    renderPreview([
      {
        request: { query: createProjectPreviewLinkMutation, variables: { id: 'p2' } },
        result: { errors: [new GraphQLError('Project not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText('Could not open the preview.')).toBeInTheDocument();
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to All Projects' })).toBeInTheDocument();
  });
});
