import './setup-dom';
import { screen, waitFor } from '@testing-library/react';
import { publicRoutes } from '../../src/app/routes/public-routes';
import { site } from '../../src/content/site';
import { PublicGalleryImagesQuery } from '../../src/features/gallery/api/get-gallery-images';
import { HomeLatestProjectsQuery } from '../../src/features/home/api/get-latest-projects';
import { PublicProjectQuery } from '../../src/features/projects/api/get-project';
import { PublicProjectsQuery } from '../../src/features/projects/api/get-projects';
import { PublicServicesQuery } from '../../src/features/services/api/get-services';
import { project, renderRoutes } from './helpers';

const mocks = [
  { request: { query: HomeLatestProjectsQuery }, result: { data: { projects: [project(1)] } }, maxUsageCount: 5 },
  { request: { query: PublicProjectsQuery }, result: { data: { projects: [project(1)] } }, maxUsageCount: 5 },
  { request: { query: PublicServicesQuery }, result: { data: { services: [] } }, maxUsageCount: 5 },
  { request: { query: PublicGalleryImagesQuery }, result: { data: { galleryImages: [] } }, maxUsageCount: 5 },
  {
    request: { query: PublicProjectQuery, variables: { id: 'p1' } },
    result: { data: { project: { ...project(1), features: [], images: [], extraImages: [], related: [] } } },
    maxUsageCount: 5,
  },
];

const pages: [path: string, h1: string | RegExp, title: RegExp][] = [
  ['/', /building your vision/i, new RegExp(`^${site.name} \\| `)],
  ['/about', 'About Us', /^About Us \| /],
  ['/services', 'Our Services', /^Services \| /],
  ['/projects', 'Our Projects', /^Projects \| /],
  ['/projects/p1', 'Project 1', /^Project 1 \| /],
  ['/gallery', 'Gallery', /^Gallery \| /],
  ['/contact', 'Contact Us', /^Contact Us \| /],
  ['/no/such/page', '404 - Page Not Found', /^Page Not Found \| /],
];

describe.each(pages)('%s', (path, h1, title) => {
  test('renders inside the layout with landmarks, exactly one h1, its own title and description', async () => {
    renderRoutes(publicRoutes, { path, mocks });
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    // Let data-driven sections settle so a late h1 cannot slip in.
    await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(document.title).toMatch(title));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(20);
    for (const img of document.querySelectorAll('img')) expect(img).toHaveAttribute('alt');
  });
});

test('the 404 page offers a way home', async () => {
  renderRoutes(publicRoutes, { path: '/nowhere', mocks });
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
});

test('each page has a different description', async () => {
  const seen = new Set<string>();
  for (const [path, h1] of pages) {
    const { unmount } = renderRoutes(publicRoutes, { path, mocks });
    await screen.findByRole('heading', { level: 1, name: h1 });
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).not.toBeNull());
    seen.add(document.querySelector('meta[name="description"]')!.getAttribute('content')!);
    unmount();
  }
  expect(seen.size).toBe(pages.length);
});
