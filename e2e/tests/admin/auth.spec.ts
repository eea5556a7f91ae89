import { expect, test } from '@playwright/test';
import { loginThroughForm, storedLogin } from './support/auth';
import { ADMIN_EMAIL, listGalleryImages, uniqueTitle, uploadListing } from './support/server';
import { adminImageFiles } from './support/images';
import { fileField, passwordField, selectField, textField } from './support/ui';

test.describe('login', () => {
  test('a wrong password shows the server message inline and stores nothing', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await textField(page, 'Email').fill(ADMIN_EMAIL);
    await passwordField(page).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedLogin(page)).toEqual({ userInfo: null, token: null });
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && request.method() === 'POST') sent.push(request.postData() ?? '');
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(sent.filter((body) => body.includes('Login'))).toEqual([]);
  });

  test('success shows the busy label, goes to /admin and stores userInfo and token', async ({ page }) => {
    // Hold the login request until the busy state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation Login')) await released;
      await route.continue();
    });

    await page.goto('/login');
    await textField(page, 'Email').fill(ADMIN_EMAIL);
    await passwordField(page).fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const { userInfo, token } = await storedLogin(page);
    expect(token).toBeTruthy();
    const info = JSON.parse(userInfo ?? 'null') as Record<string, unknown>;
    expect(info).toEqual({ token, name: expect.any(String), email: ADMIN_EMAIL, role: 'admin' });
    expect(String(info.name).length).toBeGreaterThan(0);
  });
});

test.describe('guard', () => {
  for (const path of ['/admin', '/admin/allprojects', '/admin/editproject/123', '/addservices']) {
    test(`${path} without a login goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    });
  }

  test('stored user info that cannot be parsed or has no token counts as logged out', async ({ page }) => {
    await page.goto('/healthz');
    await page.evaluate(() => localStorage.setItem('userInfo', '{not json'));
    await page.goto('/admin/allgalleryimages');
    await expect(page).toHaveURL(/\/login$/);

    await page.evaluate(() => localStorage.setItem('userInfo', JSON.stringify({ name: 'x', email: 'x@y.z', role: 'admin' })));
    await page.goto('/admin/allservices');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('logout clears both keys and goes to /login; the admin stays closed afterwards', async ({ page }) => {
  await loginThroughForm(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedLogin(page)).toEqual({ userInfo: null, token: null });
  await page.goto('/admin/addprojects');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server refuses: a save asks to log in again (cancelled: the form stays), a read goes to /login with an explanation; nothing is stored', async ({
  page,
  request,
}) => {
  const files = await adminImageFiles();
  const before = await uploadListing(request);
  const galleryBefore = await listGalleryImages(request);

  // Looks like a JWT, but the server never signed it (an expired or forged token).
  const garbage = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwIiwiZXhwIjoxfQ.c2lnbmF0dXJl';
  await page.goto('/healthz');
  await page.evaluate((token) => {
    localStorage.setItem('userInfo', JSON.stringify({ token, name: 'Administrator', email: 'admin@e2e.example', role: 'admin' }));
    localStorage.setItem('token', token);
  }, garbage);

  // The guard only looks at the stored login, so the screen opens...
  await page.goto('/admin/addgalleryimages');
  await expect(page.getByRole('heading', { name: 'Add Gallery Image' })).toBeVisible();
  await textField(page, 'Image Title').fill(uniqueTitle('Refused token'));
  await selectField(page, 'Category').selectOption({ label: 'Residential' });
  await fileField(page, 'Gallery Image').setInputFiles(files.jpeg);
  await page.getByRole('button', { name: 'Add to Gallery' }).click();

  // ...until the server answers UNAUTHENTICATED: the save waits for a new login, over the form.
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Add Gallery Image' })).toBeVisible();
  await expect(textField(page, 'Image Title')).toHaveValue(/Refused token/);

  // A read with the refused token forgets the login and explains (leaving the filled form asks first).
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Gallery Images' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(await storedLogin(page)).toEqual({ userInfo: null, token: null });
  expect(await listGalleryImages(request)).toEqual(galleryBefore);
  await expect.poll(() => uploadListing(request)).toEqual(before);
});
