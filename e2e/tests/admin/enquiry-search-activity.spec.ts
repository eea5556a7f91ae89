import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminToken } from './support/server';
import { toast } from './support/ui';

/** A name nobody else's enquiry has: the other specs send enquiries to the same server. */
const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LAKSHMI = `Lakshmi Q${marker}`;
const SELVI = `Selvi Q${marker}`;
let nextAddress = 1;

/** A visitor's enquiry through the contact form's call; returns its id. */
async function send(request: APIRequestContext, name: string, subject: string): Promise<string> {
  const response = await request.post('/api/enquiries', {
    data: { name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, phone: '+91 90030 12345', subject, message: 'Please call in the evening.' },
    // Each its own address: the contact form allows a few messages per address.
    headers: { 'x-forwarded-for': `198.51.100.${(Date.now() % 200) + nextAddress++}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function remove(request: APIRequestContext, ids: string[]): Promise<void> {
  const token = await adminToken(request);
  for (const id of ids) await request.delete(`/api/enquiries/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

/** No part of the screen wider than the window (nothing to scroll sideways on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('enquiries: search, filter and a private note; the Activity screen', () => {
  const sent: string[] = [];
  test.afterAll(async ({ request }) => remove(request, sent));

  test('search and filter are kept in the address, a note survives a reload, and the Activity screen filters by kind and person', async ({ page, request }) => {
    sent.push(await send(request, LAKSHMI, 'Compound wall, 10% advance?'), await send(request, SELVI, 'Roof repair'));

    await openAdmin(page, request, '/admin/enquiries', 'Enquiries');
    const search = page.getByRole('searchbox', { name: 'Search the enquiries' });
    await search.fill(`q${marker}`);
    await expect(page).toHaveURL(new RegExp(`q=q${marker}`, 'i'));
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
    await expect(page.getByText(`2 enquiries match “q${marker}”`)).toBeVisible();

    // A % is a character like any other.
    await search.fill(`10% advance`);
    await expect(page).toHaveURL(/q=10%25\+advance/);
    await expect(cards.filter({ hasText: LAKSHMI })).toHaveCount(1);
    await expect(cards.filter({ hasText: SELVI })).toHaveCount(0);

    await search.fill(SELVI);
    await expect(page).toHaveURL(/q=Selvi\+Q/);
    await expect(cards).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Show the enquiries' }).selectOption({ label: 'Only replied' });
    await expect(page.getByText(`No enquiries marked Replied match “${SELVI}”.`)).toBeVisible();
    await expect(page).toHaveURL(/status=replied/);
    // Back: the same search, every status.
    await page.goBack();
    await expect(search).toHaveValue(SELVI);
    await expect(page.getByRole('combobox', { name: 'Show the enquiries' })).toHaveValue('');
    await expect(cards).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Show the enquiries' }).selectOption({ label: 'Only closed' });
    await page.getByRole('button', { name: 'Clear the search and filter' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/enquiries$/);

    // A note on Selvi's enquiry, kept after the page is opened again.
    await search.fill(SELVI);
    await expect(page).toHaveURL(/q=Selvi\+Q/);
    const card = cards.filter({ hasText: SELVI });
    await expect(cards).toHaveCount(1);
    await card.getByRole('button', { name: `Add a private note on ${SELVI}'s enquiry` }).click();
    const note = card.getByRole('textbox', { name: `Private note on ${SELVI}'s enquiry` });
    await expect(note).toBeFocused();
    await note.fill('Called back on Monday.\nWants a site visit on Saturday.');
    await card.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await page.goto(page.url());
    await expect(search).toHaveValue(SELVI);
    await expect(cards.filter({ hasText: SELVI }).getByRole('textbox', { name: /Private note/ })).toHaveValue(
      'Called back on Monday.\nWants a site visit on Saturday.',
    );
    // The note is searched too.
    await search.fill('site visit on Saturday');
    await expect(page).toHaveURL(/q=site\+visit\+on\+Saturday/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(SELVI);

    // At a phone's width the filters and the note fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(search).toBeVisible();
    await expect(cards.first().getByRole('button', { name: 'Save note' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The Activity screen, from the menu.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const what = page.getByRole('combobox', { name: 'What' });
    await what.selectOption({ label: 'New enquiries' });
    await expect(page).toHaveURL(/kind=new-enquiries/);
    const entries = page.locator('main li');
    await expect(entries.filter({ hasText: `A visitor sent an enquiry from ${SELVI}` })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'signed in' })).toHaveCount(0);

    await what.selectOption({ label: 'Enquiries answered, noted or deleted' });
    await expect(entries.filter({ hasText: `Administrator added a note to the enquiry from ${SELVI}` })).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'Administrator' });
    await expect(page).toHaveURL(/person=/);
    await expect(entries.filter({ hasText: `added a note to the enquiry from ${SELVI}` })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'A visitor' })).toHaveCount(0);

    // Sign-ins are recorded (the admin's token came from a sign-in).
    await what.selectOption({ label: 'Sign-ins' });
    await expect(entries.filter({ hasText: 'Administrator signed in' }).first()).toBeVisible();
    // Kept after a reload, and the entry links to the enquiries searched for the sender.
    await what.selectOption({ label: 'Enquiries answered, noted or deleted' });
    await page.goto(page.url());
    await expect(page.getByRole('combobox', { name: 'Who' })).not.toHaveValue('');
    await expect(what).toHaveValue('enquiries');
    await entries
      .filter({ hasText: `added a note to the enquiry from ${SELVI}` })
      .getByRole('link', { name: `from ${SELVI}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?q=/);
    await expect(cards).toHaveCount(1);

    // The dashboard's card leads here.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'See all activity' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(entries.first()).toBeVisible();
  });
});
