import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { documentTitle, GALLERY_TITLES, projectCard, projectIdByTitle, RESIDENCE, SEEDED_PROJECTS, SERVICE_TITLES } from './public-site';

export interface PublicRoute {
  name: string;
  /** The path to open (may need the server, e.g. for a seeded project's id). */
  path: (request: APIRequestContext) => Promise<string>;
  title: string;
  h1: string | RegExp;
  /** Waits until the page's seeded/static content is on screen (and so ready for axe). */
  expectContent: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    name: 'home',
    path: async () => '/',
    title: documentTitle(),
    h1: /Building your vision with\s+excellence\s+& integrity/,
    async expectContent(page) {
      const stats = main(page).getByRole('region', { name: 'Our record in numbers' });
      for (const stat of ['25+', '500+', '100%', '50+']) await expect(stats.getByText(stat, { exact: true })).toBeVisible();
      const services = main(page).getByRole('region', { name: 'Complete building services under one roof' });
      for (const title of SERVICE_TITLES) await expect(services.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Get Free Consultation' }).first()).toHaveAttribute('href', '/contact');
      await expect(main(page).getByRole('link', { name: 'View Our Projects' })).toHaveAttribute('href', '/projects');
      // The newest projects from the server (the admin tests may add their own, so no titles here).
      const latest = main(page).getByRole('region', { name: 'Our latest projects' });
      await expect(latest.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/projects\/[\w-]+$/);
      await expect(main(page).getByRole('group', { name: 'Choose a testimonial' }).getByRole('button')).toHaveCount(4);
    },
  },
  {
    name: 'about',
    path: async () => '/about',
    title: documentTitle('About Us'),
    h1: 'About Us',
    async expectContent(page) {
      for (const heading of ['Founded in Vriddhachalam', 'What drives us', 'Er. K. Ramasamy']) {
        await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(
        main(page)
          .getByText(/since 1995|in 1995/i)
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'services',
    path: async () => '/services',
    title: documentTitle('Services'),
    h1: 'Our Services',
    async expectContent(page) {
      const articles = main(page).getByRole('article');
      for (const title of SERVICE_TITLES) {
        const article = articles.filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
        await expect(article).toHaveCount(1);
        await expect(article.getByRole('heading', { name: 'Key Features' })).toBeVisible();
        await expect(article.getByRole('img', { name: title, exact: true })).toBeVisible();
      }
    },
  },
  {
    name: 'projects',
    path: async () => '/projects',
    title: documentTitle('Projects'),
    h1: 'Our Projects',
    async expectContent(page) {
      for (const project of SEEDED_PROJECTS) await expect(projectCard(page, project.title)).toBeVisible();
      await expect(projectCard(page, RESIDENCE.title).getByRole('img', { name: RESIDENCE.title })).toBeVisible();
    },
  },
  {
    name: 'project detail',
    path: async (request) => `/projects/${await projectIdByTitle(request, RESIDENCE.title)}`,
    title: documentTitle(RESIDENCE.title),
    h1: RESIDENCE.title,
    async expectContent(page) {
      await expect(main(page).getByRole('heading', { name: 'Description' })).toBeVisible();
      await expect(main(page).getByText(RESIDENCE.detailsStart)).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Related Projects' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'gallery',
    path: async () => '/gallery',
    title: documentTitle('Gallery'),
    h1: 'Gallery',
    async expectContent(page) {
      // A thumbnail is a link to the full image, which the gallery island turns into a button opening the lightbox.
      for (const title of GALLERY_TITLES) {
        const name = `Open image: ${title}`;
        const thumbnail = main(page).getByRole('button', { name }).or(main(page).getByRole('link', { name }));
        await expect(thumbnail).toBeVisible();
        await expect(thumbnail.getByRole('img', { name: title })).toHaveAttribute('src', /\S/);
      }
    },
  },
  {
    name: 'contact',
    path: async () => '/contact',
    title: documentTitle('Contact Us'),
    h1: 'Contact Us',
    async expectContent(page) {
      for (const label of ['Your Name', 'Email Address', 'Phone Number', 'Subject', 'Message']) {
        await expect(main(page).getByRole('textbox', { name: label })).toBeVisible();
      }
      await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
      await expect(main(page).getByText('Vriddhachalam, Cuddalore District').first()).toBeVisible();
      await expect(main(page).locator('iframe[title^="Map of"]')).toBeAttached();
    },
  },
];
