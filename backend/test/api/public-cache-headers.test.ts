import type { NextFunction, Request, Response } from 'express';
import http from 'node:http';
import zlib from 'node:zlib';
import { createProject, createService } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

const LIST = 'query PublicProjects { projects { id title details image { url width height srcset } } }';
const GRAPHQL_HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };

/** Headers that differ per response whoever answers it. */
const PER_RESPONSE = ['date', 'x-request-id', 'connection', 'keep-alive'];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(method: 'GET' | 'HEAD', url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.includes(name)));
          resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject)
      .end();
  });
}
const get = (url: string, headers: Record<string, string>) => send('GET', url, headers);

function decoded({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  return (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();
}

/**
 * Against the real server: each kind of cached answer (a REST list, a GraphQL GET query, an HTML
 * page) requested as a miss, a miss that is kept, and a hit answered before Express. Whoever
 * answers, the headers are the same: helmet's, CORS's Vary, ETag, Cache-Control, Content-Type,
 * Content-Encoding, Vary.
 */
describe('public response cache: a hit sends the headers of a miss', () => {
  let server: TestServer;
  let expressRequests = 0;

  beforeAll(async () => {
    server = await startTestServer({ env: { CORS_ORIGINS: 'https://admin.example.com' } });
    const token = await server.login();
    for (let i = 0; i < 4; i++) {
      await createProject(server, token, { title: `Cached house ${i}`, details: 'A two-storey house with a rooftop garden. '.repeat(3) });
      await createService(server, token, { title: `Service ${i}`, description: 'Plans, approvals and supervision on site. '.repeat(3) });
    }

    const stack = server.express.router.stack;
    server.express.use((_req: Request, _res: Response, next: NextFunction) => {
      expressRequests++;
      next();
    });
    stack.unshift(stack.pop()!);
  });

  afterAll(() => server.close());

  const kinds: { kind: string; path: string; headers: Record<string, string> }[] = [
    { kind: 'REST list', path: '/api/projects', headers: {} },
    { kind: 'REST services list', path: '/api/services', headers: {} },
    { kind: 'GraphQL GET query', path: `/graphql?operationName=PublicProjects&query=${encodeURIComponent(LIST)}`, headers: GRAPHQL_HEADERS },
    { kind: 'server-rendered page', path: '/projects', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } },
  ];
  const encodings: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ];

  for (const { kind, path, headers } of kinds) {
    for (const [acceptEncoding, expected] of encodings) {
      it(`${kind}, Accept-Encoding: ${acceptEncoding ?? 'none'}`, async () => {
        server.services.contentVersion.bump(); // as a write does: nothing kept
        const asked = { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const before = expressRequests;
        const first = await get(`${server.url}${path}`, asked);
        const kept = await get(`${server.url}${path}`, asked);
        const hit = await get(`${server.url}${path}`, asked);
        expect(expressRequests - before).toBe(2);

        for (const answer of [first, kept, hit]) expect(answer.status).toBe(200);
        expect(hit.headers['content-encoding']).toBe(expected);
        expect(hit.headers.vary).toBe(path.startsWith('/graphql') ? 'Origin, Authorization, Accept, Accept-Encoding' : 'Origin, Accept-Encoding');
        expect(hit.headers['content-security-policy']).toContain('frame-src https://www.google.com');
        expect(kept.headers).toEqual(hit.headers);
        expect(kept.body).toEqual(hit.body);
        // The first answer is compressed per request, at a faster level: only its length may differ.
        const withoutLength = ({ 'content-length': _length, ...rest }: Answer['headers']) => rest;
        if (expected) expect(withoutLength(first.headers)).toEqual(withoutLength(hit.headers));
        else expect(first.headers).toEqual(hit.headers);
        expect(decoded(first)).toBe(decoded(hit));
        expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
      });

      // The fast path answers HEAD too (never for GraphQL, as Apollo would not): the headers of the GET, from whoever answers.
      if (path.startsWith('/graphql')) continue;
      it(`${kind}, HEAD, Accept-Encoding: ${acceptEncoding ?? 'none'}`, async () => {
        server.services.contentVersion.bump();
        const asked = { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const before = expressRequests;
        const first = await send('HEAD', `${server.url}${path}`, asked);
        const kept = await send('HEAD', `${server.url}${path}`, asked);
        const hit = await send('HEAD', `${server.url}${path}`, asked);
        expect(expressRequests - before).toBe(2);
        const got = await get(`${server.url}${path}`, asked);

        for (const answer of [first, kept, hit]) expect([answer.status, answer.body.length]).toEqual([200, 0]);
        expect(hit.headers['content-encoding']).toBe(expected);
        expect(kept.headers).toEqual(hit.headers);
        expect(got.headers).toEqual(hit.headers);
        // The first answer is compressed per request, at a faster level: only its length may differ.
        const withoutLength = ({ 'content-length': _length, ...rest }: Answer['headers']) => rest;
        expect(withoutLength(first.headers)).toEqual(withoutLength(hit.headers));
      });
    }
  }
});
