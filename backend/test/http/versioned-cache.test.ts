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

describe('ContentVersion', () => {
  it('moves with every stored version it hears of: a newer committed one, any other read one; never back for a late notification', () => {
    const version = new ContentVersion();
    const seen = [version.current];
    const moved = () => {
      const now = version.current;
      const changed = now !== seen[seen.length - 1];
      seen.push(now);
      return changed;
    };
    version.read(7);
    expect(moved()).toBe(true);
    version.committed(8); // a write of this process or another's
    expect(moved()).toBe(true);
    version.committed(8); // its notification after the writer took it
    expect(moved()).toBe(false);
    version.committed(5); // a notification overtaken by a later one
    expect(moved()).toBe(false);
    version.read(8);
    expect(moved()).toBe(false);
    version.read(9); // missed while not listening: the periodic check
    expect(moved()).toBe(true);
  });

  it('a forced bump never coincides with a stored version: the next write still moves it', async () => {
    const version = new ContentVersion();
    const cache = new VersionedCache<string>(version);
    version.read(1);
    version.bump();
    expect(await cache.get('list', async () => 'before the write')).toBe('before the write');
    version.committed(2);
    expect(await cache.get('list', async () => 'after the write')).toBe('after the write');
  });
});
