import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from './support/auth';
import { Inbox, setPasswordLinkIn } from './support/inbox';
import { adminToken, uniqueTitle } from './support/server';
import { textField } from './support/ui';
import { deleteUserIfPresent, graphql, restLogin, strongPassword, uniqueEmail } from './support/users';

/** A password input of the admin's forms, by its label (the show / hide button's name starts otherwise). */
function passwordInput(scope: Page, label: string) {
  return scope.getByLabel(new RegExp(`^${label}`)).and(scope.locator('input'));
}

async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await passwordInput(page, 'New password').fill(password);
  await passwordInput(page, 'Repeat new password').fill(password);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('the office sets up e-mail in Settings; a new user is invited by e-mail, forgets the password on a phone, and chooses a new one from the e-mailed link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // two browsers, two passwords chosen; past 60 s on a busy machine
  const inbox = new Inbox();
  const port = await inbox.open();
  const name = uniqueTitle('Editor Kavya');
  const email = uniqueEmail('kavya');
  let userId: string | undefined;
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    // Settings → Mail, at 1366 px: the office types what its provider gave it, saves, and sends a test.
    await openAdmin(page, request, '/admin/settings#settings-mail', 'Settings');
    const mail = page.getByRole('form', { name: 'Mail settings' });
    await expect(page.getByText(/^E-mail is not set up\./)).toBeVisible();
    await textField(page, 'Mail server').fill('127.0.0.1');
    await mail.getByRole('combobox', { name: 'Security' }).selectOption('NONE');
    await textField(page, 'Port').fill(String(port));
    await textField(page, 'User name').fill('office@firm.example');
    await passwordInput(page, 'Password').fill('the mailbox password');
    await page.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(
      page.getByText('E-mail is set up: enquiry alerts, new users\' invitations and "Forgot password?" links go out through 127.0.0.1.'),
    ).toBeVisible();
    await textField(page, 'Send a test e-mail to').fill('office@firm.example');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText(/^Sent\. Look for "A test e-mail from your website"/)).toBeVisible();
    expect((await inbox.message('office@firm.example', /^A test e-mail from your website$/)).text).toContain('E-mail works');

    // Users: the new editor's link goes out by e-mail.
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await textField(page, 'Name').fill(name);
    await textField(page, 'E-mail').fill(email);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: `${name} was added` });
    await expect(dialog).toContainText(`We also e-mailed it to ${email}.`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const invitation = await inbox.message(email, /^Your account for the /);
    const firstPassword = strongPassword();
    const phonePage = await phone.newPage();
    await choosePassword(phonePage, setPasswordLinkIn(invitation), firstPassword);
    userId = (await graphql<{ me: { id: string } }>(request, '{ me { id } }', {}, (await restLogin(request, email, firstPassword)).login!.token)).data?.me.id;

    // On the phone, logged out: "Forgot password?" e-mails a link valid for the hour.
    await phonePage.evaluate(() => localStorage.clear());
    await phonePage.goto('/login');
    await textField(phonePage, 'Email').fill(email);
    await phonePage.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await expect(textField(phonePage, 'Email')).toHaveValue(email);
    await phonePage.getByRole('button', { name: 'Send me a link' }).click();
    await expect(phonePage.getByText(/^If an account has this address, an e-mail with a link/)).toBeVisible();
    const reset = await inbox.message(email, /^Choose a new password for the /);
    expect(reset.text).toContain('within the hour');
    const newPassword = strongPassword();
    await choosePassword(phonePage, setPasswordLinkIn(reset), newPassword);
    expect((await restLogin(request, email, firstPassword)).status).toBe(401);
    expect((await restLogin(request, email, newPassword)).status).toBe(200);
  } finally {
    await phone.close();
    await graphql(request, 'mutation { clearMailSettings { source } }', {}, await adminToken(request));
    await deleteUserIfPresent(request, userId);
    await inbox.close();
  }
});
