import crypto from 'node:crypto';
import { encodeBody } from '../../src/encoded-body';
import { ResponseMemo } from '../../src/http/response-memo';
import { ReadCache, readCacheVersion } from '../../src/read-cache';
import { createGalleryImage, request } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

const randomCategory = () => crypto.randomBytes(45 * 1024).toString('hex'); // 90 kB

describe('caches stay bounded whatever anonymous clients ask for', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await createGalleryImage(server, await server.login(), { category: 'Residential' });
  });

  afterAll(() => server.close());

  it('answer unknown gallery categories with one shared empty list, never a new cache entry', async () => {
    const gallery = server.services.gallery;
    const first = await gallery.list(randomCategory());
    expect(first).toEqual([]);
    for (let i = 0; i < 200; i++) {
      const { status, data } = await server.graphql<{ galleryImages: unknown[] }>('query($c: String) { galleryImages(category: $c) { id } }', { c: randomCategory() });
      expect({ status, data }).toEqual({ status: 200, data: { galleryImages: [] } });
    }
    expect(await gallery.list(randomCategory())).toBe(first);
    // A real category, in any case, is still found.
    expect(await gallery.list('rEsIdEnTiAl')).toHaveLength(1);
  });

  it('answer an unknown category over REST with an empty list too', async () => {
    const { status, body } = await request(server, 'GET', `/api/gallery?category=${'x'.repeat(4000)}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('keep at most a fixed number of read-cache entries', async () => {
    const cache = new ReadCache(8);
    for (let i = 0; i < 100; i++) await cache.get(`key${i}`, async () => i);
    expect(cache.size).toBe(8);
    expect(await cache.get('key99', async () => -1)).toBe(99);
  });

  it('keep a response only from its second request on, so one-off URLs never take a place', () => {
    const memo = new ResponseMemo(1024 * 1024, 10);
    for (let i = 0; i < 1_000; i++) memo.set(`GET /api/gallery?category=${i}`, { headers: [], body: encodeBody('[]') }, readCacheVersion());
    expect(memo.size).toBe(0);
    memo.set('GET /api/projects', { headers: [], body: encodeBody('[1]') }, readCacheVersion());
    memo.set('GET /api/projects', { headers: [], body: encodeBody('[1]') }, readCacheVersion());
    expect(memo.get('GET /api/projects')?.body.bytes.toString()).toBe('[1]');
  });

  it('keep only the canonical spelling of a REST list', async () => {
    const spellings = ['/api/projects?category=Residential', '/API/projects?category=residential', '/api/projects/?category=residential', '/api/projects?category=residential&category=x'];
    for (const url of spellings) for (let i = 0; i < 3; i++) await request(server, 'GET', url);
    for (let i = 0; i < 3; i++) await request(server, 'GET', '/api/projects?category=residential');
    expect(server.responseMemo.size).toBe(1);
    expect(server.responseMemo.get('GET /api/projects?category=residential */*')).toBeDefined();
  });

  it('keep at most a fixed number of memoized responses, and a fixed number of bytes', () => {
    const byCount = new ResponseMemo(1024 * 1024, 10);
    const setTwice = (memo: ResponseMemo, key: string, text: string) => {
      for (let request = 0; request < 2; request++) memo.set(key, { headers: [], body: encodeBody(text) }, readCacheVersion());
    };
    for (let i = 0; i < 100; i++) setTwice(byCount, `GET /${i}`, '[]');
    expect(byCount.size).toBe(10);

    const byBytes = new ResponseMemo(10_000, 1_000);
    for (let i = 0; i < 100; i++) setTwice(byBytes, `GET /${i}`, 'x'.repeat(1_000));
    expect(byBytes.size).toBeLessThanOrEqual(10);
    expect(byBytes.get('GET /99')).toBeDefined();
  });
});
