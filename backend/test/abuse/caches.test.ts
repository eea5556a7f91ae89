import crypto from 'node:crypto';
import { encodeBody } from '../../src/encoded-body';
import { PublicResponseCache, type PublicResponse } from '../../src/http/public-cache';
import { ContentVersion } from '../../src/content-version';
import { VersionedCache } from '../../src/versioned-cache';
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
    const first = await gallery.list(null, randomCategory());
    expect(first).toEqual([]);
    for (let i = 0; i < 200; i++) {
      const { status, data } = await server.graphql<{ galleryImages: unknown[] }>('query($c: String) { galleryImages(category: $c) { id } }', {
        c: randomCategory(),
      });
      expect({ status, data }).toEqual({ status: 200, data: { galleryImages: [] } });
    }
    expect(await gallery.list(null, randomCategory())).toBe(first);
    // A real category, in any case, is still found.
    expect(await gallery.list(null, 'rEsIdEnTiAl')).toHaveLength(1);
  });

  it('answer an unknown category over REST with an empty list too', async () => {
    const { status, body } = await request(server, 'GET', `/api/gallery?category=${'x'.repeat(4000)}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  const version = new ContentVersion();
  const newCache = (options: { maxEntries?: number; maxBytes?: number } = {}) => new PublicResponseCache({ contentVersion: version, ...options });

  it('keep at most a fixed number of read-cache entries', async () => {
    const cache = new VersionedCache<number>(version, 8);
    for (let i = 0; i < 100; i++) await cache.get(`key${i}`, async () => i);
    expect(cache.size).toBe(8);
    expect(await cache.get('key99', async () => -1)).toBe(99);
  });

  const answer = (text: string): PublicResponse => ({ headers: [['content-type', 'application/json; charset=utf-8']], body: encodeBody(text) });

  it('keep a response only from its second request on, so one-off URLs never take a place', async () => {
    const cache = newCache({ maxEntries: 10 });
    for (let i = 0; i < 1_000; i++) await cache.keep(`GET /api/gallery?category=${i}`, answer('[]'), version.current);
    expect(cache.size).toBe(0);
    await cache.keep('GET /api/projects', answer('[1]'), version.current);
    await cache.keep('GET /api/projects', answer('[1]'), version.current);
    expect(cache.get('GET /api/projects')?.body.bytes.toString()).toBe('[1]');
  });

  it('keep only the canonical spelling of a REST list', async () => {
    const spellings = [
      '/api/projects?category=Residential',
      '/API/projects?category=residential',
      '/api/projects/?category=residential',
      '/api/projects?category=residential&category=x',
    ];
    for (const url of spellings) for (let i = 0; i < 3; i++) await request(server, 'GET', url);
    for (let i = 0; i < 3; i++) await request(server, 'GET', '/api/projects?category=residential');
    expect(server.publicCache.size).toBe(1);
    expect(server.publicCache.get(`GET /api/projects?category=residential\n${new URL(server.url).host}`)).toBeDefined();
  });

  it('keep at most a fixed number of cached responses, and a fixed number of bytes (compressed copies included)', async () => {
    const byCount = newCache({ maxEntries: 10 });
    const keepTwice = async (cache: PublicResponseCache, key: string, text: string) => {
      for (let request = 0; request < 2; request++) await cache.keep(key, answer(text), version.current);
    };
    for (let i = 0; i < 100; i++) await keepTwice(byCount, `GET /${i}`, '[]');
    expect(byCount.size).toBe(10);

    const byBytes = newCache({ maxBytes: 10_000 });
    const incompressible = () => JSON.stringify(crypto.randomBytes(900).toString('base64'));
    for (let i = 0; i < 100; i++) await keepTwice(byBytes, `GET /${i}`, incompressible());
    expect(byBytes.size).toBeLessThanOrEqual(10);
    expect(byBytes.size).toBeGreaterThan(2);
    expect(byBytes.get('GET /99')).toBeDefined();
  });

  it('compress at most one kept response at a time, so new URLs cannot keep every core busy with Brotli 11', async () => {
    const cache = newCache();
    const large = (i: number) => answer(JSON.stringify({ data: Array.from({ length: 200 }, (_, n) => ({ i, n, title: `Project ${n}` })) }));
    for (let i = 0; i < 20; i++) await cache.keep(`GET /${i}`, large(i), version.current);
    const second = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.keep(`GET /${i}`, large(i), version.current)));
    expect(second.filter(Boolean)).toHaveLength(1);
    // The others are kept at a later request.
    expect(await cache.keep('GET /7', large(7), version.current)).toBeDefined();
  });
});
