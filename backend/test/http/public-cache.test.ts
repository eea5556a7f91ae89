import express, { type Request, type Response } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { encodeBody } from '../../src/encoded-body';
import { compressResponses } from '../../src/http/compress-responses';
import { ContentVersion } from '../../src/content-version';
import { createFastPath, headersOf, PublicResponseCache, type PublicResponse, type PublicResponseCacheOptions } from '../../src/http/public-cache';
import { createLogger } from '../../src/logger';

const JSON_TYPE: [string, string] = ['content-type', 'application/json; charset=utf-8'];
const HTML_HEADERS: [string, string][] = [['Content-Type', 'text/html; charset=utf-8']];
/** The content's version: a bump is what a committed write does. */
const version = new ContentVersion();
const newCache = (options: Omit<PublicResponseCacheOptions, 'contentVersion'> = {}) => new PublicResponseCache({ contentVersion: version, ...options });
/** A page long enough to be compressed. */
const PAGE = `<!doctype html><title>Projects</title>${'<p>A two-storey house in Vriddhachalam.</p>'.repeat(60)}`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch adds its own Accept-Encoding and decodes). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const response = (text: string, headers: [string, string][] = [JSON_TYPE]): PublicResponse => ({ headers, body: encodeBody(text) });

/** Kept from the second request on. */
async function keepTwice(cache: PublicResponseCache, key: string, kept: PublicResponse) {
  await cache.keep(key, kept, version.current);
  return cache.keep(key, kept, version.current);
}

