import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminToken, uniqueTitle } from './support/server';
import { textField, toast } from './support/ui';
import {
  createUserWithPassword,
  databaseUrlOf,
  deleteUserIfPresent,
  graphql,
  repoRoot,
  restLogin,
  storeLoginOf,
  strongPassword,
  uniqueEmail,
  tokenAnswer,
  type Login,
  ACCEPTED,
  REFUSED,
} from './support/users';

const run = promisify(execFile);

/** A password input of the admin's forms, by its label (the show / hide button's name starts otherwise). */
function passwordInput(scope: Page, label: string) {
  return scope.getByLabel(new RegExp(`^${label}`)).and(scope.locator('input'));
}

async function loginThroughFormAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await textField(page, 'Email').fill(email);
  await passwordInput(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a login is stored').toBeTruthy();
  return token!;
}

test('an editor added on the Users screen chooses a password with the link, and cannot open Users, Settings or Backups nor use their API', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const name = uniqueTitle('Editor Meena');
  const email = uniqueEmail('meena');
  let editorId: string | undefined;
  const editorContext = await browser.newContext({ baseURL });
  try {
    await openAdmin(page, request, '/admin/users', 'Users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await textField(page, 'Name').fill(name);
    await textField(page, 'E-mail').fill(email);
    await expect(page.getByRole('radio', { name: /^Editor/ })).toBeChecked();
    await page.getByRole('button', { name: 'Add user' }).click();

    const dialog = page.getByRole('dialog', { name: `${name} was added` });
    await expect(dialog).toBeVisible();
    const link = await dialog.getByRole('textbox', { name: 'Set-password link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/set-password#token=[^&]+$`));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });
    await expect(card).toContainText('Editor');
    const users = await graphql<{ users: { id: string; email: string }[] }>(request, '{ users { id email } }', {}, await adminToken(request));
    editorId = users.data?.users.find((user) => user.email === email)?.id;
    expect(editorId, 'the editor was saved').toBeDefined();

    // The editor, in a browser of their own, opens the link and chooses a password.
    const editor = await editorContext.newPage();
    await editor.goto(link);
    await expect(editor.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    const password = strongPassword();
    await passwordInput(editor, 'New password').fill(password);
    await passwordInput(editor, 'Repeat new password').fill(password);
    await editor.getByRole('button', { name: 'Save password and log in' }).click();
    await expect(editor).toHaveURL(/\/admin$/);
    await expect(editor.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

    const menu = editor.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'All Projects' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    for (const hidden of ['Users', 'Settings', 'Backups']) await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

    for (const adminOnly of ['/admin/users', '/admin/settings', '/admin/backups']) {
      await editor.goto(adminOnly);
      await expect(editor.getByText('Only an admin can open this page.'), adminOnly).toBeVisible();
      await expect(editor.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    }

    // The server refuses the editor's token too, whatever the screens show.
    const token = await storedToken(editor);
    const settings = ((await (await request.get('/api/settings')).json()) as { data: unknown }).data;
    const put = await request.put('/api/settings', { data: settings, headers: { authorization: `Bearer ${token}` } });
    expect(put.status(), await put.text()).toBe(403);
    for (const query of ['{ users { id } }', '{ backups { backups { name } } }']) {
      const refused = await graphql(request, query, {}, token);
      expect(
        refused.errors.map((error) => error.extensions?.code),
        query,
      ).toEqual(['FORBIDDEN']);
      expect(refused.status, `${query}: GraphQL answers its errors with HTTP 200 (only an outage changes it)`).toBe(200);
      expect(refused.data, query).toBeNull();
    }
    const added = await graphql(
      request,
      'mutation CreateUser($input: NewUserInput!) { createUser(input: $input) { user { id } } }',
      { input: { name: 'Not Allowed', email: uniqueEmail('not-allowed'), role: 'admin' } },
      token,
      baseURL,
    );
    expect(added.errors.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    // What an editor may do still works: the content lists.
    await editor.goto('/admin');
    await menu.getByRole('link', { name: 'All Projects' }).click();
    await expect(editor.getByRole('heading', { name: 'All Projects' })).toBeVisible();
    await expect(editor.getByRole('listitem').first()).toBeVisible();
    await expect(editor.getByText('Only an admin can open this page.')).toHaveCount(0);
  } finally {
    await editorContext.close();
    await deleteUserIfPresent(request, editorId);
  }
});

test("a password changed on the Account screen ends the account's other sessions; the session that changed it keeps working", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = await createUserWithPassword(request, baseURL!, 'admin', uniqueTitle('Admin Kavitha'));
  const otherContext = await browser.newContext({ baseURL });
  try {
    const first = await restLogin(request, user.email, user.password);
    const second = await restLogin(request, user.email, user.password);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await tokenAnswer(request, second.login!.token), "B's token before the change").toEqual(ACCEPTED);
    const other = await otherContext.newPage();
    await storeLoginOf(other, second.login!);
    await other.goto('/admin/allprojects');
    await expect(other.getByRole('heading', { name: 'All Projects' })).toBeVisible();

    // Session A changes the password on the Account screen.
    await storeLoginOf(page, first.login!);
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = strongPassword();
    await passwordInput(page, 'Current password').fill(user.password);
    await passwordInput(page, 'New password').fill(newPassword);
    await passwordInput(page, 'Repeat new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed. Other sessions have been signed out.')).toBeVisible();
    const tokenOfA = await storedToken(page);
    expect(tokenOfA, 'A got a new token').not.toBe(first.login!.token);

    // Session B's next step is refused: it is sent to the login page, and the API refuses its token.
    await other.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Services' }).click();
    await expect(other).toHaveURL(/\/login\?expired=1$/);
    // Told why: not a vague expiry.
    await expect(other.getByText('Your session has ended because the password was changed. Please log in again.')).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await tokenAnswer(request, second.login!.token), "B's token").toEqual(REFUSED);
    expect(await tokenAnswer(request, first.login!.token), "A's token from before the change").toEqual(REFUSED);
    expect((await restLogin(request, user.email, user.password)).status, 'the old password no longer logs in').toBe(401);

    // Session A keeps working with its new token.
    expect(await tokenAnswer(request, tokenOfA), "A's new token").toEqual(ACCEPTED);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Services' }).click();
    await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/allservices$/);

    // And B logs in again with the new password.
    await textField(other, 'Email').fill(user.email);
    await passwordInput(other, 'Password').fill(newPassword);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  } finally {
    await otherContext.close();
    await deleteUserIfPresent(request, user.id);
  }
});

test('reset-admin-password lets an admin who forgot the password back in, and ends their old sessions', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const user = await createUserWithPassword(request, baseURL!, 'admin', uniqueTitle('Admin Forgetful'));
  try {
    const before = await restLogin(request, user.email, user.password);
    expect(before.status).toBe(200);
    expect(await tokenAnswer(request, before.login!.token), 'the token before the reset').toEqual(ACCEPTED);

    // Two guesses through the form: both refused.
    for (const guess of ['Tamarind-Lantern-guess-one', 'Tamarind-Lantern-guess-two']) {
      await loginThroughFormAs(page, user.email, guess);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page).toHaveURL(/\/login$/);
    }

    // Someone with a shell on the server runs the command on the site's database.
    const { stdout } = await run(process.execPath, [path.join(repoRoot, 'backend/dist/reset-admin-password.js'), '--email', user.email], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrlOf(baseURL!), NODE_ENV: 'test' },
      timeout: 60_000,
    });
    expect(stdout).toContain(`Password reset for ${user.email}. Every session of this account has ended.`);
    const newPassword = /New password \(shown only once\): (\S+)/.exec(stdout)?.[1];
    expect(newPassword, stdout).toBeTruthy();
    expect(newPassword).not.toBe(user.password);

    await loginThroughFormAs(page, user.email, newPassword!);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const login = JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? '{}') as Login;
    expect(login).toMatchObject({ email: user.email, role: 'admin' });

    expect(await tokenAnswer(request, before.login!.token), 'the old token').toEqual(REFUSED);
    expect(await tokenAnswer(request, login.token), 'the new login').toEqual(ACCEPTED);
    expect((await restLogin(request, user.email, user.password)).status, 'the forgotten password').toBe(401);
  } finally {
    await deleteUserIfPresent(request, user.id);
  }
});
