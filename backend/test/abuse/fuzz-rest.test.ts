import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import fc from 'fast-check';
import zlib from 'node:zlib';
import {
  authorization,
  deepJson,
  headerSafe,
  hostileJsonValue,
  hostileString,
  hugeString,
  idLike,
  nastyString,
  odditiesOfContentType,
  pathSegment,
  PROTOTYPE_KEYS,
  queryString,
  traversal,
} from './support/arbitraries';
import {
  checkGraphQLResponse,
  checkKeptAlive,
  checkProperty,
  checkRestResponse,
  expectAlive,
  FailureLog,
  isRecord,
  RequestCase,
  send,
  sendRawBytes,
} from './support/http';
import { buildMultipart, multipartArbitrary, type FormShape } from './support/multipart';
import { useFuzzTarget, type Collection } from './support/fuzz-target';

/**
 * Property-based abuse of every REST route under /api: whatever arrives, the answer is not a
 * 5xx, an error is JSON `{ message }`, and the server stays up. Seeds are fixed per property, so a
 * failure replays; fast-check prints the seed and the shrunk request.
 */

interface Route {
  method: string;
  /** The route as the REST API declares it, `:id` where an id goes. */
  pattern: string;
  collection?: Collection;
  /** Multipart shape of a valid request (writes). */
  form?: FormShape;
  /** A valid JSON body (writes and login), for the mutated-JSON requests. */
  json?: Record<string, unknown>;
}

const PROJECT_FORM: FormShape = {
  fields: { title: 'Fuzzed house', details: 'Two storeys.', category: 'residential', location: 'Vriddhachalam', features: '["Solar","Garden"]' },
  files: { image: 1, images: 2 },
};
const PROJECT_PATCH_FORM: FormShape = {
  fields: { ...PROJECT_FORM.fields, removeImages: '[]' },
  files: { image: 1, images: 2 },
};
const GALLERY_FORM: FormShape = { fields: { title: 'Fuzzed photo', category: 'Residential' }, files: { image: 1 } };
const SERVICE_FORM: FormShape = {
  fields: { title: 'Fuzzed service', description: 'What it is.', points: '["One","Two"]' },
  files: { image: 1 },
};

