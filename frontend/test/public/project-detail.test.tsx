import './setup-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageContext } from '@/public/components/seo/page-context';
import { ProjectDetailPage } from '@/public/features/projects/ProjectDetailPage';
import { RelatedProjects } from '@/public/features/projects/components/RelatedProjects';
import projectGallery from '@/public/features/projects/components/ProjectImageGallery.island';
import { expectShowsImage, image, project, renderPage } from './helpers';

const related = (n: number) => ({
  __typename: 'Project' as const,
  id: `r${n}`,
  title: `Related ${n}`,
  category: 'COMMERCIAL' as const,
  location: null,
  imageUrl: `/uploads/r${n}.jpg`,
  image: image(10 + n),
  createdAt: '2024-05-01T00:00:00.000Z',
});

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...project(7, 'RESIDENTIAL', { location: 'Neyveli', createdAt: '2025-03-12T10:00:00.000Z' }),
    features: ['DTCP approved layout', 'Rainwater harvesting'],
    yearCompleted: 2024,
    images: ['/uploads/p8.jpg', '/uploads/p9.jpg'],
    extraImages: [image(8), image(9)],
    related: [related(1), related(2)],
    ...overrides,
  };
}

// The page's meta tags make absolute URLs from the site's origin, which the server provides.
const open = (project: ReturnType<typeof detail> | null, unavailable = false) =>
  renderPage(
    <PageContext.Provider value={{ origin: 'https://example.com' }}>
      <ProjectDetailPage project={project as never} unavailable={unavailable} />
    </PageContext.Provider>,
    { path: '/projects/p7', pattern: '/projects/:id' },
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

test('loaded: every element of the detail page', async () => {
  open(detail());
  expect(await screen.findByRole('heading', { level: 1, name: 'Project 7' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /back to projects/i })[0]).toHaveAttribute('href', '/projects');
  expect(screen.getAllByText('12 March 2025').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Residential').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Neyveli').length).toBeGreaterThan(0);
  const information = screen.getByRole('complementary', { name: 'Project information' });
  expect(within(information).getByText('Year Completed').closest('div')).toHaveTextContent('Year Completed2024');
  expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
  expect(screen.getByText('Details of project 7, a building of our portfolio')).toBeInTheDocument();

  const features = screen.getByRole('heading', { name: 'Key Features' }).parentElement!;
  const items = within(within(features).getByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['1DTCP approved layout', '2Rainwater harvesting']);

  expect(screen.getByRole('heading', { name: 'Need Help?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('heading', { name: 'Interested in this project?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'Related 1' })).toHaveAttribute('href', '/projects/r1');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('main image first, eager; the gallery island switches it from the strip', async () => {
  const user = userEvent.setup();
  const { container } = open(detail());
  await screen.findByRole('heading', { level: 1, name: 'Project 7' });
  const main = screen.getByTestId('project-main-image');
  expectShowsImage(main, 7);
  expect(main).toHaveAttribute('alt', 'Project 7, image 1 of 3');
  expect(main).toHaveAttribute('loading', 'eager');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  const thumbs = screen.getAllByRole('button', { name: /show image/i });
  expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['Show image 1 of 3', 'Show image 2 of 3', 'Show image 3 of 3']);
  expect(thumbs.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  // The strip's thumbnails never compete with the main image for the first paint.
  for (const thumb of thumbs) expect(thumb.querySelector('img')).toHaveAttribute('fetchpriority', 'low');

  const root = container.querySelector<HTMLElement>('[data-island="ProjectImageGallery"]');
  if (!root) throw new Error('the project-gallery island is not marked');
  projectGallery(root);

  await user.click(thumbs[2]);
  expect(screen.getByTestId('project-main-image')).toBe(main);
  expectShowsImage(main, 9);
  expect(main).toHaveAttribute('sizes', '(min-width: 1280px) 800px, (min-width: 1024px) 66vw, (min-width: 768px) 100vw, calc(100vw - 2.5rem)');
  expect(main).toHaveAttribute('alt', 'Project 7, image 3 of 3');
  expect(main).toHaveAttribute('loading', 'eager');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  expect(thumbs.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  // The first picture paints at once (a fade would hold back the largest paint); a chosen one fades in once loaded.
  expect(main).not.toHaveAttribute('data-fade-in');
  fireEvent.load(main);
  expect(main).toHaveAttribute('data-fade-in', '');

  await user.click(thumbs[0]);
  expect(main).toHaveAttribute('src', '/uploads/p7.jpg');
  expect(main).toHaveAttribute('alt', 'Project 7, image 1 of 3');
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
});

test('an extra image without stored sizes is shown from its path, without a srcset', async () => {
  const user = userEvent.setup();
  const { container } = open(detail({ images: ['/uploads/p8.jpg', '/uploads/old.jpg'], extraImages: [image(8)] }));
  await screen.findByRole('heading', { level: 1, name: 'Project 7' });
  projectGallery(container.querySelector<HTMLElement>('[data-island="ProjectImageGallery"]')!);
  const main = screen.getByTestId('project-main-image');
  await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
  expect(main).toHaveAttribute('src', '/uploads/old.jpg');
  expect(main).not.toHaveAttribute('srcset');
  expect(main).not.toHaveAttribute('sizes');
  expect(main).not.toHaveAttribute('data-placeholder');
  await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
  expect(main).toHaveAttribute('srcset', '/uploads/p8-480.webp 480w, /uploads/p8-1200.webp 1200w');
  expect(main).toHaveAttribute('sizes');
});

test('no gallery strip with a single image; a placeholder text without details; no Key Features or year when none', async () => {
  open(detail({ images: [], extraImages: [], details: ' ', features: [], yearCompleted: null }));
  expect(screen.queryByText('Year Completed')).not.toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Project 7' });
  expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /show image/i })).not.toBeInTheDocument();
  expect(screen.getByTestId('project-main-image')).toHaveAttribute('alt', 'Project 7');
  expect(document.querySelector('[data-island]')).toBeNull();
  expect(screen.getByText('Details of this project will be added soon.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
});

test('a missing project shows the error page with "Project not found"', async () => {
  open(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  expect(screen.getByText('Project not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to projects/i })).toHaveAttribute('href', '/projects');
});

test('a project that could not be read shows the load-failure message', async () => {
  open(null, true);
  expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  expect(screen.getByText('Failed to load project details. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to projects/i })).toHaveAttribute('href', '/projects');
});

describe('related projects panel', () => {
  test('shows at most four, each linking to its page', () => {
    renderPage(<RelatedProjects projects={[1, 2, 3, 4, 5].map(related)} />);
    const panel = screen.getByRole('region', { name: 'Related Projects' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/projects/r1', '/projects/r2', '/projects/r3', '/projects/r4']);
    expect(within(panel).queryByText('Related 5')).not.toBeInTheDocument();
  });

  test('says so when there are none', () => {
    renderPage(<RelatedProjects projects={[]} />);
    expect(screen.getByText('No related projects yet.')).toBeInTheDocument();
  });
});
