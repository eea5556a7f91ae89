import crypto from 'node:crypto';
import http from 'node:http';
import { BoundedMap } from '../../src/graphql/bounded-map';
import { canonicalJson, NormalisedDocuments } from '../../src/graphql/normalised-documents';
import { PERSISTED_QUERY_LIMITS, PersistedQueryStore } from '../../src/graphql/persisted-queries';
import { watchExecutions } from '../support/executions';
import { createProject, createService, request, type HttpResult } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/** What a third party's site asks for (its shape taken from the answer of an uncached execution below). */
const THIRD_PARTY = `query ThirdParty {
  projects { id title category imageUrl image { url srcset } }
  services { id title description points imageUrl }
  siteSettings { firmName tagline phones { label number } emails }
}`;
/** The same document spelled otherwise: comments, commas and spacing are not part of it. */
const THIRD_PARTY_RESPELLED = `# the same query
query ThirdParty{projects{id,title,category,imageUrl,image{url,srcset}}
  services { id, title, description, points, imageUrl }
  siteSettings { firmName tagline phones { label number } emails } }`;
const WIDTHS =
  'query Widths($category: ProjectCategory, $withTitle: Boolean!) { projects(category: $category) { id title @include(if: $withTitle) image { width } } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Anonymous GraphQL reads of public content from the public response cache (POST keyed by the
 * normalised document and variables, GET by its URL), automatic persisted queries, and GET answers
 * a CDN can keep. Whether an answer was executed or kept shows in the count of executions
 * (support/executions.ts).
 */
