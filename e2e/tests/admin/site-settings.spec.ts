import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminToken } from './support/server';
import { toast } from './support/ui';

/** The settings as they were before the test, put back after it (the other admin tests read the defaults). */
let saved: unknown;

test.beforeEach(async ({ request }) => {
  saved = ((await (await request.get('/api/settings')).json()) as { data: unknown }).data;
});
test.afterEach(async ({ request }) => {
  await putSettings(request, saved);
});

async function putSettings(request: APIRequestContext, settings: unknown) {
  const response = await request.put('/api/settings', { data: settings, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status(), await response.text()).toBe(200);
}

test("the firm's details changed in the admin's Settings show on the home and contact pages, their footer and JSON-LD at once", async ({ page, request }) => {
  await openAdmin(page, request, '/admin/settings', 'Settings');
  const contact = page.locator('#settings-contact');
  const firstNumber = contact.getByRole('textbox', { name: 'Number' }).first();
  await firstNumber.fill('04143 250 999');
  await expect(contact.getByText('+91 4143 250 999')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'tel:+914143250999' })).toBeVisible();
  const whatsapp = contact.getByRole('textbox', { name: 'WhatsApp number' });
  await whatsapp.fill('98765 01234');
  await expect(contact.getByRole('link', { name: 'https://wa.me/919876501234' })).toBeVisible();
  await page.locator('#settings-address').getByRole('textbox', { name: 'Street', exact: true }).fill('7, Palakkarai Main Road');
  await page.locator('#settings-address').getByRole('textbox', { name: 'Street in Tamil (தமிழில்)' }).fill('7, பாலக்கரை மெயின் ரோடு');
  // The code Google's "Embed a map" gives is taken whole; its address is kept.
  const embed = page.locator('#settings-address').getByRole('textbox', { name: 'Map embed link' });
  const embedAddress = await embed.inputValue();
  await embed.fill(
    `<iframe src="${embedAddress.replace(/&/g, '&amp;')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
  );
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved!')).toBeVisible();
  await expect(firstNumber).toHaveValue('+91 4143 250 999');
  await expect(embed).toHaveValue(embedAddress);
  await expect(page.getByText('All changes saved.')).toBeVisible();

  for (const path of ['/', '/contact']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+91 4143 250 999' })).toHaveAttribute('href', 'tel:+914143250999');
    await expect(footer).toContainText('7, Palakkarai Main Road');
    await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/919876501234/);
    const firm = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat())
        .find((node) => node?.['@type'] === 'GeneralContractor'),
    );
    expect([firm.telephone].flat()[0]).toBe('+914143250999');
    expect(firm.address.streetAddress).toBe('7, Palakkarai Main Road');
  }
  // The Tamil pages show the Tamil street typed beside the English one.
  await page.goto('/ta/contact');
  await expect(page.getByRole('contentinfo')).toContainText('7, பாலக்கரை மெயின் ரோடு');
});

test('a save made after another admin saved is refused with a notice; reloading brings their changes in and keeps what was typed', async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin/settings', 'Settings');
  const firm = page.locator('#settings-firm');
  await firm.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Built on trust since 1995');

  // Meanwhile another admin saves a new firm name (through the API, with the version they read).
  const read = await request.get('/api/settings');
  const theirs = { ...((await read.json()) as { data: Record<string, unknown> }).data, firmName: 'Sri Vriddhi Builders & Co.' };
  const other = await request.put('/api/settings', {
    data: theirs,
    headers: { authorization: `Bearer ${await adminToken(request)}`, 'if-match': read.headers().etag },
  });
  expect(other.status(), await other.text()).toBe(200);

  await page.getByRole('button', { name: 'Save Settings' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else saved these settings a moment ago' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  await notice.getByRole('button', { name: 'Reload, keeping my changes' }).click();

  await expect(firm.getByRole('textbox', { name: 'Firm name', exact: true })).toHaveValue('Sri Vriddhi Builders & Co.');
  await expect(firm.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue('Built on trust since 1995');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved!')).toBeVisible();

  const stored = ((await (await request.get('/api/settings')).json()) as { data: { firmName: string; tagline: string } }).data;
  expect([stored.firmName, stored.tagline]).toEqual(['Sri Vriddhi Builders & Co.', 'Built on trust since 1995']);
});
