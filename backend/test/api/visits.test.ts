import http from 'node:http';
import { MAX_BEACONS_PER_ADDRESS } from '../../src/modules/visits/visits.service';
import { VISIT_COUNT_RETENTION_DAYS, VISIT_RETENTION_JOB } from '../../src/modules/visits/visit-jobs';
import { addDays, firmWeeks } from '../../src/modules/visits/firm-days';
import { createProject, request, type RestProject } from '../support/factories';
import { insertUser } from '../support/tokens';
import { type TestServer, useAdminServer } from '../support/test-server';

// The public pages are rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend first.

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const TIME_ZONE = 'Asia/Kolkata';

const FIGURES = `{ visitorFigures {
  today thisWeekFrom lastWeekFrom
  pageViews { thisWeek lastWeek lastWeekSameDays }
  callTaps { thisWeek lastWeek lastWeekSameDays }
  whatsappTaps { thisWeek lastWeek lastWeekSameDays }
  emailTaps { thisWeek lastWeek lastWeekSameDays }
  enquiries { thisWeek lastWeek lastWeekSameDays }
  topProjects { projectId title path thisWeek lastWeek }
  pages { path thisWeek lastWeek }
} }`;

interface WeekCounts {
  thisWeek: number;
  lastWeek: number;
  lastWeekSameDays: number;
}

interface Figures {
  today: string;
  thisWeekFrom: string;
  lastWeekFrom: string;
  pageViews: WeekCounts;
  callTaps: WeekCounts;
  whatsappTaps: WeekCounts;
  emailTaps: WeekCounts;
  enquiries: WeekCounts;
  topProjects: { projectId: string; title: string; path: string; thisWeek: number; lastWeek: number }[];
  pages: { path: string; thisWeek: number; lastWeek: number }[];
}

let nextAddress = 1;
/** A fresh client address per call (the test server believes X-Forwarded-For from this machine): the per-address limit bites only where a test means it to. */
const freshAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

