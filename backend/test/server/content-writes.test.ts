import type { EntityManager } from 'typeorm';
import { ContentVersion, readStoredVersion } from '../../src/content-version';
import { ContentWrites } from '../../src/content-writes';
import { startTestServer, type TestServer } from '../support/test-server';

/** Every write of public content is one ContentWrites unit: the rows and the content version commit together, or neither does. */
describe('content writes', () => {
  let server: TestServer;
  let contentVersion: ContentVersion;
  let writes: ContentWrites;
  const stored = () => readStoredVersion(server.database.db.manager);
  const tagline = async () =>
    ((await server.database.db.query(`SELECT data->>'tagline' AS tagline FROM site_settings WHERE id = 1`)) as { tagline: string | null }[])[0]?.tagline ??
    null;
  const setTagline = (text: string) => (manager: EntityManager) =>
    manager.query(
      `INSERT INTO site_settings (id, data) VALUES (1, jsonb_build_object('tagline', $1::text)) ON CONFLICT (id) DO UPDATE SET data = site_settings.data || jsonb_build_object('tagline', $1::text)`,
      [text],
    );

  beforeAll(async () => {
    server = await startTestServer();
    contentVersion = new ContentVersion();
    writes = new ContentWrites(server.database.db, contentVersion);
  });
  afterAll(() => server?.close());

  it('commits the rows with a new stored version, and this process takes that version on', async () => {
    const before = await stored();
    const local = contentVersion.current;
    const committing = jest.fn();
    await expect(writes.run(async (manager) => (await setTagline('Built to last')(manager), 'done'), { committing })).resolves.toBe('done');
    expect(await tagline()).toBe('Built to last');
    expect(await stored()).toBeGreaterThan(before);
    expect(contentVersion.current).not.toBe(local);
    expect(committing).toHaveBeenCalledTimes(1);
  });

  it('a write that fails changes neither the rows nor any version', async () => {
    const before = await stored();
    const local = contentVersion.current;
    const committing = jest.fn();
    await expect(
      writes.run(
        async (manager) => {
          await setTagline('Half written')(manager);
          throw new Error('refused');
        },
        { committing },
      ),
    ).rejects.toThrow('refused');
    expect(await tagline()).toBe('Built to last');
    expect(await stored()).toBe(before);
    expect(contentVersion.current).toBe(local);
    expect(committing).not.toHaveBeenCalled();
  });

  it('moves the stored version above the one it is told to (a restore)', async () => {
    const above = (await stored()) + 1000;
    await writes.run(async (manager) => setTagline('Restored')(manager), { above: () => above });
    expect(await stored()).toBe(above + 1);
  });

  it('two writes at once both commit, one version each', async () => {
    const before = await stored();
    const versions: number[] = [];
    const other = new ContentWrites(server.database.db);
    await Promise.all([
      writes.run(async (manager) => setTagline('First')(manager), { committing: () => versions.push(1) }),
      other.run(async (manager) => setTagline('Second')(manager), { committing: () => versions.push(2) }),
    ]);
    expect(await stored()).toBe(before + 2);
    expect(versions.sort()).toEqual([1, 2]);
    expect(['First', 'Second']).toContain(await tagline());
  });

  it('a change made outside any write still moves the version', async () => {
    const before = await stored();
    const local = contentVersion.current;
    await writes.changedOutsideWrites();
    expect(await stored()).toBe(before + 1);
    expect(contentVersion.current).not.toBe(local);
  });
});
