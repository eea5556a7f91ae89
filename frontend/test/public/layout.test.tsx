import './setup-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { FloatingActions } from '../../src/app/layouts/public/FloatingActions';
import { Footer } from '../../src/app/layouts/public/Footer';
import { Header } from '../../src/app/layouts/public/Header';
import { ScrollToTop } from '../../src/app/layouts/public/ScrollToTop';
import { site } from '../../src/content/site';
import { renderRoutes, setScrollY } from './helpers';

function Shell() {
  return (
    <>
      <ScrollToTop />
      <Header />
      <main>
        <Outlet />
      </main>
      <Footer />
      <FloatingActions />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: ['/', '/about', '/services', '/projects', '/gallery', '/contact', '/login'].map((path) => ({ path, element: <h1>Page {path}</h1> })),
  },
];

const scrollTo = window.scrollTo as jest.Mock;

beforeEach(() => {
  scrollTo.mockClear();
  act(() => setScrollY(0));
});

// The desktop nav is display:none below the lg breakpoint, which is what jsdom sees: query hidden elements too.
// (Hidden elements get no accessible name in jsdom, so find the nav and its links by text.)
function mainNav() {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error('no main nav');
  return nav;
}
const navLink = (name: string) => within(mainNav()).getByText(name).closest('a') as HTMLAnchorElement;

describe('header', () => {
  test('six links; the current route is marked active', () => {
    renderRoutes(routes, { path: '/services' });
    const links = Array.from(mainNav().querySelectorAll('a'));
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'About Us', 'Services', 'Projects', 'Gallery', 'Contact']);
    expect(navLink('Services')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Home')).not.toHaveAttribute('aria-current');
  });

  test('translucent until 50 px of scroll, then solid', () => {
    renderRoutes(routes, { path: '/' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(50));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(51));
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => setScrollY(10));
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('starts solid when the page loads already scrolled', () => {
    act(() => setScrollY(400));
    renderRoutes(routes, { path: '/' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  test('the mobile menu toggles, and choosing a link closes it and navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'Projects' }));

    expect(router.state.location.pathname).toBe('/projects');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the mobile menu', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  test('Home and the logo scroll smoothly to the top', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/' });
    scrollTo.mockClear();
    await user.click(navLink('Home'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: `${site.name}, home` }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });
});

test('the page scrolls to the top on every route change', async () => {
  const user = userEvent.setup();
  renderRoutes(routes, { path: '/' });
  scrollTo.mockClear();
  await user.click(navLink('Gallery'));
  expect(screen.getByRole('heading', { name: 'Page /gallery' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

describe('footer', () => {
  test('four columns: company info, quick links with /login, services, hours and social', () => {
    renderRoutes(routes, { path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Vriddhachalam, Cuddalore District/)).toBeInTheDocument();
    for (const email of site.emails) expect(within(footer).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    for (const phone of site.phones.slice(0, 2)) expect(within(footer).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
    expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Repair and Rehabilitation' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Working Hours' })).toBeInTheDocument();
    expect(within(footer).getByText('9:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(within(footer).getByText('9:00 AM – 4:00 PM')).toBeInTheDocument();
    expect(within(footer).getByText('Closed')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /facebook/i })).toHaveAttribute('href', '#');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: site.developer.name })).toHaveAttribute('target', '_blank');
  });

  test('social placeholders go nowhere', () => {
    renderRoutes(routes, { path: '/about' });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /instagram/i });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('floating buttons', () => {
  test('WhatsApp and call links; scroll-to-top appears past 300 px', async () => {
    renderRoutes(routes, { path: '/' });
    expect(screen.getByRole('link', { name: /chat with us on whatsapp/i })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^https://wa\\.me/${site.whatsapp}`)));
    expect(screen.getByRole('link', { name: /call us at/i })).toHaveAttribute('href', `tel:${site.phones[0].tel}`);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => setScrollY(300));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => setScrollY(301));
    const top = screen.getByRole('button', { name: 'Scroll to top' });
    scrollTo.mockClear();
    fireEvent.click(top);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
