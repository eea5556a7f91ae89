import './setup-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReloader } from '../../src/components/feedback/States';
import { HomeLatestProjectsQuery } from '../../src/features/home/api/get-latest-projects';
import { LatestProjects } from '../../src/features/home/components/LatestProjects';
import { PublicProjectsQuery } from '../../src/features/projects/api/get-projects';
import { ProjectsGallery } from '../../src/features/projects/components/ProjectsGallery';
import { PublicServicesQuery } from '../../src/features/services/api/get-services';
import { ServiceList } from '../../src/features/services/components/ServiceList';
import { image, project, renderPage } from './helpers';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('home: latest projects', () => {
  const ok = (projects: unknown[]) => [{ request: { query: HomeLatestProjectsQuery }, result: { data: { projects } } }];

  test('loading shows skeletons with a status', () => {
    renderPage(<LatestProjects />, { mocks: ok([]) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  test('loaded shows the six newest, each linking to its page', async () => {
    const projects = Array.from({ length: 8 }, (_, i) => project(i + 1));
    renderPage(<LatestProjects />, { mocks: ok(projects) });
    const list = await screen.findByRole('list');
    const titles = within(list).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(['Project 8', 'Project 7', 'Project 6', 'Project 5', 'Project 4', 'Project 3']);
    expect(within(list).getByRole('link', { name: 'Project 8' })).toHaveAttribute('href', '/projects/p8');
    expect(screen.getAllByRole('link', { name: /view all projects/i })[0]).toHaveAttribute('href', '/projects');
  });

  test('error shows the message and Try Again reloads the page', async () => {
    const reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    renderPage(<LatestProjects />, { mocks: [{ request: { query: HomeLatestProjectsQuery }, error: new Error('Network down') }] });
    expect(await screen.findByText('Failed to load projects. Please try again later.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    reload.mockRestore();
  });

  test('empty state', async () => {
    renderPage(<LatestProjects />, { mocks: ok([]) });
    expect(await screen.findByText('There are no projects available yet.')).toBeInTheDocument();
  });
});

describe('projects page: list and filter', () => {
  const mixed = [
    project(1, 'RESIDENTIAL'),
    project(2, 'COMMERCIAL'),
    project(3, 'RESIDENTIAL'),
    project(4, 'INFRASTRUCTURE'),
  ];
  const ok = (projects: unknown[]) => [{ request: { query: PublicProjectsQuery }, result: { data: { projects } } }];

  test('loading', () => {
    renderPage(<ProjectsGallery />, { mocks: ok(mixed) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  test('error', async () => {
    renderPage(<ProjectsGallery />, { mocks: [{ request: { query: PublicProjectsQuery }, error: new Error('boom') }] });
    expect(await screen.findByText('Failed to load projects. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('empty: the "all" text', async () => {
    renderPage(<ProjectsGallery />, { mocks: ok([]) });
    expect(await screen.findByText('There are no projects available yet.')).toBeInTheDocument();
  });

  test('five filter buttons; all is pressed first and every card links to /projects/{id}', async () => {
    renderPage(<ProjectsGallery />, { mocks: ok(mixed) });
    await screen.findByRole('link', { name: 'Project 1' });
    const group = screen.getByRole('group', { name: /filter projects/i });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\d+$/, ''))).toEqual(['All', 'Residential', 'Commercial', 'Industrial', 'Infrastructure']);
    expect(within(group).getByRole('button', { name: /^all/i })).toHaveAttribute('aria-pressed', 'true');
    for (const p of mixed) expect(screen.getByRole('link', { name: p.title })).toHaveAttribute('href', `/projects/${p.id}`);
  });

  test('filtering works on the client, with aria-pressed and the category empty text', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<ProjectsGallery />, { mocks: ok(mixed) });
    await screen.findByRole('link', { name: 'Project 1' });

    await user.click(screen.getByRole('button', { name: /^residential/i }));
    expect(screen.getByRole('button', { name: /^residential/i })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^all/i })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Project 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Project 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Project 4' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=residential');

    await user.click(screen.getByRole('button', { name: /^industrial/i }));
    expect(screen.getByText('There are no industrial projects available yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^all/i }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  test('a ?category= link opens with that filter', async () => {
    renderPage(<ProjectsGallery />, { mocks: ok(mixed), path: '/?category=commercial' });
    expect(await screen.findByRole('link', { name: 'Project 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Project 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^commercial/i })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('services page', () => {
  const service = (n: number, position: number, points: string[] = ['Point A', 'Point B']) => ({
    __typename: 'Service' as const,
    id: `s${n}`,
    title: `Service ${n}`,
    description: `About service ${n}`,
    imageUrl: `/uploads/s${n}.jpg`,
    image: image(n),
    points,
    position,
  });
  const ok = (services: unknown[]) => [{ request: { query: PublicServicesQuery }, result: { data: { services } } }];

  test('loading', () => {
    renderPage(<ServiceList />, { mocks: ok([]) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services');
  });

  test('error', async () => {
    renderPage(<ServiceList />, { mocks: [{ request: { query: PublicServicesQuery }, error: new Error('boom') }] });
    expect(await screen.findByText('Failed to load services. Please try again later.')).toBeInTheDocument();
  });

  test('empty', async () => {
    renderPage(<ServiceList />, { mocks: ok([]) });
    expect(await screen.findByRole('heading', { name: 'No Services found' })).toBeInTheDocument();
    expect(screen.getByText('There are no services available yet.')).toBeInTheDocument();
  });

  test('loaded: in position order, image, title, description, Key Features, alternating sides', async () => {
    renderPage(<ServiceList />, { mocks: ok([service(2, 2), service(1, 1, ['Survey', 'Drawings']), service(3, 3, [])]) });
    await screen.findByRole('heading', { name: 'Service 1' });
    const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-side'));
    expect(items.map((li) => within(li).getAllByRole('heading')[0].textContent)).toEqual(['Service 1', 'Service 2', 'Service 3']);
    expect(items.map((li) => li.getAttribute('data-side'))).toEqual(['left', 'right', 'left']);
    expect(within(items[0]).getByRole('img', { name: 'Service 1' })).toHaveAttribute('src', '/uploads/p1.jpg');
    expect(within(items[0]).getByText('About service 1')).toBeInTheDocument();
    expect(within(items[0]).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Survey')).toBeInTheDocument();
    expect(within(items[2]).queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
  });
});
