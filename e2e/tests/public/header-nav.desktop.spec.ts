import { expect, test } from '@playwright/test';
import { scrollTo } from '../support/public-site';

const BRAND_RED = 'rgb(197, 48, 48)';

const LINKS = [
  { name: 'About Us', path: '/about', h1: 'About Us' },
  { name: 'Services', path: '/services', h1: 'Our Services' },
  { name: 'Projects', path: '/projects', h1: 'Our Projects' },
  { name: 'Gallery', path: '/gallery', h1: 'Gallery' },
  { name: 'Contact', path: '/contact', h1: 'Contact Us' },
  { name: 'Home', path: '/', h1: /Building your vision/ },
];

test('the six header links navigate; the current link is marked and red', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Projects', 'Gallery', 'Contact']);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  for (const link of LINKS) {
    const current = nav.getByRole('link', { name: link.name, exact: true });
    await current.click();
    await expect(page).toHaveURL(new RegExp(`${link.path === '/' ? '/' : link.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.h1);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCSS('color', BRAND_RED);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    for (const other of LINKS.filter((l) => l !== link)) {
      await expect(nav.getByRole('link', { name: other.name, exact: true })).not.toHaveCSS('color', BRAND_RED);
    }
  }
});

test('a project’s detail page keeps Projects marked', async ({ page }) => {
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/[\w-]+$/);
  await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the logo goes home; on the home page, Home scrolls back to the top', async ({ page }) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /, home$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Building your vision');
  await scrollTo(page, 1500);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
