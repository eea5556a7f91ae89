import { ContentVersion } from '../../src/content-version';
import { VersionedCache } from '../../src/versioned-cache';

describe('VersionedCache', () => {
  it('keeps a value until the content version moves', async () => {
    const version = new ContentVersion();
    const cache = new VersionedCache<string>(version);
    let loads = 0;
    const load = async () => `list ${++loads}`;
    expect(await cache.get('list', load)).toBe('list 1');
    expect(await cache.get('list', load)).toBe('list 1');
    version.bump();
    expect(await cache.get('list', load)).toBe('list 2');
  });

  it('never hands out a value that was being computed when a write committed', async () => {
    const version = new ContentVersion();
    const cache = new VersionedCache<string>(version);
    let finish: (value: string) => void = () => undefined;
    const inFlight = cache.get('list', () => new Promise((resolve) => (finish = resolve)));
    version.bump();
    finish('before the write');
    expect(await inFlight).toBe('before the write');
    expect(await cache.get('list', async () => 'after the write')).toBe('after the write');
  });

  it('never keeps a failure', async () => {
    const cache = new VersionedCache<string>(new ContentVersion());
    await expect(cache.get('list', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('list', async () => 'read again')).toBe('read again');
  });
});
