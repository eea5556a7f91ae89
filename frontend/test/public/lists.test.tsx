import './setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactSection } from '@/public/features/home/components/ContactSection';
import { LatestProjects } from '@/public/features/home/components/LatestProjects';
import { ProjectsGallery } from '@/public/features/projects/components/ProjectsGallery';
import projectsFilter from '@/public/features/projects/components/ProjectsGallery.island';
import { ServiceList } from '@/public/features/services/components/ServiceList';
import { image, project, renderPage } from './helpers';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('home: latest projects', () => {
  test('loaded shows the three newest, each linking to its page', async () => {
    const projects = Array.from({ length: 8 }, (_, i) => project(i + 1));
    renderPage(<LatestProjects projects={projects as never} />);
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Project 8', 'Project 7', 'Project 6']);
    expect(within(list).getByRole('link', { name: 'Project 8' })).toHaveAttribute('href', '/projects/p8');
    expect(screen.getAllByRole('link', { name: /view all projects/i })[0]).toHaveAttribute('href', '/projects');
  });

  test('error shows the message and a Try Again link to the same page', async () => {
    renderPage(<LatestProjects projects={null} />);
    expect(await screen.findByText('Failed to load projects. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
  });

  test('empty state', async () => {
    renderPage(<LatestProjects projects={[] as never} />);
    expect(await screen.findByText('There are no projects available yet.')).toBeInTheDocument();
  });
});

describe('projects page: list and filter', () => {
  const mixed = [project(1, 'RESIDENTIAL'), project(2, 'COMMERCIAL'), project(3, 'RESIDENTIAL'), project(4, 'INFRASTRUCTURE')];
  const chip = (name: RegExp) => within(screen.getByRole('group', { name: /filter projects/i })).getByRole('button', { name });
  const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

  /** Renders the list as the server does for `path`, then starts the island on it as the page's script would. */
  async function renderWithIsland(path = '/') {
    window.history.replaceState(null, '', path);
    const utils = renderPage(<ProjectsGallery projects={mixed as never} />, { path });
    await screen.findByRole('link', { name: 'Project 2' });
    const root = utils.container.querySelector<HTMLElement>('[data-island="ProjectsGallery"]');
    if (!root) throw new Error('the projects-filter island is not marked');
    projectsFilter(root);
    return utils;
  }

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    (window.scrollTo as jest.Mock).mockClear();
  });

  test('error: the message and a Try Again link; no island to filter nothing', async () => {
    const { container } = renderPage(<ProjectsGallery projects={null} />);
    expect(await screen.findByText('Failed to load projects. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  test('empty: the "all" text', async () => {
    renderPage(<ProjectsGallery projects={[] as never} />);
    expect(await screen.findByText('There are no projects available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show all projects' })).not.toBeInTheDocument();
  });

  test('five filter chips linking to their filtered address, with counts; all is pressed first and every card links to /projects/{id}', async () => {
    renderPage(<ProjectsGallery projects={mixed as never} />, { path: '/projects' });
    await screen.findByRole('link', { name: 'Project 1' });
    const buttons = within(screen.getByRole('group', { name: /filter projects/i })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All4', 'Residential2', 'Commercial1', 'Industrial0', 'Infrastructure1']);
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual([
      '/projects',
      '/projects?category=residential',
      '/projects?category=commercial',
      '/projects?category=industrial',
      '/projects?category=infrastructure',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    for (const p of mixed) expect(screen.getByRole('link', { name: p.title })).toHaveAttribute('href', `/projects/${p.id}`);
    expect(screen.getByText('Showing 4 projects')).toBeInTheDocument();
  });

  test('a ?category= address is rendered filtered: every card is in the page, the others hidden', async () => {
    const { container } = renderPage(<ProjectsGallery projects={mixed as never} />, { path: '/?category=commercial' });
    expect(await screen.findByRole('link', { name: 'Project 2' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Project 2']);
    expect(container.querySelectorAll('li[data-category]')).toHaveLength(4);
    expect(chip(/^commercial/i)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^all/i)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Showing 1 project')).toBeInTheDocument();
  });

  test('an empty category is rendered with its message and a way back to all', async () => {
    renderPage(<ProjectsGallery projects={mixed as never} />, { path: '/projects?category=industrial' });
    expect(await screen.findByText('There are no industrial projects available yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all projects' })).toHaveAttribute('href', '/projects');
    expect(shownTitles()).toEqual([]);
  });

  test('the island filters on the client: cards, aria-pressed, the empty text and the address, without a reload or a scroll', async () => {
    const user = userEvent.setup();
    await renderWithIsland();

    await user.click(chip(/^residential/i));
    expect(chip(/^residential/i)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^all/i)).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitles()).toEqual(['Project 1', 'Project 3']);
    expect(screen.queryByRole('link', { name: 'Project 2' })).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/?category=residential');
    expect(screen.getByText('Showing 2 projects')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No projects found' })).not.toBeInTheDocument();

    await user.click(chip(/^industrial/i));
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(screen.getByText('There are no industrial projects available yet.')).toBeVisible();
    expect(screen.getByText('Showing 0 projects')).toBeInTheDocument();
    expect(window.location.search).toBe('?category=industrial');

    await user.click(screen.getByRole('link', { name: 'Show all projects' }));
    expect(shownTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    expect(chip(/^all/i)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^all/i)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'No projects found' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  test('the island starts from the filter the page was rendered with, keeps other parameters, and answers Space', async () => {
    const user = userEvent.setup();
    await renderWithIsland('/?category=commercial&ref=home');
    expect(shownTitles()).toEqual(['Project 2']);

    chip(/^infrastructure/i).focus();
    await user.keyboard(' ');
    expect(chip(/^infrastructure/i)).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(['Project 4']);
    expect(window.location.search).toBe('?category=infrastructure&ref=home');

    await user.click(chip(/^all/i));
    expect(shownTitles()).toHaveLength(4);
    expect(window.location.search).toBe('?ref=home');
  });

  test('a click with a modifier key is left to the browser (a new tab with the filtered page)', async () => {
    await renderWithIsland();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    chip(/^commercial/i).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(chip(/^all/i)).toHaveAttribute('aria-pressed', 'true');
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

  test('error', async () => {
    renderPage(<ServiceList services={null} />);
    expect(await screen.findByText('Failed to load services. Please try again later.')).toBeInTheDocument();
  });

  test('empty', async () => {
    renderPage(<ServiceList services={[] as never} />);
    expect(await screen.findByRole('heading', { name: 'No Services found' })).toBeInTheDocument();
    expect(screen.getByText('There are no services available yet.')).toBeInTheDocument();
  });

  test('loaded: in position order, image, title, description, Key Features, alternating sides', async () => {
    renderPage(<ServiceList services={[service(2, 2), service(1, 1, ['Survey', 'Drawings']), service(3, 3, [])] as never} />);
    await screen.findByRole('heading', { name: 'Service 1' });
    const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-side'));
    expect(items.map((li) => within(li).getAllByRole('heading')[0].textContent)).toEqual(['Service 1', 'Service 2', 'Service 3']);
    expect(items.map((li) => li.getAttribute('data-side'))).toEqual(['left', 'right', 'left']);
    // Each named by its title, through an id of its place on the page.
    expect(items.map((li) => within(li).getByRole('article').getAttribute('aria-labelledby'))).toEqual(['service-1', 'service-2', 'service-3']);
    expect(screen.getByRole('article', { name: 'Service 2' })).toBe(within(items[1]).getByRole('article'));
    expect(within(items[0]).getByRole('img', { name: 'Service 1' })).toHaveAttribute('src', '/uploads/p1.jpg');
    expect(within(items[0]).getByText('About service 1')).toBeInTheDocument();
    expect(within(items[0]).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Survey')).toBeInTheDocument();
    expect(within(items[2]).queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
  });
});

describe('home: contact section', () => {
  test('gives the details and the two ways to write, the contact page form and WhatsApp, with no form of its own', () => {
    renderPage(<ContactSection />);
    const section = screen.getByRole('region', { name: "Let's discuss your project" });
    expect(within(section).getByRole('link', { name: '+91 94432 12345' })).toHaveAttribute('href', 'tel:+919443212345');
    expect(within(section).getByRole('link', { name: /write to us/i })).toHaveAttribute('href', '/contact#contact-form-title');
    expect(within(section).getByRole('link', { name: /chat on whatsapp/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919443212345\?text=/),
    );
    expect(section.querySelector('form, input, textarea')).toBeNull();
  });
});
