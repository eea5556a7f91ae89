import http from 'node:http';
import { watchExecutions } from '../support/executions';
import { createProject, request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const ALLOWED_ORIGIN = 'https://admin.example.com';
const LIST = 'query PublicProjects { projects { id title image { url width } } }';
const listUrl = `/graphql?operationName=PublicProjects&query=${encodeURIComponent(LIST)}`;
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** A plain GET: fetch adds Cache-Control: no-cache to conditional requests, which rules out a 304. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

/** Headers that differ per response whoever answers it. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
const stableHeaders = (headers: Headers) => [...headers].filter(([name]) => !PER_RESPONSE.has(name)).sort();

/**
 * Repeated anonymous reads of public lists are answered from memory before Express (the fast
 * path). Whoever answers, the response must be the same: body, security headers, ETag, CORS.
 */
describe('memoized public reads (fast path)', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { CORS_ORIGINS: ALLOWED_ORIGIN } });
  beforeAll(async () => {
    await createProject(server, token, { title: 'Memo house' });
  });

  it('answers a repeated REST list read with the same body and headers as the first', async () => {
    const first = await request(server, 'GET', '/api/projects');
    const second = await request(server, 'GET', '/api/projects');
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(stableHeaders(second.headers)).toEqual(stableHeaders(first.headers));
    expect(second.headers.get('content-security-policy')).toContain('frame-src https://www.google.com');
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps query strings apart and answers conditional and HEAD requests', async () => {
    await request(server, 'GET', '/api/projects?category=commercial');
    const commercial = await request<{ data: unknown[] }>(server, 'GET', '/api/projects?category=commercial');
    expect(commercial.body.data).toEqual([]);
    const all = await request<{ data: unknown[] }>(server, 'GET', '/api/projects');
    expect(all.body.data).toHaveLength(1);

    const etag = all.headers.get('etag')!;
    const notModified = await rawGet(`${server.url}/api/projects`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');

    const head = await fetch(`${server.url}/api/projects`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(all.text)));
    expect(await head.text()).toBe('');
  });

  it('sends the whole body to a client that asks for no cached copy', async () => {
    const first = await request(server, 'GET', '/api/projects');
    const headers = { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'no-cache' };
    const again = await request(server, 'GET', '/api/projects', { headers });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
  });

  it('tells browsers not to keep answers to a signed-in admin, and to revalidate public ones', async () => {
    const asAdmin = await request(server, 'GET', '/api/projects', { token });
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await request(server, 'GET', '/api/projects');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
  });

  it('echoes a sane client request id', async () => {
    await request(server, 'GET', '/api/services');
    const traced = await request(server, 'GET', '/api/services', { headers: { 'x-request-id': 'trace-fast-1' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-fast-1');
  });

  it('leaves cross-origin reads to the CORS allowlist', async () => {
    await request(server, 'GET', '/api/projects');
    const allowed = await request(server, 'GET', '/api/projects', { headers: { origin: ALLOWED_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const other = await request(server, 'GET', '/api/projects', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the latest list right after a write', async () => {
    await request(server, 'GET', '/api/projects');
    const created = await createProject(server, token, { title: 'Written after the memo' });
    const after = await request<{ data: { id: string }[] }>(server, 'GET', '/api/projects');
    expect(after.body.data.map((project) => project.id)).toContain(created.id);
    const deleted = await request(server, 'DELETE', `/api/projects/${created.id}`, { token });
    expect(deleted.status).toBe(200);
    const gone = await request<{ data: { id: string }[] }>(server, 'GET', '/api/projects');
    expect(gone.body.data.map((project) => project.id)).not.toContain(created.id);
  });

  describe('GraphQL GET queries', () => {
    const widenImagesBehindTheServicesBack = () => server.database.db.query('UPDATE image_assets SET width = width + 1');

    it('memoizes an anonymous public list query until the next write', async () => {
      const first = await request<{ data: { projects: { title: string; image: { width: number } }[] } }>(server, 'GET', listUrl, { headers: PREFLIGHT });
      expect(first.status).toBe(200);
      expect(first.body.data.projects.map((project) => project.title)).toContain('Memo house');
      // Kept from its second request on (a one-off URL never is).
      expect((await request(server, 'GET', listUrl, { headers: PREFLIGHT })).text).toBe(first.text);

      await widenImagesBehindTheServicesBack();
      const executions = watchExecutions(server);
      const second = await request(server, 'GET', listUrl, { headers: PREFLIGHT });
      expect(executions()).toBe(0);
      expect(second.text).toBe(first.text);
      expect(stableHeaders(second.headers)).toEqual(stableHeaders(first.headers));

      await createProject(server, token, { title: 'Invalidates the memo' });
      const third = await request<{ data: { projects: { title: string; image: { width: number } }[] } }>(server, 'GET', listUrl, { headers: PREFLIGHT });
      expect(third.body.data.projects.map((project) => project.title)).toContain('Invalidates the memo');
      const memoHouse = (result: typeof first) => result.body.data.projects.find((project) => project.title === 'Memo house')!.image.width;
      expect(memoHouse(third)).toBe(memoHouse(first) + 1);
    });

    it('answers only what Apollo would: a GET with the CSRF preflight header, never HEAD', async () => {
      expect((await request(server, 'GET', listUrl, { headers: PREFLIGHT })).status).toBe(200);
      expect((await request(server, 'GET', listUrl, { headers: PREFLIGHT })).status).toBe(200);
      expect((await request(server, 'GET', listUrl)).status).toBe(400);
      expect((await fetch(`${server.url}${listUrl}`, { method: 'HEAD', headers: PREFLIGHT })).status).not.toBe(200);
    });

    it.each(['/GraphQL', '/GRAPHQL', '/graphQL'])('has one spelling: %s is not the API, so nothing kept under it skips the CSRF check', async (spelling) => {
      const odd = listUrl.replace('/graphql', spelling);
      for (let i = 0; i < 2; i++) expect((await request(server, 'GET', odd, { headers: PREFLIGHT })).status).toBe(404);
      const { status, text } = await request(server, 'GET', odd);
      expect(status).toBe(404);
      expect(text).not.toContain('Memo house');
    });

    it('never memoizes an authenticated query', async () => {
      const asAdmin = { ...PREFLIGHT, authorization: `Bearer ${token}` };
      const executions = watchExecutions(server);
      for (let i = 0; i < 3; i++) expect((await request(server, 'GET', listUrl, { headers: asAdmin })).status).toBe(200);
      expect(executions()).toBe(3);
    });
  });

  describe('GraphQL JSON POSTs', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const listBody = (query = LIST) => JSON.stringify({ operationName: 'PublicProjects', query, variables: {} });
    const widthOfMemoHouse = (text: string) =>
      (JSON.parse(text) as { data: { projects: { title: string; image: { width: number } }[] } }).data.projects.find(
        (project) => project.title === 'Memo house',
      )!.image.width;

    it('keeps an anonymous public query until the next write, whatever its spelling, with the same headers', async () => {
      const first = await post(listBody());
      const firstText = await first.text();
      expect(first.status).toBe(200);
      const respelled = await post(listBody(LIST.replace('{ projects {', '{\n  # the list\n  projects {')));
      expect(await respelled.text()).toBe(firstText);
      expect(stableHeaders(respelled.headers)).toEqual(stableHeaders(first.headers));
      expect(respelled.headers.get('vary')).toMatch(/Authorization/);

      await server.database.db.query('UPDATE image_assets SET width = width + 1');
      const executions = watchExecutions(server);
      expect(await (await post(listBody())).text()).toBe(firstText);
      expect(executions()).toBe(0);
      await createProject(server, token, { title: 'Invalidates the POST memo' });
      const after = await (await post(listBody())).text();
      expect(after).toContain('Invalidates the POST memo');
      expect(widthOfMemoHouse(after)).toBe(widthOfMemoHouse(firstText) + 1);
    });

    it('never answers a request with a token from what it keeps', async () => {
      await post(listBody());
      await post(listBody());
      const executions = watchExecutions(server);
      for (let i = 0; i < 3; i++) expect((await post(listBody(), { authorization: `Bearer ${token}` })).status).toBe(200);
      expect(executions()).toBe(3);
      await post(listBody());
      expect(executions()).toBe(0);
    });

    it('answers bodies that are not a query as before: malformed, not an object, nested too deeply, empty', async () => {
      for (const body of ['{"query": ', '"a string"', 'null']) {
        const answer = await post(body);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }] });
      }
      const deep = await post(JSON.stringify({ query: LIST, variables: JSON.parse('{"a":'.repeat(100) + '1' + '}'.repeat(100)) as object }));
      expect(deep.status).toBe(400);
      expect(await deep.text()).toContain('nested too deeply');
      const empty = await post('');
      expect(empty.status).toBe(400);
      // A byte-order mark before the JSON is dropped, as body-parser does.
      const withBom = await post(`\uFEFF${listBody()}`);
      expect(withBom.status).toBe(200);
      expect(await withBom.text()).toContain('Memo house');
    });

    it('survives a body that stops short of its announced length', async () => {
      await new Promise<void>((resolve) => {
        const cut = http.request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '500' } });
        cut.on('error', () => resolve());
        cut.write('{"query": "{ proj', () => setTimeout(() => cut.destroy(), 50));
        cut.on('close', () => resolve());
      });
      const after = await post(listBody());
      expect(after.status).toBe(200);
    });
  });
});
