import { expect, test } from '@playwright/test';
import { fillContactForm, holdIslandsScript, opened, stubWindowOpen } from '../support/public-site';

test('the menu toggle opens the links; choosing one navigates and closes the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Projects', 'Gallery', 'Contact']);
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  // Reopened, it marks the current page in red; Escape closes it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const gallery = menu.getByRole('link', { name: 'Gallery' });
  await expect(gallery).toHaveAttribute('aria-current', 'page');
  await expect(gallery).toHaveCSS('color', 'rgb(197, 48, 48)');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(menu).toBeHidden();
});

test('a tap on the menu button before the header has started is not lost', async ({ page }) => {
  // The header's script arrives late, as on a busy phone: the tap comes first.
  const { release } = await holdIslandsScript(page, /\/assets\/Header\.island-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});

test('a tap on the menu button while the islands’ own script is still on its way is not lost', async ({ page }) => {
  // The islands start once the page has loaded: their script is asked for then, and arrives late.
  const { askedFor, release } = await holdIslandsScript(page);
  await page.goto('/');
  await askedFor;
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});

test('a form sent and then the menu tapped before the islands have started: the form is sent, and the menu opens', async ({ page }) => {
  await stubWindowOpen(page);
  const { release } = await holdIslandsScript(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = await fillContactForm(page, 'Sent, then the menu');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect.poll(() => opened(page).then((calls) => calls.length)).toBe(1);
  expect(new URL((await opened(page))[0].url).searchParams.get('text')).toContain('Sent, then the menu');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});
