import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminToken, listProjects } from './support/server';

interface WeekCounts {
  thisWeek: number;
}

interface Figures {
  pageViews: WeekCounts;
  callTaps: WeekCounts;
  whatsappTaps: WeekCounts;
  emailTaps: WeekCounts;
  topProjects: { title: string; path: string; thisWeek: number }[];
}

const FIGURES =
  '{ visitorFigures { pageViews { thisWeek } callTaps { thisWeek } whatsappTaps { thisWeek } emailTaps { thisWeek } topProjects { title path thisWeek } } }';

async function figures(request: APIRequestContext): Promise<Figures> {
  const response = await request.post('/graphql', { data: { query: FIGURES }, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { visitorFigures: Figures } }).data.visitorFigures;
}

/** The beacon a tap sends, once the loader has sent it. */
function beaconSent(page: Page) {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/visits');
}

test('Dashboard figures for taps and views: pages and a project opened, Call and WhatsApp tapped, then seen in the admin at 1366 and 390 px', async ({
  page,
  request,
}) => {
  const [project] = await listProjects(request);
  const before = await figures(request);
  const viewsOfProjectBefore = before.topProjects.find((top) => top.path === `/projects/${project.id}`)?.thisWeek ?? 0;

  // The machine has no way out, and a tel: link would hand the page to a phone app: the links are
  // stopped once the page's own listener (the loader's, which sends the beacon first) has seen the tap.
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="https://wa.me/"], a[href^="mailto:"]') : null;
      if (link) event.preventDefault();
    });
  });

  await page.goto('/');
  await page.goto('/about');
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  const quickContact = page.getByRole('complementary', { name: 'Quick contact' });

  const call = beaconSent(page);
  await quickContact.getByRole('link', { name: /^Call us at/ }).click();
  expect((await call).postDataJSON()).toEqual({ kind: 'call', path: `/projects/${project.id}` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));

  const whatsapp = beaconSent(page);
  await quickContact.getByRole('link', { name: /WhatsApp/ }).click();
  expect((await whatsapp).postDataJSON()).toEqual({ kind: 'whatsapp', path: `/projects/${project.id}` });

  await page.goto('/contact');
  const email = beaconSent(page);
  await page.locator('main a[href^="mailto:"]').first().click();
  expect((await email).postDataJSON()).toEqual({ kind: 'email', path: '/contact' });

  // Counted in memory, written every few seconds: a beacon sent just after one write lands with the next.
  const counted = (figure: Figures) => ({
    views: figure.pageViews.thisWeek >= before.pageViews.thisWeek + 4,
    calls: figure.callTaps.thisWeek - before.callTaps.thisWeek,
    whatsapp: figure.whatsappTaps.thisWeek - before.whatsappTaps.thisWeek,
    email: figure.emailTaps.thisWeek - before.emailTaps.thisWeek,
  });
  await expect.poll(async () => counted(await figures(request)), { timeout: 20_000 }).toEqual({ views: true, calls: 1, whatsapp: 1, email: 1 });
  const after = await figures(request);
  const top = after.topProjects.find((entry) => entry.path === `/projects/${project.id}`);
  expect(top?.thisWeek).toBe(viewsOfProjectBefore + 1);

  await openAdmin(page, request, '/admin', /Welcome back/);
  const card = page.getByRole('region', { name: 'What visitors did' });
  await expect(card).toBeVisible();
  const tile = (name: string) => card.getByRole('listitem', { name });
  await expect(tile('Pages opened')).toContainText(`${after.pageViews.thisWeek}this week`);
  await expect(tile('Taps on Call')).toContainText(`${after.callTaps.thisWeek}this week`);
  await expect(tile('Taps on WhatsApp')).toContainText(`${after.whatsappTaps.thisWeek}this week`);
  await expect(tile('Taps on e-mail')).toContainText(`${after.emailTaps.thisWeek}this week`);
  const projects = card.getByRole('region', { name: 'Projects looked at most this week' });
  await expect(projects.getByRole('link', { name: project.title })).toHaveAttribute('href', `/projects/${project.id}`);
  await card.scrollIntoViewIfNeeded();

  // On a phone the card fits the screen: nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tile('Taps on Call')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(projects.getByRole('link', { name: project.title })).toBeVisible();
});
