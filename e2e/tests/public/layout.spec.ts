import { expect, test, type Page } from '@playwright/test';
import { scrollTo, WHATSAPP_NUMBER } from '../support/public-site';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('the header turns solid past 50 px, the scroll-to-top button shows past 300 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Header: translucent with blur at the top, solid white beyond 50 px.
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.72)');
  await expect(header).toHaveCSS('backdrop-filter', /blur/);
  await scrollTo(page, 50);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await scrollTo(page, 51);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(header).toHaveCSS('backdrop-filter', 'none');
  await expect(header).toBeInViewport();

  // Scroll-to-top: hidden up to 300 px, shown beyond, and it takes the page back up.
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeHidden();
  await scrollTo(page, 300);
  await expect(toTop).toBeHidden();
  await scrollTo(page, 301);
  await expect(toTop).toBeVisible();
  await scrollTo(page, 1200);
  await toTop.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(toTop).toBeHidden();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.72)');
});

test('floating contact links, the footer, and every route change starts at the top', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('complementary', { name: 'Quick contact' });
  await expect(quick.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${WHATSAPP_NUMBER}(\\?|$)`));
  await expect(quick.getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
  await expect(footer).toContainText('Vriddhachalam, Cuddalore District');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveCount(2);

  // A footer link is far down the page; the next page must open at its top.
  await footer.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await expect.poll(() => scrollY(page)).toBe(0);
});
