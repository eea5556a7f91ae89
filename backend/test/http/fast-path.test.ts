import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeBody } from '../../src/encoded-body';
import { createFastPath, headersOf } from '../../src/http/fast-path';
import { ResponseMemo } from '../../src/http/response-memo';
import { createLogger } from '../../src/logger';
import { ReadCache, readCacheVersion } from '../../src/read-cache';

describe('fast path over the response memo', () => {
  const memo = new ResponseMemo();
  const fallbackUrls: string[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const common = headersOf([
      (_req, res, next) => {
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        next();
      },
    ]);
    const fastPath = createFastPath(memo, common, createLogger('silent'));
    server = http.createServer((req, res) => {
      if (fastPath(req, res)) return;
      fallbackUrls.push(req.url ?? '');
      res.statusCode = 404;
      res.end('fallback');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => fallbackUrls.splice(0));

  // fetch sends Accept: */* unless told otherwise. The memo keeps a response from its second request on.
  const remember = (url: string, text: string, accept = '*/*') => {
    for (let request = 0; request < 2; request++) {
      memo.set(`GET ${url} ${accept}`, { headers: [['content-type', 'application/json; charset=utf-8']], body: encodeBody(text) }, readCacheVersion());
    }
  };

  it('serves a memoized GET with the common headers, and leaves the rest to the fallback', async () => {
    remember('/api/things', '{"data":[1]}');
    const hit = await fetch(`${base}/api/things`);
    expect(await hit.text()).toBe('{"data":[1]}');
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');

    expect((await fetch(`${base}/api/things?page=2`)).status).toBe(404);
    expect((await fetch(`${base}/api/things`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/api/things`, { headers: { authorization: 'Bearer x' } })).status).toBe(404);
    expect((await fetch(`${base}/api/things`, { headers: { origin: 'https://elsewhere.example' } })).status).toBe(404);
    expect(fallbackUrls).toEqual(['/api/things?page=2', '/api/things', '/api/things', '/api/things']);
  });

  it('keys on the Accept header, and answers GraphQL only with the CSRF preflight header', async () => {
    remember('/graphql?query=x', '{"data":{}}', 'application/graphql-response+json');
    const accept = 'application/graphql-response+json';
    expect((await fetch(`${base}/graphql?query=x`, { headers: { accept, 'apollo-require-preflight': 'true' } })).status).toBe(200);
    expect((await fetch(`${base}/graphql?query=x`, { headers: { accept } })).status).toBe(404);
    expect((await fetch(`${base}/graphql?query=x`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('forgets everything once a public read cache is cleared by a write', async () => {
    remember('/api/things', '{"data":[2]}');
    expect((await fetch(`${base}/api/things`)).status).toBe(200);
    new ReadCache().clear();
    expect((await fetch(`${base}/api/things`)).status).toBe(404);
  });

  it('does not keep a response computed across a write', () => {
    const versionAtStart = readCacheVersion();
    new ReadCache().clear();
    memo.set('GET /late ', { headers: [], body: encodeBody('{}') }, versionAtStart);
    expect(memo.get('GET /late ')).toBeUndefined();
  });

  it('stays within its byte budget, dropping the oldest entries first', () => {
    const small = new ResponseMemo(4000);
    const body = encodeBody('x'.repeat(900));
    for (const key of ['a', 'b', 'c', 'd', 'e']) for (let request = 0; request < 2; request++) small.set(key, { headers: [], body }, readCacheVersion());
    expect(small.get('a')).toBeUndefined();
    expect(small.get('e')).toBeDefined();
  });
});
