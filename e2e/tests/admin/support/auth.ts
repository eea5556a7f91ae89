import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminToken } from './server';
import { passwordField, textField } from './ui';

/** Logs in through the form, as the admin would. */
export async function loginThroughForm(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await textField(page, 'Email').fill(ADMIN_EMAIL);
  await passwordField(page).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
}

/** Stores the login as the login page does, without going through the form. */
export async function storeLogin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.goto('/healthz');
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('userInfo', JSON.stringify({ token, name: 'Administrator', email, role: 'admin' }));
      localStorage.setItem('token', token);
    },
    { token, email: ADMIN_EMAIL },
  );
}

/** Opens an admin screen already logged in; with `heading`, waits until the screen shows it. */
export async function openAdmin(page: Page, request: APIRequestContext, path: string, heading?: string | RegExp): Promise<void> {
  await storeLogin(page, request);
  await page.goto(path);
  if (heading !== undefined) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

export async function storedLogin(page: Page): Promise<{ userInfo: string | null; token: string | null }> {
  return page.evaluate(() => ({ userInfo: localStorage.getItem('userInfo'), token: localStorage.getItem('token') }));
}
