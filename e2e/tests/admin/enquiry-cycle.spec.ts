import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminToken, uniqueTitle } from './support/server';
import { toast } from './support/ui';

declare global {
  interface Window {
    __chats: string[];
  }
}

interface ApiEnquiry {
  id: string;
  subject: string;
}

async function enquiries(request: APIRequestContext): Promise<ApiEnquiry[]> {
  const response = await request.get('/api/enquiries', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiEnquiry[] }).data;
}

test('an enquiry sent from the contact page is kept, then answered and closed in the admin', async ({ page, request }) => {
  const subject = uniqueTitle('Estimate for a 30 x 40 plot');
  // The machine has no way out to wa.me: record the hand-off instead of opening it.
  await page.addInitScript(() => {
    window.__chats = [];
    window.open = (url?: string | URL) => {
      window.__chats.push(String(url));
      return null;
    };
  });

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toContainText('We keep a copy of your message so we can reply to you.');
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Arun Kumar');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('arun.kumar@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('098765 43210');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('We would like a two-storey house near the bus stand.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => page.evaluate(() => window.__chats.length)).toBe(1);
  const chat = new URL(await page.evaluate(() => window.__chats[0]));
  expect(chat.hostname).toBe('wa.me');
  expect(chat.searchParams.get('text')).toContain(subject);

  const kept = (await enquiries(request)).find((item) => item.subject === subject);
  expect(kept, 'the enquiry was saved before WhatsApp opened').toBeDefined();

  await openAdmin(page, request, '/admin/enquiries', 'Enquiries');
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toContainText('Arun Kumar');
  await expect(card.getByRole('link', { name: 'Call Arun Kumar' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(card.getByRole('link', { name: 'Reply on WhatsApp to Arun Kumar' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210/);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Enquiries/ })).toContainText(/\d+\s*new/);

  await card.getByRole('combobox', { name: 'Status of the enquiry from Arun Kumar' }).selectOption({ label: 'Replied' });
  await expect(toast(page, 'Marked as Replied')).toBeVisible();

  await card.getByRole('button', { name: 'Delete the enquiry from Arun Kumar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete enquiry?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
  expect((await enquiries(request)).some((item) => item.subject === subject)).toBe(false);
  await expect(toast(page, 'Enquiry deleted successfully')).toBeVisible();
});
