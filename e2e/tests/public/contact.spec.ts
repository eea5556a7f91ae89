import { expect, test } from '@playwright/test';
import { fillContactForm, holdIslandsScript, opened, stubWindowOpen, WHATSAPP_NUMBER } from '../support/public-site';

const FIELDS = ['Your Name', 'Email Address', 'Phone Number', 'Subject', 'Message'] as const;

test('the five fields are required; the filled form opens WhatsApp to the firm with all five values', async ({ page }) => {
  await stubWindowOpen(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const field = (name: string) => form.getByRole('textbox', { name });
  for (const name of FIELDS) await expect(field(name)).toHaveAttribute('required', '');

  await form.getByRole('button', { name: 'Send Message' }).click();
  // The browser stops the submit, shows its message on the first empty field and focuses it.
  await expect(field('Your Name')).toBeFocused();
  for (const name of FIELDS) {
    const state = await field(name).evaluate((el: HTMLInputElement) => ({ missing: el.validity.valueMissing, message: el.validationMessage }));
    expect(state.missing, name).toBe(true);
    expect(state.message, name).not.toBe('');
  }

  await field('Your Name').fill('Arun Kumar');
  await field('Email Address').fill('not-an-email');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(field('Email Address')).toBeFocused();
  expect(await field('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(await field('Phone Number').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  expect(await opened(page)).toEqual([]);
  await expect(form.getByRole('status')).toBeEmpty();

  const values = {
    'Your Name': 'Arun Kumar',
    'Email Address': 'arun.kumar@example.com',
    'Phone Number': '+91 98765 43210',
    Subject: 'House construction estimate',
    Message: 'We have a 30 x 40 plot near the bus stand & want a two-storey house.',
  };
  for (const [name, value] of Object.entries(values)) await field(name).fill(value);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect.poll(async () => (await opened(page)).length).toBe(1);
  const [{ url, target }] = await opened(page);
  expect(target).toBe('_blank');
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
  const text = link.searchParams.get('text') ?? '';
  for (const value of Object.values(values)) expect(text).toContain(value);

  const status = form.getByRole('status');
  await expect(status).toContainText('WhatsApp opened in a new tab');
  await expect(status.getByRole('link', { name: 'open the chat here' })).toHaveAttribute('href', url);
});

test('a form sent before the islands have started is sent once they have: WhatsApp opens once', async ({ page }) => {
  await stubWindowOpen(page);
  const { release } = await holdIslandsScript(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = await fillContactForm(page, 'Sent before the islands started');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Held, not sent as a plain form: the page stays.
  await expect(page).toHaveURL(/\/contact$/);
  release();
  await expect.poll(() => opened(page).then((calls) => calls.length)).toBe(1);
  expect(new URL((await opened(page))[0].url).searchParams.get('text')).toContain('Sent before the islands started');
  await page.waitForTimeout(500);
  expect(await opened(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/contact$/);
});

test('Send tapped twice while the form island is on its way: both held, then WhatsApp opens once', async ({ page }) => {
  await stubWindowOpen(page);
  const { askedFor, release } = await holdIslandsScript(page, /\/ContactForm\.island-[\w-]+\.js$/);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = await fillContactForm(page, 'Tapped twice');
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  await askedFor; // the islands run, and the form's own module is on its way
  await send.click();
  // Neither tap sent the form as a plain page: the page and what was typed stay.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tapped twice');
  release();
  await expect.poll(() => opened(page).then((calls) => calls.length)).toBe(1);
  expect(new URL((await opened(page))[0].url).searchParams.get('text')).toContain('Tapped twice');
  await page.waitForTimeout(500);
  expect(await opened(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/contact$/);
});