describe('GraphQL public response cache', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) => request<Answer>(server, 'POST', '/graphql', { json: body, headers });
  const get = (params: Record<string, unknown>, headers: Record<string, string> = PREFLIGHT) => {
    const search = new URLSearchParams(
      Object.entries(params).map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return request<Answer>(server, 'GET', `/graphql?${search.toString()}`, { headers });
  };
  /** A conditional GET through node:http: fetch adds Cache-Control: no-cache to a request with If-None-Match. */
  const conditionalGet = (params: Record<string, string>, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      http
        .get(`${server.url}/graphql?${new URLSearchParams(params).toString()}`, { headers: { ...PREFLIGHT, ...headers } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
        })
        .on('error', reject);
    });
  let executions: () => number;
  beforeAll(() => (executions = watchExecutions(server)));
  /** As any write does: nothing kept, and the next answer is executed afresh. */
  const forgetEverything = () => server.services.contentVersion.bump();
  const kept = async (ask: () => Promise<HttpResult<Answer>>) => {
    forgetEverything();
    const fresh = await ask();
    expect(fresh.status).toBe(200);
    expect(fresh.body.errors).toBeUndefined();
    const second = await ask(); // kept from its second request on
    return { fresh, second };
  };

  beforeAll(async () => {
    await createProject(server, token, { title: 'Lake house', category: 'residential' });
    await createProject(server, token, { title: 'Corner shop', category: 'commercial' });
    await createService(server, token, { title: 'Site supervision' });
  });

  it('answers a third-party query exactly as an uncached execution does, over POST, GET and persisted queries', async () => {
    const { fresh, second } = await kept(() => post({ query: THIRD_PARTY, operationName: 'ThirdParty' }));
    const answer = fresh.body as { data: { projects: Record<string, unknown>[]; services: Record<string, unknown>[]; siteSettings: Record<string, unknown> } };
    expect(answer.data.projects.map((project) => Object.keys(project))).toEqual([
      ['id', 'title', 'category', 'imageUrl', 'image'],
      ['id', 'title', 'category', 'imageUrl', 'image'],
    ]);
    expect(answer.data.projects.map((project) => project.title)).toEqual(['Corner shop', 'Lake house']);
    expect(answer.data.services.map((service) => service.title)).toEqual(['Site supervision']);
    expect(Object.keys(answer.data.siteSettings)).toEqual(['firmName', 'tagline', 'phones', 'emails']);

    const hit = await post({ query: THIRD_PARTY, operationName: 'ThirdParty' });
    for (const answered of [second, hit]) {
      expect(answered.text).toBe(fresh.text);
      expect(answered.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    }
    expect((await post({ query: THIRD_PARTY_RESPELLED, operationName: 'ThirdParty' })).text).toBe(fresh.text);
    expect((await post({ query: THIRD_PARTY, extensions: persisted(THIRD_PARTY) })).text).toBe(fresh.text);
    expect((await post({ extensions: persisted(THIRD_PARTY) })).text).toBe(fresh.text);
    const overGet = await kept(() => get({ query: THIRD_PARTY, operationName: 'ThirdParty' }));
    expect(overGet.fresh.text).toBe(fresh.text);
    expect((await get({ query: THIRD_PARTY, operationName: 'ThirdParty' })).text).toBe(fresh.text);
  });

  it('keeps a variable too large for a number (1e400, Infinity once parsed) apart from null', async () => {
    const query = 'query ByCategory($category: ProjectCategory) { projects(category: $category) { id } }';
    await kept(() => post({ query, variables: { category: null } }));
    expect((await post({ query, variables: { category: null } })).status).toBe(200);
    for (const huge of ['1e400', '-1e400']) {
      const body = `{"query":${JSON.stringify(query)},"variables":{"category":${huge}}}`;
      const answer = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(400);
    }
  });

  it('keeps one answer per normalised document, operation name and variables', async () => {
    const ask = (query: string, variables: Record<string, unknown>) => post({ query, operationName: 'Widths', variables });
    const { fresh } = await kept(() => ask(WIDTHS, { category: 'RESIDENTIAL', withTitle: true }));
    executions();
    const respelled = `query Widths($category: ProjectCategory, $withTitle: Boolean!) {
      # widths, titles when asked for
      projects(category: $category) { id, title @include(if: $withTitle), image { width } }
    }`;
    // Another spelling and another order of the variables' keys: the kept answer.
    expect((await ask(respelled, { withTitle: true, category: 'RESIDENTIAL' })).text).toBe(fresh.text);
    expect(executions()).toBe(0);
    // Other variables: another answer, executed now.
    const other = await ask(WIDTHS, { category: 'RESIDENTIAL', withTitle: false });
    expect(other.text).not.toBe(fresh.text);
    expect(executions()).toBe(1);
  });

  it('shows a write at once', async () => {
    const list = () => post({ query: THIRD_PARTY, operationName: 'ThirdParty' });
    const { fresh } = await kept(list);
    expect((await list()).text).toBe(fresh.text);
    const created = await createProject(server, token, { title: 'Riverside school', category: 'industrial' });
    const after = await list();
    expect((after.body.data!.projects as { id: string }[]).map((p) => p.id)).toContain(created.id);
    const afterGet = await get({ query: THIRD_PARTY, operationName: 'ThirdParty' });
    expect(afterGet.text).toBe(after.text);
  });

  it('never answers a request with a token from the cache, nor keeps its answer; it sees hidden items', async () => {
    const hidden = await createProject(server, token, { title: 'Unfinished villa', published: false });
    const query = '{ projects { id title image { width } } }';
    const anonymous = await kept(() => post({ query }));
    const ids = (answer: HttpResult<Answer>) => (answer.body.data!.projects as { id: string }[]).map((p) => p.id);
    expect(ids(anonymous.fresh)).not.toContain(hidden.id);
    expect((await post({ query })).text).toBe(anonymous.fresh.text);

    const signedIn = await post({ query }, { authorization: `Bearer ${token}` });
    expect(ids(signedIn)).toContain(hidden.id);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    executions();
    const again = await post({ query }, { authorization: `Bearer ${token}` });
    expect(again.text).toBe(signedIn.text);
    const overGet = await get({ query }, { ...PREFLIGHT, authorization: `Bearer ${token}` });
    expect(ids(overGet)).toContain(hidden.id);
    expect(executions()).toBe(2);
    // The anonymous answer is still the kept one, untouched by the signed-in requests.
    expect((await post({ query })).text).toBe(anonymous.fresh.text);
    expect(executions()).toBe(0);
  });

  it('never keeps a query that touches a field outside the public allow-list', async () => {
    await kept(() => post({ query: '{ services { id } }' }));
    const size = server.publicCache.size;
    expect(size).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const mixed = await post({ query: '{ services { id } me { id } }' });
      expect(mixed.body).toEqual({ data: { services: expect.any(Array), me: null } });
      const activity = await post({ query: '{ activity { id } }' });
      expect(activity.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await get({ query: '{ activity { id } }' })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(server.publicCache.size).toBe(size);

    const unread = async () => (await post({ query: '{ unreadEnquiryCount }' }, { authorization: `Bearer ${token}` })).body.data!.unreadEnquiryCount as number;
    const before = await unread();
    expect(await unread()).toBe(before);
    const enquiry = {
      name: 'Arun Kumar',
      email: 'arun@example.com',
      phone: '+91 98765 43210',
      subject: 'Estimate',
      message: 'A 30 x 40 plot near the bus stand.',
    };
    expect((await request(server, 'POST', '/api/enquiries', { json: enquiry })).status).toBe(201);
    expect(await unread()).toBe(before + 1);
  });

  describe('automatic persisted queries', () => {
    const query = 'query Persisted { projects { id image { width } } }';

    it('registers a query sent with its hash, then answers the hash alone over POST and GET', async () => {
      const unknown = await post({ extensions: persisted(query) });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
      const unknownOverGet = await get({ extensions: persisted(query) });
      expect(unknownOverGet.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

      const registered = await post({ query, extensions: persisted(query) });
      expect(registered.status).toBe(200);
      expect(registered.body.errors).toBeUndefined();
      const byHash = await post({ extensions: persisted(query) });
      expect(byHash.text).toBe(registered.text);
      const byHashOverGet = await get({ operationName: 'Persisted', extensions: persisted(query) });
      expect(byHashOverGet.status).toBe(200);
      expect(byHashOverGet.text).toBe(registered.text);
    });

    it('answers the hash alone from the public response cache', async () => {
      const { fresh } = await kept(() => post({ query, extensions: persisted(query) }));
      executions();
      expect((await post({ extensions: persisted(query) })).text).toBe(fresh.text);
      expect((await post({ query })).text).toBe(fresh.text);
      expect(executions()).toBe(0);
    });

    it('refuses a query whose hash is not its own, and never answers it from the cache', async () => {
      await kept(() => post({ query }));
      const other = '{ services { id } }';
      const wrong = await post({ query, extensions: persisted(other) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] });
      // Nor was the wrong pair registered: the other hash is still unknown.
      expect((await post({ extensions: persisted(other) })).body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      const badVersion = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash: sha256(query) } } });
      expect(badVersion.status).toBe(400);
      expect(badVersion.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    });
  });

  describe('GET', () => {
    it('answers with an ETag, Cache-Control and Vary, 304 to If-None-Match, compressed when large', async () => {
      const params = { query: THIRD_PARTY, operationName: 'ThirdParty' };
      const compressed = { ...PREFLIGHT, 'accept-encoding': 'gzip, deflate, br' };
      const { fresh, second } = await kept(() => get(params, compressed));
      const hit = await get(params, compressed);
      for (const answer of [fresh, second, hit]) {
        expect(answer.headers.get('etag')).toMatch(/^(W\/)?"/);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
      }
      expect(hit.text).toBe(fresh.text);
      expect(fresh.text.length).toBeGreaterThan(1024);
      expect(hit.headers.get('content-encoding')).toBe('br');
      for (const answer of [fresh, second, hit]) expect(answer.headers.get('vary')).toBe('Origin, Authorization, Accept, Accept-Encoding');

      for (const acceptEncoding of ['gzip, deflate, br', 'identity']) {
        const full = await conditionalGet(params, { 'accept-encoding': acceptEncoding });
        expect(full.status).toBe(200);
        expect(full.bytes).toBeGreaterThan(0);
        const notModified = await conditionalGet(params, { 'accept-encoding': acceptEncoding, 'if-none-match': String(full.headers.etag) });
        expect(notModified.status).toBe(304);
        expect(notModified.bytes).toBe(0);
        expect(notModified.headers.etag).toBe(full.headers.etag);
        expect(notModified.headers['cache-control']).toBe('no-cache');
      }
      // A body the client holds in another encoding is the same content.
      expect((await conditionalGet(params, { 'accept-encoding': 'identity', 'if-none-match': hit.headers.get('etag')! })).status).toBe(304);
    });

    it('sends a POST its body whatever If-None-Match says: only a read can be "not modified"', async () => {
      const { fresh } = await kept(() => post({ query: THIRD_PARTY, operationName: 'ThirdParty' }));
      for (const ifNoneMatch of ['*', fresh.headers.get('etag')!]) {
        const again = await post({ query: THIRD_PARTY, operationName: 'ThirdParty' }, { 'if-none-match': ifNoneMatch });
        expect(again.status).toBe(200);
        expect(again.text).toBe(fresh.text);
      }
    });

    it('refuses mutations, and queries without the CSRF preflight header', async () => {
      const mutation = await get({ query: 'mutation { login(email: "a@b.c", password: "x") { token } }' });
      expect(mutation.status).toBe(405);
      const noPreflight = await get({ query: '{ services { id } }' }, {});
      expect(noPreflight.status).toBe(400);
    });
  });
});