describe('public response cache', () => {
  it('keeps an answer from its second request on, so one-off URLs never take a place', async () => {
    const cache = newCache({ maxEntries: 10 });
    for (let i = 0; i < 1_000; i++) expect(await cache.keep(`GET /api/gallery?category=${i}`, response('[]'), version.current)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect((await keepTwice(cache, 'GET /api/projects', response('[1]')))?.body.bytes.toString()).toBe('[1]');
    expect(cache.get('GET /api/projects')?.body.bytes.toString()).toBe('[1]');
  });

  it('forgets everything at a write, and never keeps an answer computed across one', async () => {
    const cache = newCache();
    await keepTwice(cache, 'GET /a', response('{}'));
    expect(cache.get('GET /a')).toBeDefined();
    version.bump();
    expect(cache.get('GET /a')).toBeUndefined();

    const versionAtStart = version.current;
    await cache.keep('GET /late', response('{}'), versionAtStart);
    version.bump();
    expect(await cache.keep('GET /late', response('{}'), versionAtStart)).toBeUndefined();
    expect(cache.get('GET /late')).toBeUndefined();
  });

  it('stays within its entry and byte budgets, dropping the least recently used first', async () => {
    const byCount = newCache({ maxEntries: 10 });
    for (let i = 0; i < 100; i++) await keepTwice(byCount, `GET /${i}`, response('[]'));
    expect(byCount.size).toBe(10);

    const byBytes = newCache({ maxBytes: 4000 });
    // Not compressible (a type that is never compressed), so each entry holds its 900 bytes only.
    for (const key of ['a', 'b', 'c', 'd', 'e']) await keepTwice(byBytes, key, response('x'.repeat(900), [['content-type', 'image/webp']]));
    expect(byBytes.get('a')).toBeUndefined();
    expect(byBytes.get('e')).toBeDefined();
    expect(byBytes.size).toBeLessThanOrEqual(4);
  });

  it('compresses a kept answer once, in Brotli and gzip, each with its own ETag', async () => {
    const cache = newCache();
    const page = response(PAGE, HTML_HEADERS);
    await cache.keep('GET /projects', page, version.current);
    const [first, second] = await Promise.all([cache.keep('GET /projects', page, version.current), cache.keep('GET /projects', page, version.current)]);
    expect(second).toBe(first);
    const kept = first!;
    expect(kept.variesOnEncoding).toBe(true);
    expect(zlib.brotliDecompressSync(kept.encoded.br!.bytes).toString()).toBe(PAGE);
    expect(zlib.gunzipSync(kept.encoded.gzip!.bytes).toString()).toBe(PAGE);
    expect(kept.encoded.br!.bytes.length).toBeLessThan(kept.encoded.gzip!.bytes.length);
    expect(kept.encoded.br!.etag).toBe(page.body.etag.replace(/"$/, '-br"'));
    expect(kept.encoded.gzip!.etag).toBe(page.body.etag.replace(/"$/, '-gzip"'));
    // Small answers are kept as they are.
    expect(await keepTwice(cache, 'GET /small', response('[1]'))).toMatchObject({ encoded: {}, variesOnEncoding: false });
  });

  describe('keys', () => {
    const cache = newCache({ trustProxy: (address) => address === '127.0.0.1' });
    const request = (url: string, headers: http.IncomingHttpHeaders, remoteAddress = '203.0.113.9') =>
      ({ url, headers, socket: { remoteAddress } }) as unknown as http.IncomingMessage;

    it('tell hosts apart (pages link to absolute URLs built from the Host), and Accept only for /graphql', () => {
      expect(cache.keyOf(request('/', { host: 'a.example' }))).not.toBe(cache.keyOf(request('/', { host: 'b.example' })));
      expect(cache.keyOf(request('/api/projects', { host: 'a', accept: 'text/html' }))).toBe(
        cache.keyOf(request('/api/projects', { host: 'a', accept: '*/*' })),
      );
      expect(cache.keyOf(request('/graphql?query=x', { host: 'a', accept: 'application/json' }))).not.toBe(
        cache.keyOf(request('/graphql?query=x', { host: 'a', accept: '*/*' })),
      );
    });

    it('count X-Forwarded-Host and -Proto only from a trusted proxy', () => {
      const forwarded = { host: 'a', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      expect(cache.keyOf(request('/', forwarded, '203.0.113.9'))).toBe(cache.keyOf(request('/', { host: 'a' })));
      expect(cache.keyOf(request('/', forwarded, '127.0.0.1'))).not.toBe(cache.keyOf(request('/', { host: 'a' }, '127.0.0.1')));
    });

    it('never run two parts together', () => {
      const joined = cache.keyOf(request('/graphql?query=x', { host: 'a application/json', accept: '' }));
      expect(joined).not.toBe(cache.keyOf(request('/graphql?query=x', { host: 'a', accept: 'application/json' })));
    });
  });
});

/**
 * The fast path in front of a small Express app wired like the real one: common headers,
 * compression of uncached answers, the offer, and a stand-in HTML page route mounted at the root
 * that hands its 200 answers to the cache as the server-rendered pages do.
 */
describe('fast path and PublicResponseCache.respond', () => {
  const cache = newCache();
  const expressAnswers: string[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const common = [
      (_req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => {
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        res.setHeader('Vary', 'Origin');
        next();
      },
    ];
    const app = express();
    app.disable('x-powered-by');
    app.use(common, compressResponses());
    const pages = express.Router();
    pages.get(/.*/, async (req: Request, res: Response) => {
      expressAnswers.push(req.originalUrl);
      if (req.path === '/missing') {
        res.status(404).type('html').send('<h1>Not found</h1>');
        return;
      }
      // Every spelling gets the page; its canonical path is the lower-case one without a trailing slash.
      const canonicalPath = req.path.toLowerCase().replace(/(.)\/$/, '$1');
      await cache.respond(req, res, cache.canonicalKey(req, canonicalPath), async () => ({
        status: 200,
        headers: HTML_HEADERS,
        body: encodeBody(PAGE.replace('Projects', canonicalPath)),
      }));
    });
    app.use(pages);
    const fastPath = createFastPath(cache, headersOf(common), createLogger('silent'));
    server = http.createServer((req, res) => {
      if (!fastPath(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    expressAnswers.splice(0);
    version.bump();
  });

  const withoutPerResponse = (headers: http.IncomingHttpHeaders) => {
    const { date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
    return rest;
  };

  it('keeps a page at its canonical path from its second request on and answers it before Express', async () => {
    const first = await raw(`${base}/projects/42`);
    const second = await raw(`${base}/projects/42`);
    const third = await raw(`${base}/projects/42`);
    expect(expressAnswers).toEqual(['/projects/42', '/projects/42']);
    expect(third.body.toString()).toBe(PAGE.replace('Projects', '/projects/42'));
    for (const answer of [first, second]) expect(withoutPerResponse(answer.headers)).toEqual(withoutPerResponse(third.headers));
    expect(third.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'Origin, Accept-Encoding',
    });
  });

  it('sends each client the encoding it accepts, the same from the route and from the fast path', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      version.bump();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await raw(`${base}/gallery`, { 'accept-encoding': acceptEncoding }));
      // The first answer is compressed per request (faster, so a few bytes longer), the second is the kept one.
      const [first, second, hit] = answers;
      expect(hit.headers['content-encoding']).toBe(encoding);
      const { 'content-length': _length, ...firstHeaders } = withoutPerResponse(first.headers);
      const { 'content-length': _hitLength, ...hitHeaders } = withoutPerResponse(hit.headers);
      expect(firstHeaders).toEqual(hitHeaders);
      expect(withoutPerResponse(second.headers)).toEqual(withoutPerResponse(hit.headers));
      expect(second.body).toEqual(hit.body);
      const decode = (answer: RawAnswer) =>
        encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : encoding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
      for (const answer of answers) expect(decode(answer).toString()).toBe(PAGE.replace('Projects', '/gallery'));
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    }
    expect(expressAnswers).toHaveLength(8);
  });

  it('answers 304 to a conditional GET naming the page in any encoding, unless asked for no cached copy', async () => {
    for (let i = 0; i < 2; i++) await raw(`${base}/about`);
    const identity = await raw(`${base}/about`);
    const brotli = await raw(`${base}/about`, { 'accept-encoding': 'br' });
    expect(brotli.headers.etag).toBe(identity.headers.etag!.replace(/"$/, '-br"'));
    for (const etag of [identity.headers.etag!, brotli.headers.etag!]) {
      const notModified = await raw(`${base}/about`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers).toMatchObject({ etag: brotli.headers.etag, 'cache-control': 'no-cache', vary: 'Origin, Accept-Encoding' });
    }
    const forced = await raw(`${base}/about`, { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag!, 'cache-control': 'no-cache' });
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual(brotli.body);
    expect(expressAnswers).toEqual(['/about', '/about']);
  });

  it('answers HEAD with the headers of the GET', async () => {
    for (let i = 0; i < 2; i++) await raw(`${base}/contact`);
    const get = await raw(`${base}/contact`, { 'accept-encoding': 'gzip' });
    const head = await raw(`${base}/contact`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(withoutPerResponse(head.headers)).toEqual(withoutPerResponse(get.headers));
  });

  it('keeps only the canonical spelling, anonymous 200 answers, and leaves the rest to Express', async () => {
    const spellings = ['/Services', '/services/', '/services?utm=x', '/missing'];
    for (const url of spellings) for (let i = 0; i < 3; i++) await raw(`${base}${url}`);
    for (let i = 0; i < 3; i++) await raw(`${base}/services`, { authorization: 'Bearer x' });
    for (let i = 0; i < 3; i++) await raw(`${base}/services`, { origin: 'https://elsewhere.example' });
    expect(expressAnswers).toHaveLength(18);
    expect(cache.size).toBe(1); // the cross-origin reads of the canonical URL
    expect((await raw(`${base}/services`, {}, 'POST')).status).toBe(404);
  });
});