const LOGIN: Route = { method: 'POST', pattern: '/api/auth/login', json: { email: 'admin@test.example', password: 'not the password' } };
const READS: Route[] = [
  { method: 'GET', pattern: '/api/projects', collection: 'projects' },
  { method: 'GET', pattern: '/api/projects/:id', collection: 'projects' },
  { method: 'GET', pattern: '/api/gallery', collection: 'gallery' },
  { method: 'GET', pattern: '/api/gallery/categories', collection: 'gallery' },
  { method: 'GET', pattern: '/api/gallery/:id', collection: 'gallery' },
  { method: 'GET', pattern: '/api/services', collection: 'services' },
  { method: 'GET', pattern: '/api/services/:id', collection: 'services' },
  { method: 'GET', pattern: '/api/settings' },
  { method: 'GET', pattern: '/api/enquiries' },
];
const WRITES: Route[] = [
  {
    method: 'POST',
    pattern: '/api/projects',
    collection: 'projects',
    form: PROJECT_FORM,
    json: { title: 'T', details: 'D', category: 'commercial', features: ['a'] },
  },
  { method: 'PATCH', pattern: '/api/projects/:id', collection: 'projects', form: PROJECT_PATCH_FORM, json: { title: 'T', features: ['a'], removeImages: [] } },
  { method: 'DELETE', pattern: '/api/projects/:id', collection: 'projects' },
  { method: 'POST', pattern: '/api/gallery', collection: 'gallery', form: GALLERY_FORM, json: { title: 'T', category: 'Residential' } },
  { method: 'PUT', pattern: '/api/gallery/:id', collection: 'gallery', form: GALLERY_FORM, json: { title: 'T', category: 'Commercial' } },
  { method: 'DELETE', pattern: '/api/gallery/:id', collection: 'gallery' },
  { method: 'POST', pattern: '/api/services', collection: 'services', form: SERVICE_FORM, json: { title: 'T', description: 'D', points: ['a'] } },
  { method: 'PUT', pattern: '/api/services/:id', collection: 'services', form: SERVICE_FORM, json: { title: 'T', points: ['a'] } },
  { method: 'DELETE', pattern: '/api/services/:id', collection: 'services' },
  { method: 'PUT', pattern: '/api/settings', json: structuredClone(DEFAULT_SITE_SETTINGS) },
  {
    method: 'POST',
    pattern: '/api/enquiries',
    json: { name: 'Arun', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.', website: '' },
  },
  { method: 'PATCH', pattern: '/api/enquiries/:id', json: { status: 'replied' } },
  { method: 'DELETE', pattern: '/api/enquiries/:id' },
];
const FORM_WRITES = WRITES.filter((route) => route.form);

const PROJECT_CATEGORIES = [
  'residential',
  'commercial',
  'industrial',
  'infrastructure',
  'all',
  'Residential',
  'Commercial',
  'Industrial',
  'Infrastructure',
  'Other',
];

/** A body and the headers that go with it. */
interface Payload {
  headers: Record<string, string>;
  body?: Buffer | string;
}

describe('REST abuse (fast-check)', () => {
  const target = useFuzzTarget();
  const failures = new FailureLog();
  let sent = 0;

  const auth = () =>
    authorization(
      () => target.token,
      () => target.forgedTokens,
    );

  /** Sends one request and checks the answer; every 100 requests, the server must still be healthy. */
  async function exercise({ label, request }: RequestCase): Promise<void> {
    await failures.run(label, async () => {
      const response = await send(target.server.url, request);
      checkRestResponse(request, response);
      checkKeptAlive(response);
      const created = isRecord(response.json) ? (isRecord(response.json.data) ? response.json.data : response.json) : null;
      const collection = collectionOf(request.path);
      if (response.status === 201 && collection && created && typeof created.id === 'string') target.ids[collection].push(created.id);
    });
    sent += 1;
    if (sent % 100 === 0) await expectAlive(target.server.url);
  }

  /** Runs the property over `cases`, then checks the server is still healthy. */
  async function exerciseAll(name: string, cases: fc.Arbitrary<RequestCase>, numRuns: number): Promise<void> {
    await checkProperty(name, fc.asyncProperty(cases, exercise), numRuns);
    await expectAlive(target.server.url);
  }

  function idFor(collection: Collection | undefined): fc.Arbitrary<{ id: string; raw: boolean }> {
    return fc.record({ id: idLike(() => (collection ? target.ids[collection] : [])), raw: fc.boolean() });
  }

  /** Requests to one of `routes`: a hostile id for the route's collection, and what `more` adds for that route. */
  function toRoute<T extends object>(
    routes: Route[],
    more: (route: Route) => fc.Arbitrary<T>,
  ): fc.Arbitrary<T & { route: Route; id: { id: string; raw: boolean } }> {
    return fc.constantFrom(...routes).chain((route) => fc.tuple(idFor(route.collection), more(route)).map(([id, rest]) => ({ ...rest, route, id })));
  }

  /** The route's path with the id in it; the id is cut to keep the request head under Node's 16 kB (the protocol test covers longer ones). */
  function pathOf(route: Route, id: { id: string; raw: boolean }, query: string): string {
    return route.pattern.replace(':id', pathSegment(id.id, id.raw).slice(0, 4000)) + query;
  }

  /** Extra headers a hostile client adds: forwarded-for chains, odd Accept, caching and range headers. */
  const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
    .record(
      {
        'x-forwarded-for': fc.oneof(
          fc.ipV4(),
          fc.ipV6(),
          fc.array(fc.ipV4(), { minLength: 2, maxLength: 30 }).map((list) => list.join(', ')),
          nastyString.map(headerSafe),
        ),
        accept: fc.oneof(
          fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'application/graphql-response+json;q=0.9'),
          nastyString.map(headerSafe),
        ),
        'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', ''), nastyString.map(headerSafe)),
        'cache-control': fc.constantFrom('no-cache', 'max-age=0', 'only-if-cached'),
        range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999-', 'bytes=a-b'),
        origin: fc.constantFrom('http://evil.example', 'null', 'http://localhost:4000'),
        'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'TRACE'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)));

  function withAuth(headers: Record<string, string>, authValue: string | undefined): Record<string, string> {
    return authValue === undefined ? headers : { ...headers, authorization: authValue };
  }

  /** JSON-ish bodies: the route's valid body mutated, re-encoded, malformed, deep, huge, compressed or mislabelled. */
  function jsonPayload(valid: Record<string, unknown>): fc.Arbitrary<Payload> {
    const mutated = fc
      .tuple(
        fc.tuple(
          ...Object.entries(valid).map(([key, value]) =>
            fc.tuple(fc.constant(key), fc.option(fc.oneof(fc.constant(value), hostileJsonValue), { freq: 6, nil: undefined })),
          ),
        ),
        fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), nastyString), hostileJsonValue, { maxKeys: 3 }),
      )
      .map(([entries, extra]) => {
        const object: Record<string, unknown> = {};
        for (const [key, value] of entries) if (value !== undefined) object[key] = value;
        for (const [key, value] of Object.entries(extra)) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
        return object;
      });
    const json = (body: string | Buffer, type = 'application/json'): Payload => ({ headers: { 'content-type': type }, body });
    return fc.oneof(
      { weight: 6, arbitrary: mutated.map((object) => json(JSON.stringify(object))) },
      {
        weight: 1,
        arbitrary: mutated.map((object) =>
          json(
            new URLSearchParams(
              Object.entries(object).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
            ).toString(),
            'application/x-www-form-urlencoded',
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            '{',
            '{"title":',
            '[',
            'nul',
            '{"title":"x",}',
            "{'title':1}",
            '\u0000',
            '{"title":"\\ud800"}',
            '""',
            'null',
            '1',
            '[]',
            'true',
            '"text"',
            '{"a":1}{"b":2}',
            '\ufeff{}',
          )
          .map((text) => json(text)),
      },
      { weight: 1, arbitrary: deepJson.map((text) => json(text)) },
      {
        weight: 1,
        arbitrary: fc
          .record({ key: fc.constantFrom('title', 'features', 'points', 'email', 'password', 'removeImages'), depth: fc.integer({ min: 100, max: 30_000 }) })
          .map(({ key, depth }) => json(`{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`)),
      },
      { weight: 1, arbitrary: hostileJsonValue.map((value) => json(JSON.stringify(value) ?? 'null')) },
      { weight: 1, arbitrary: hugeString(90_000, 200_000).map((text) => json(JSON.stringify({ ...valid, title: text, password: text }))) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(odditiesOfContentType, hostileString)
          .map(([type, text]): Payload => ({ headers: type ? { 'content-type': type } : {}, body: text })),
      },
      { weight: 1, arbitrary: fc.constant<Payload>({ headers: {} }) },
      {
        weight: 1,
        arbitrary: fc
          .record({ encoding: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'gzip, gzip'), bomb: fc.boolean(), text: hostileString })
          .map(({ encoding, bomb, text }): Payload => {
            const inner = bomb ? `{"title":"${'a'.repeat(5_000_000)}"}` : JSON.stringify({ ...valid, title: text });
            const body = encoding.startsWith('gzip')
              ? zlib.gzipSync(inner)
              : encoding === 'deflate'
                ? zlib.deflateSync(inner)
                : encoding === 'br'
                  ? zlib.brotliCompressSync(inner)
                  : Buffer.from(inner);
            return {
              headers: { 'content-type': 'application/json', 'content-encoding': encoding },
              body: bomb || text.length % 3 ? body : body.subarray(0, body.length >> 1),
            };
          }),
      },
    );
  }

  it('POST /api/auth/login: hostile credentials, bodies and forwarded addresses', async () => {
    const cases = fc.tuple(jsonPayload(LOGIN.json!), extraHeaders, auth()).map(
      ([payload, headers, authValue]) =>
        new RequestCase('POST /api/auth/login', () => ({
          method: 'POST',
          path: '/api/auth/login',
          headers: withAuth({ ...headers, ...payload.headers }, authValue),
          body: payload.body,
        })),
    );
    await exerciseAll('rest login', cases, 200);
  });

  it('GET reads: hostile ids, query strings, tokens and headers', async () => {
    const request = toRoute(READS, () =>
      fc.record({
        query: queryString(['category', 'limit', 'offset', 'sort', 'id'], PROJECT_CATEGORIES),
        headers: extraHeaders,
        auth: auth(),
      }),
    );
    const cases = request.map(
      ({ route, id, query, headers, auth: authValue }) =>
        new RequestCase(`GET ${route.pattern}`, () => ({ method: 'GET', path: pathOf(route, id, query), headers: withAuth(headers, authValue) })),
    );
    await exerciseAll('rest reads', cases, 800);
  });

  it('writes with JSON, url-encoded, mislabelled and malformed bodies', async () => {
    const request = toRoute(WRITES, (route) =>
      fc.record({
        query: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString(['category', 'id'], PROJECT_CATEGORIES) }),
        payload: route.json ? jsonPayload(route.json) : fc.oneof(fc.constant<Payload>({ headers: {} }), jsonPayload({ id: 'x' })),
        headers: extraHeaders,
        auth: auth(),
      }),
    );
    const cases = request.map(
      ({ route, id, query, payload, headers, auth: authValue }) =>
        new RequestCase(`${route.method} ${route.pattern}`, () => ({
          method: route.method,
          path: pathOf(route, id, query),
          headers: withAuth({ ...headers, ...payload.headers }, authValue),
          body: payload.body,
        })),
    );
    await exerciseAll('rest json writes', cases, 300);
  });

  it('writes with broken multipart bodies and hostile files', async () => {
    const request = toRoute(FORM_WRITES, (route) =>
      fc.record({
        form: multipartArbitrary(route.form!, target.images),
        auth: fc.oneof({ weight: 6, arbitrary: fc.constant(`Bearer ${target.token}`) }, { weight: 1, arbitrary: auth() }),
      }),
    );
    const cases = request.map(
      ({ route, id, form, auth: authValue }) =>
        new RequestCase(`${route.method} ${route.pattern} (multipart)`, () => {
          const built = buildMultipart(form);
          return { method: route.method, path: pathOf(route, id, ''), headers: withAuth({ 'content-type': built.contentType }, authValue), body: built.body };
        }),
    );
    await exerciseAll('rest multipart writes', cases, 400);
  });

  it('clients that disconnect in the middle of an upload leave the server healthy', async () => {
    const request = toRoute(FORM_WRITES, (route) =>
      fc.record({ form: multipartArbitrary(route.form!, target.images), share: fc.double({ min: 0, max: 0.95, noNaN: true }) }),
    );
    const cases = request.map(
      ({ route, id, form, share }) =>
        new RequestCase(`${route.method} ${route.pattern} (aborted upload)`, () => {
          const built = buildMultipart(form);
          return {
            method: route.method,
            path: pathOf(route, id, ''),
            headers: { 'content-type': built.contentType, authorization: `Bearer ${target.token}` },
            body: built.body,
            abortAfterBytes: Math.floor(built.body.length * share),
          };
        }),
    );
    const property = fc.asyncProperty(cases, async ({ request }) => {
      await send(target.server.url, request);
    });
    await checkProperty('rest aborted uploads', property, 30);
    await expectAlive(target.server.url);
    // And an ordinary request after them still works.
    await exercise(new RequestCase('GET /api/projects', () => ({ method: 'GET', path: '/api/projects' })));
  });

  it('unknown paths, wrong methods and traversal under /api and /uploads', async () => {
    const path = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('/api', '/api/projects', '/api/gallery', '/api/services', '/api/auth', '/uploads'),
          fc.array(fc.tuple(fc.oneof(nastyString, traversal), fc.boolean()), { maxLength: 4 }),
        )
        .map(([prefix, segments]) => `${prefix}/${segments.map(([segment, raw]) => pathSegment(segment, raw)).join('/')}`),
      fc
        .tuple(
          fc.constantFrom(
            '/uploads/',
            '/uploads/..%2f',
            '/uploads/%2e%2e/',
            '/api/projects/..%2f..%2f',
            '/api/..%2fhealthz',
            '/api//projects',
            '/api/projects//',
          ),
          traversal,
        )
        .map(([prefix, rest]) => pathSegment(prefix + rest, true)),
    );
    const cases = fc
      .tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'SEARCH', 'M-SEARCH', 'PURGE'),
        path,
        extraHeaders,
        auth(),
      )
      .map(
        ([method, requestPath, headers, authValue]) =>
          new RequestCase(`${method} (other paths)`, () => ({ method, path: requestPath, headers: withAuth(headers, authValue) })),
      );
    await exerciseAll('rest other paths', cases, 250);
  });

  it('requests no HTTP client would send: refused bytes, heads over 16 kB, conflicting framing', async () => {
    const requestTarget = fc.constantFrom('/api/projects', '/api/auth/login', '/api/services/x', '/graphql', '/uploads/x.webp');
    const crlf = '\r\n';
    const badRequests = fc.oneof(
      // A request target with a byte Node's parser refuses (controls, space, DEL, 0x80–0xff).
      fc
        .tuple(requestTarget, fc.constantFrom(0x00, 0x01, 0x09, 0x0b, 0x1b, 0x7f, 0x80, 0xa0, 0xc2, 0xff))
        .map(([path, byte]) => Buffer.concat([Buffer.from(`GET ${path}/a`), Buffer.from([byte]), Buffer.from(`b HTTP/1.1${crlf}Host: x${crlf}${crlf}`)])),
      // A request head over Node's 16 kB limit: a long URL, a long header, or many headers.
      fc
        .tuple(requestTarget, fc.integer({ min: 17_000, max: 80_000 }), fc.constantFrom('url', 'header', 'headers'))
        .map(([path, size, where]) =>
          Buffer.from(
            where === 'url'
              ? `GET ${path}?q=${'a'.repeat(size)} HTTP/1.1${crlf}Host: x${crlf}${crlf}`
              : where === 'header'
                ? `GET ${path} HTTP/1.1${crlf}Host: x${crlf}Authorization: Bearer ${'a'.repeat(size)}${crlf}${crlf}`
                : `GET ${path} HTTP/1.1${crlf}Host: x${crlf}${Array.from({ length: Math.ceil(size / 12) }, (_, i) => `X-H${i}: v${crlf}`).join('')}${crlf}`,
          ),
        ),
      // Broken heads and framing, complete on the wire so the server has all it will get.
      fc
        .tuple(
          requestTarget,
          fc.constantFrom(
            'G@T {path} HTTP/1.1\r\nHost: x\r\n\r\n',
            'GET {path} HTTP/9.9\r\nHost: x\r\n\r\n',
            'GET {path} HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n',
            'GET {path} HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
            'GET {path} HTTP/1.1\r\nHost: x\r\n folded: continuation\r\n\r\n',
            'GET {path} HTTP/1.1\nHost: x\n\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}',
            'POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: the-unexpected\r\nContent-Length: 2\r\n\r\n{}',
            'GET {path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
            'GET {path} HTTP/1.0\r\n\r\n',
            'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
          ),
        )
        .map(([path, template]) => Buffer.from(template.replace('{path}', path), 'latin1')),
    );
    const property = fc.asyncProperty(
      badRequests.map((bytes) => new RequestCase('raw HTTP', () => ({ method: 'RAW', path: '(bytes below, on a new connection)', body: bytes }))),
      async ({ label, request }) => {
        await failures.run(label, async () => {
          const bytes = request.body as Buffer;
          const response = await sendRawBytes(target.server.url, bytes);
          (bytes.includes(' /graphql') ? checkGraphQLResponse : checkRestResponse)(request, response);
        });
      },
    );
    await checkProperty('rest raw http', property, 100);
    await expectAlive(target.server.url);
  });

  it('found no failures (with ABUSE_KEEP_GOING=1: all of them, one per kind and route)', async () => {
    await expectAlive(target.server.url);
    if (failures.size > 0) throw new Error(`${failures.size} distinct REST failures:${failures.report()}`);
  });
});

function collectionOf(path: string): Collection | null {
  const match = /^\/api\/(projects|gallery|services)/.exec(path);
  return match ? (match[1] as Collection) : null;
}