/** What the cache key is made of stays bounded however many distinct documents arrive. */
describe('public GraphQL cache keys', () => {
  it('bounds a map by entries and by size, least recently used out first', () => {
    const map = new BoundedMap<string>(3, 10, (_key, value) => value.length);
    for (const key of ['a', 'b', 'c']) map.set(key, 'xx');
    expect(map.get('a')).toBe('xx'); // now the most recent
    map.set('d', 'xx');
    expect([map.get('a'), map.get('b'), map.get('c'), map.get('d')]).toEqual(['xx', undefined, 'xx', 'xx']);
    map.set('e', 'x'.repeat(9));
    expect(map.size).toBe(1);
    map.set('f', 'x'.repeat(11));
    expect(map.get('f')).toBeUndefined();
  });

  it(`keeps at most ${PERSISTED_QUERY_LIMITS.entries} persisted queries, and only under their own hash`, async () => {
    const store = new PersistedQueryStore();
    const queries = Array.from({ length: PERSISTED_QUERY_LIMITS.entries + 10 }, (_, i) => `query Q${i} { services { id } }`);
    for (const query of queries) await store.set(`apq:${sha256(query)}`, query);
    expect(store.queryOf(sha256(queries[0]))).toBeUndefined();
    expect(store.queryOf(sha256(queries.at(-1)!))).toBe(queries.at(-1));
    await store.set(`apq:${sha256('{ a }')}`, '{ b }');
    expect(store.queryOf(sha256('{ a }'))).toBeUndefined();
  });

  it('normalises spelling but not meaning, and gives no form to a text that does not parse', () => {
    const documents = new NormalisedDocuments();
    expect(documents.of('{services{id,title}}')).toBe(documents.of('# list\n{ services { id title } }'));
    expect(documents.of('{ services { id } }')).not.toBe(documents.of('{ services { title } }'));
    expect(documents.of('{ services { id ')).toBeNull();
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":null,"d":1}]}');
  });
});
