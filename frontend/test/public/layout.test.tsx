import './setup-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE as site } from '@/public/content/site';
import { scrollToTopOnSamePageLinks } from '@/public/islands/core/same-page-links';
import header from '@/public/layout/Header.island';
import scrollTop from '@/public/layout/FloatingActions.island';
import { setReducedMotion, setScrollY } from './helpers';
import { renderServerPage } from './server-page';

const scrollTo = window.scrollTo as jest.Mock;

/** jsdom cannot load another page: a link the page's scripts leave alone is recorded instead of followed. */
const followed: string[] = [];
function recordNavigation(event: MouseEvent) {
  const link = (event.target as Element).closest('a[href]');
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  followed.push(link.getAttribute('href') ?? '');
}

beforeAll(() => {
  scrollToTopOnSamePageLinks();
  window.addEventListener('click', recordNavigation);
});
afterAll(() => window.removeEventListener('click', recordNavigation));

beforeEach(() => {
  scrollTo.mockClear();
  followed.length = 0;
  setReducedMotion(false);
  act(() => setScrollY(0));
});

/** The server's page at `path` (the browser's address too), with the layout's islands mounted on it. */
async function renderLayout(path: string) {
  window.history.replaceState(null, '', path);
  await renderServerPage(path);
  header(screen.getByRole('banner'));
  const toTop = document.querySelector<HTMLElement>('[data-island="FloatingActions"]');
  if (!toTop) throw new Error('no scroll-to-top button');
  scrollTop(toTop);
  return userEvent.setup();
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile' });
const smoothlyToTop = expect.objectContaining({ top: 0, behavior: 'smooth' });

describe('header', () => {
  test('six links; the current page is marked active', async () => {
    await renderLayout('/services');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('translucent until 50 px of scroll, then solid', async () => {
    await renderLayout('/');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(50));
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(51));
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    act(() => setScrollY(10));
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  test('starts solid when the page opens already scrolled', async () => {
    act(() => setScrollY(400));
    await renderLayout('/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  test('the phone menu: rendered closed, the toggle opens it, choosing a link closes it and follows the link', async () => {
    const user = await renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open', 'true');
    const menu = mobileMenu()!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'About Us', 'Services', 'Projects', 'Gallery', 'Contact']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('link', { name: 'Projects' }));
    expect(followed).toEqual(['/projects']);
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open', 'false');
  });

  test('the toggle closes the menu again, and Escape closes it with focus back on the toggle', async () => {
    const user = await renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(toggle);
    expect(mobileMenu()).not.toBeInTheDocument();

    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  test('on the home page, Home and the logo scroll smoothly to the top instead of loading the page again', async () => {
    const user = await renderLayout('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith(smoothlyToTop);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: `${site.name}, home` }));
    expect(scrollTo).toHaveBeenCalledWith(smoothlyToTop);
    expect(followed).toEqual([]);
  });

  test('with reduced motion that scroll is instant', async () => {
    setReducedMotion(true);
    const user = await renderLayout('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'auto' }));
  });

  test('on another page, Home loads the home page', async () => {
    const user = await renderLayout('/about');
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(followed).toEqual(['/']);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('floating buttons', () => {
  test('WhatsApp and call links', async () => {
    await renderLayout('/');
    const quick = screen.getByRole('complementary', { name: 'Quick contact' });
    expect(within(quick).getByRole('link', { name: /chat with us on whatsapp/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^https://wa\\.me/${site.whatsapp}`)),
    );
    expect(within(quick).getByRole('link', { name: /call us at/i })).toHaveAttribute('href', `tel:${site.phones[0].tel}`);
  });

  test('scroll-to-top: rendered hidden, shown past 300 px, scrolls smoothly to the top', async () => {
    const user = await renderLayout('/about');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => setScrollY(300));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => setScrollY(301));
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(smoothlyToTop);
    act(() => setScrollY(0));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