/** Page views, taps and enquiries counted without cookies, crawlers left out, and the Dashboard's figures of them. */
describe('visitor figures', () => {
  let server: TestServer;
  let token: string;
  let project: RestProject;
  useAdminServer((started) => ({ server, token } = started));

  beforeAll(async () => {
    project = await createProject(server, token, { title: 'Lakeview villa' });
  });
  beforeEach(async () => {
    await server.services.visits.counter.flush();
    await server.database.db.query('DELETE FROM visit_counts');
  });

  const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } });

  /** A browser's revalidation of its copy (fetch would add Cache-Control: no-cache to a conditional request). */
  const revalidate = (path: string, etag: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers: { 'user-agent': BROWSER, 'if-none-match': etag, 'accept-encoding': 'gzip, br' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        })
        .on('error', reject);
    });

  /** sendBeacon's request: a JSON text sent as text/plain. */
  const sendBeacon = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...freshAddress(), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as { message: string; errors?: Record<string, string> }) : null };
  };

  /** What is stored, once the counts gathered in memory are written. */
  const counts = async (kind: string): Promise<Record<string, number>> => {
    await server.services.visits.counter.flush();
    const rows: { subject: string; count: number }[] = await server.database.db.query('SELECT subject, count FROM visit_counts WHERE kind = $1', [kind]);
    return Object.fromEntries(rows.map((row) => [row.subject, row.count]));
  };

  const figures = async (withToken: string | null = token) => server.graphql<{ visitorFigures: Figures }>(FIGURES, {}, withToken ?? undefined);

  describe('page views', () => {
    it('are counted for a browser, whether the page is rendered, kept, or confirmed current (304)', async () => {
      const first = await page('/about');
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      await first.text();
      for (let i = 0; i < 3; i++) expect((await page('/about')).status).toBe(200); // kept from the second on: the fast path
      expect(await revalidate('/about', etag)).toBe(304);
      expect(await counts('view')).toEqual({ '/about': 5 });
    });

    it('are counted per page and per project, the projects page under one name whatever its filter', async () => {
      for (const path of ['/', `/projects/${project.id}`, `/projects/${project.id}`, '/projects?category=residential', '/projects?utm_source=x', '/contact']) {
        expect((await page(path)).status).toBe(200);
      }
      expect(await counts('view')).toEqual({ '/': 1, [`/projects/${project.id}`]: 2, '/projects': 2, '/contact': 1 });
    });

    it('are not counted for crawlers, scripts, prerenders, HEAD, redirects or pages not found', async () => {
      for (let i = 0; i < 3; i++) await page('/about', { 'user-agent': GOOGLEBOT });
      await fetch(`${server.url}/about`, { headers: { 'user-agent': 'curl/8.5.0' } });
      await fetch(`${server.url}/about`, { headers: { 'user-agent': '' } });
      await page('/about', { 'sec-purpose': 'prefetch;prerender' });
      await page('/about', {}, 'HEAD');
      expect((await page('/About')).status).toBe(301);
      expect((await page('/no-such-page')).status).toBe(404);
      expect((await page('/projects/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect(await counts('view')).toEqual({});
    });
  });

  describe('beacons (taps on the contact links)', () => {
    it('count a tap on Call, WhatsApp and e-mail links by the page it was on, answered 204', async () => {
      expect(await sendBeacon({ kind: 'call', path: '/contact' })).toEqual({ status: 204, body: null });
      expect((await sendBeacon({ kind: 'call', path: `/projects/${project.id.toUpperCase()}` })).status).toBe(204);
      expect((await sendBeacon({ kind: 'whatsapp', path: '/' })).status).toBe(204);
      // Sent as JSON by a script of the site's own: the same.
      const json = await request(server, 'POST', '/api/visits', {
        json: { kind: 'email', path: '/about' },
        headers: { 'user-agent': BROWSER, ...freshAddress() },
      });
      expect(json.status).toBe(204);
      expect(await counts('call')).toEqual({ '/contact': 1, [`/projects/${project.id}`]: 1 });
      expect(await counts('whatsapp')).toEqual({ '/': 1 });
      expect(await counts('email')).toEqual({ '/about': 1 });
    });

    it('never keep a made-up page: a tap on a page not known counts for the site, a view of one not at all', async () => {
      for (const path of ['/wp-login.php', '/projects/00000000-0000-4000-8000-000000000000', '/projects/%E0%A4', `/${'x'.repeat(150)}`]) {
        expect((await sendBeacon({ kind: 'call', path })).status).toBe(204);
        expect((await sendBeacon({ kind: 'view', path })).status).toBe(204);
      }
      expect((await sendBeacon({ kind: 'view', path: '/gallery' })).status).toBe(204);
      expect(await counts('call')).toEqual({ '': 4 });
      expect(await counts('view')).toEqual({ '/gallery': 1 });
    });

    it.each([
      ['an unknown kind', { kind: 'sms', path: '/' }, { kind: 'kind must be one of view, call, whatsapp, email' }],
      ['no path', { kind: 'call' }, { path: 'path must be the path of the page, like /contact' }],
      ['a path that is no path', { kind: 'call', path: 'https://example.com/' }, { path: 'path must be the path of the page, like /contact' }],
      ['a path too long', { kind: 'call', path: `/${'a'.repeat(300)}` }, { path: 'path must be at most 200 characters' }],
      ['anything else', { kind: 'call', path: '/', visitor: 'abc' }, { input: 'Unrecognized key: "visitor"' }],
      ['a list', [{ kind: 'call', path: '/' }], { input: 'This must be a group of fields' }],
      ['a number', 42, { input: 'This must be a group of fields' }],
    ])('refuse %s with 400 and say why', async (_name, body, errors) => {
      const answer = await sendBeacon(body);
      expect(answer.status).toBe(400);
      expect(answer.body?.errors).toEqual(errors);
    });

    it('refuse a body that is no JSON, or too large, with 400 and 413, never 500', async () => {
      for (const junk of ['not json', '{"kind":', '', '\u0000\u0001']) {
        const answer = await sendBeacon(junk);
        expect(answer.status).toBe(400);
        expect(answer.body?.message).toEqual(expect.any(String));
      }
      expect((await sendBeacon(`{"kind":"call","path":"/${'a'.repeat(5000)}"}`)).status).toBe(413);
      const xml = await fetch(`${server.url}/api/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'user-agent': BROWSER },
        body: '<tap/>',
      });
      expect(xml.status).toBe(400);
      expect(await counts('call')).toEqual({});
    });

    it("refuse a beacon from another site's page (403) and leave a crawler's uncounted (204)", async () => {
      const foreign = await sendBeacon({ kind: 'call', path: '/' }, { origin: 'https://elsewhere.example' });
      expect(foreign).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: "Visits are counted from the site's own pages only" } });
      expect((await sendBeacon({ kind: 'call', path: '/' }, { origin: server.url })).status).toBe(204);
      expect((await sendBeacon({ kind: 'call', path: '/' }, { 'user-agent': GOOGLEBOT })).status).toBe(204);
      expect(await counts('call')).toEqual({ '/': 1 });
    });

    it(`are limited to ${MAX_BEACONS_PER_ADDRESS} per address in ten minutes (429 beyond)`, async () => {
      const address = { 'x-forwarded-for': '198.18.0.7' };
      const answers = [];
      for (let i = 0; i <= MAX_BEACONS_PER_ADDRESS; i++) answers.push((await sendBeacon({ kind: 'whatsapp', path: '/' }, address)).status);
      expect(answers.filter((status) => status === 204)).toHaveLength(MAX_BEACONS_PER_ADDRESS);
      expect(answers.at(-1)).toBe(429);
      expect(await counts('whatsapp')).toEqual({ '/': MAX_BEACONS_PER_ADDRESS });
    });
  });

  it('count an enquiry sent (not one caught by the robots’ trap)', async () => {
    const enquiry = { name: 'Arun', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'A house', message: 'Two storeys.' };
    expect((await request(server, 'POST', '/api/enquiries', { json: enquiry, headers: freshAddress() })).status).toBe(201);
    expect((await request(server, 'POST', '/api/enquiries', { json: { ...enquiry, website: 'spam' }, headers: freshAddress() })).status).toBe(201);
    expect(await counts('enquiry')).toEqual({ '': 1 });
  });

  describe('the figures (GraphQL visitorFigures)', () => {
    it('compare this week with last week in the firm’s time zone, with the most viewed projects', async () => {
      const other = await createProject(server, token, { title: 'Riverside clinic' });
      const weeks = firmWeeks(new Date(), TIME_ZONE);
      const rows: [string, string, string, number][] = [
        [weeks.today, 'view', '/', 7],
        [weeks.thisWeekFrom, 'view', '/contact', 3],
        [weeks.today, 'view', `/projects/${project.id}`, 4],
        [weeks.today, 'view', `/projects/${other.id}`, 6],
        [weeks.lastWeekFrom, 'view', `/projects/${project.id}`, 9],
        [weeks.lastWeekFrom, 'view', '/', 2],
        [addDays(weeks.thisWeekFrom, -1), 'view', '/', 5], // last Sunday: last week, after its same days unless today is Sunday
        [addDays(weeks.lastWeekFrom, -1), 'view', '/', 100], // the week before: in neither
        [weeks.today, 'call', '/contact', 2],
        [weeks.lastWeekFrom, 'call', '', 1],
        [weeks.today, 'whatsapp', '/', 3],
        [weeks.today, 'enquiry', '', 1],
        [weeks.lastWeekFrom, 'email', '/about', 4],
        [weeks.today, 'view', '/projects/00000000-0000-4000-8000-000000000000', 50], // a project since deleted
      ];
      for (const row of rows) await server.database.db.query('INSERT INTO visit_counts (day, kind, subject, count) VALUES ($1, $2, $3, $4)', row);
      const sundayCounts = weeks.today === addDays(weeks.thisWeekFrom, 6) ? 5 : 0;

      const { data, errors } = await figures();
      expect(errors).toBeUndefined();
      const result = data!.visitorFigures;
      expect(result).toMatchObject({ today: weeks.today, thisWeekFrom: weeks.thisWeekFrom, lastWeekFrom: weeks.lastWeekFrom });
      expect(result.pageViews).toEqual({ thisWeek: 7 + 3 + 4 + 6 + 50, lastWeek: 9 + 2 + 5, lastWeekSameDays: 9 + 2 + sundayCounts });
      expect(result.callTaps).toEqual({ thisWeek: 2, lastWeek: 1, lastWeekSameDays: 1 });
      expect(result.whatsappTaps).toEqual({ thisWeek: 3, lastWeek: 0, lastWeekSameDays: 0 });
      expect(result.emailTaps).toEqual({ thisWeek: 0, lastWeek: 4, lastWeekSameDays: 4 });
      expect(result.enquiries).toEqual({ thisWeek: 1, lastWeek: 0, lastWeekSameDays: 0 });
      expect(result.topProjects).toEqual([
        { projectId: other.id, title: 'Riverside clinic', path: `/projects/${other.id}`, thisWeek: 6, lastWeek: 0 },
        { projectId: project.id, title: 'Lakeview villa', path: `/projects/${project.id}`, thisWeek: 4, lastWeek: 9 },
      ]);
      expect(result.pages).toEqual([
        { path: '/', thisWeek: 7, lastWeek: 7 },
        { path: '/contact', thisWeek: 3, lastWeek: 0 },
      ]);
    });

    it('say nothing happened yet on a quiet site', async () => {
      const none = { thisWeek: 0, lastWeek: 0, lastWeekSameDays: 0 };
      const { data } = await figures();
      expect(data!.visitorFigures).toMatchObject({
        pageViews: none,
        callTaps: none,
        whatsappTaps: none,
        emailTaps: none,
        enquiries: none,
        topProjects: [],
        pages: [],
      });
    });

    it('start the week on Monday at midnight in the firm’s time zone, not the server’s', () => {
      // Sunday 6 December 2026, 23:59 in India (18:29 UTC), then Monday 00:01 (18:31 UTC).
      expect(firmWeeks(new Date('2026-12-06T18:29:00Z'), TIME_ZONE)).toEqual({
        today: '2026-12-06',
        thisWeekFrom: '2026-11-30',
        lastWeekFrom: '2026-11-23',
        lastWeekSameDaysUntil: '2026-11-30',
      });
      expect(firmWeeks(new Date('2026-12-06T18:31:00Z'), TIME_ZONE)).toEqual({
        today: '2026-12-07',
        thisWeekFrom: '2026-12-07',
        lastWeekFrom: '2026-11-30',
        lastWeekSameDaysUntil: '2026-12-01',
      });
    });

    it('are for admins and editors only: a visitor is refused', async () => {
      expect((await figures(null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      await insertUser(server, 'editor@test.example', 'an editor password 123', 'editor');
      const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', {
        json: { email: 'editor@test.example', password: 'an editor password 123' },
        headers: freshAddress(),
      });
      const { data, errors } = await figures(login.body.data.token);
      expect(errors).toBeUndefined();
      expect(data!.visitorFigures.pageViews.thisWeek).toBe(0);
    });
  });

  it(`forgets days older than ${VISIT_COUNT_RETENTION_DAYS} days, nightly`, async () => {
    const today = firmWeeks(new Date(), TIME_ZONE).today;
    for (const [day, count] of [
      [addDays(today, -VISIT_COUNT_RETENTION_DAYS - 1), 1],
      [addDays(today, -VISIT_COUNT_RETENTION_DAYS), 2],
      [today, 3],
    ] as const) {
      await server.database.db.query(`INSERT INTO visit_counts (day, kind, subject, count) VALUES ($1, 'view', '/', $2)`, [day, count]);
    }
    expect(await server.jobs.fire(VISIT_RETENTION_JOB)).toBe(true);
    const rows: { count: number }[] = await server.database.db.query('SELECT count FROM visit_counts ORDER BY day');
    expect(rows.map((row) => row.count)).toEqual([2, 3]);
  });
});
