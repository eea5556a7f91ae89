import { encodeBody, type EncodedBody } from '../../src/encoded-body';
import { ReadCache } from '../../src/read-cache';
import { SitemapCache } from '../../src/seo/sitemap-cache';

/** Any committed write of public content clears its service's ReadCache, which moves the shared version. */
const aWriteCommits = () => new ReadCache().clear();

describe('SitemapCache', () => {
  it('builds once per origin until a write, then builds again', async () => {
    const cache = new SitemapCache();
    const build = jest.fn(async () => encodeBody('one'));
    await cache.get('https://a.example', build);
    await cache.get('https://a.example', build);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.get('https://b.example', build);
    expect(build).toHaveBeenCalledTimes(2);
    aWriteCommits();
    await cache.get('https://a.example', build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('never serves a body that was being built while a write committed', async () => {
    const cache = new SitemapCache();
    let finish!: (body: EncodedBody) => void;
    const stale = cache.get('https://a.example', () => new Promise((resolve) => (finish = resolve)));
    aWriteCommits();
    finish(encodeBody('before the write'));
    await stale;
    expect((await cache.get('https://a.example', async () => encodeBody('after the write'))).bytes.toString()).toBe('after the write');
  });

  it('does not keep a failure', async () => {
    const cache = new SitemapCache();
    await expect(cache.get('https://a.example', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.get('https://a.example', async () => encodeBody('ok'))).bytes.toString()).toBe('ok');
  });

  it('keeps a bounded number of origins (the Host header picks them)', async () => {
    const cache = new SitemapCache(2);
    const build = jest.fn(async () => encodeBody('x'));
    for (const origin of ['https://a.example', 'https://b.example', 'https://c.example', 'https://a.example']) await cache.get(origin, build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
