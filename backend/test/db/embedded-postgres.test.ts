import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { findLeftovers, lockFileOf, removeCluster, removeLeftover } from '../../src/db/cluster-location';
import { ClusterInUseError, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres';

/**
 * The embedded PostgreSQL of `npm start` and `npm test`, in a private folder (0700, like a
 * checkout under /root): as root it runs as the postgres user from a place that user can reach,
 * a restart finds the data it left, a second owner is refused, an orphan is stopped, and the data
 * folder names its database (moved: the same; removed: a new one).
 */
describe('embedded PostgreSQL in a private folder', () => {
  let home: string;
  let dataDir: string;
  const started: EmbeddedDatabase[] = [];

  async function start(): Promise<EmbeddedDatabase> {
    const database = await startEmbeddedPostgres({ dataDir, port: await freePort() }); // kept: a restart must find its data
    started.push(database);
    return database;
  }

  async function query<T>(database: EmbeddedDatabase, sql: string): Promise<T[]> {
    const client = new Client({ connectionString: database.url('postgres') });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** A PostgreSQL on `dataDir` whose owner (a separate process) died by SIGKILL without stopping it, connected to. */
  async function orphanedCluster(): Promise<Client> {
    const script = `
      const { startEmbeddedPostgres } = require(${JSON.stringify(require.resolve('../../src/db/embedded-postgres'))});
      startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${await freePort()} })
        .then((db) => console.log(db.url('postgres')));
    `;
    const owner = spawn(process.execPath, ['-r', require.resolve('../support/register-ts.cjs'), '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const orphanUrl = await new Promise<string>((resolve, reject) => {
      owner.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      owner.once('exit', (code) => reject(new Error(`the owner exited with ${code}`)));
    });
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    const orphan = new Client({ connectionString: orphanUrl });
    await orphan.connect(); // still running: nobody stopped it
    orphan.on('error', () => undefined);
    return orphan;
  }

  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'private-home-')); // 0700
    dataDir = path.join(home, 'app', '.data', 'pg');
  });

  afterAll(async () => {
    for (const database of started) await database.stop();
    for (const database of started) {
      removeCluster({ dir: database.dataDir, tieFile: database.tieFile }); // outside the checkout (as root): not under `home`
      fs.rmSync(lockFileOf(database.dataDir), { force: true });
    }
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('starts, keeps UTF-8 text, and finds its data again after a restart', async () => {
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const first = await start();
    await query(first, `CREATE TABLE kept (name text); INSERT INTO kept VALUES ('விருத்தாசலம்')`);
    expect(await query(first, 'SHOW server_encoding')).toEqual([{ server_encoding: 'UTF8' }]);
    await first.stop();

    const again = await start();
    expect(again.dataDir).toBe(first.dataDir);
    expect(await query(again, `SELECT name, upper('élan') AS shout FROM kept`)).toEqual([{ name: 'விருத்தாசலம்', shout: 'ÉLAN' }]);
    await again.stop();
  });

  it('refuses a second owner while the first runs, and leaves the first one running', async () => {
    const first = await start();
    await expect(start()).rejects.toBeInstanceOf(ClusterInUseError);
    expect(await query(first, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
    await first.stop();
  });

  it('stops the PostgreSQL of an owner killed with SIGKILL, then starts on the same data', async () => {
    const orphan = await orphanedCluster();
    const next = await start();
    expect(await query(next, 'SELECT name FROM kept')).toEqual([{ name: 'விருத்தாசலம்' }]);
    await expect(orphan.query('SELECT 1')).rejects.toThrow();
    await next.stop();
  });

  it('starts on a port whose socket lock in /tmp another user left behind, since it listens on TCP alone', async () => {
    // Another account's PostgreSQL on the same port number left /tmp/.s.PGSQL.<port>.lock (a
    // sticky folder: nobody else may open or remove it), or a live process holds it.
    const port = await freePort();
    const holder = spawn('sleep', ['60'], { stdio: 'ignore' });
    const socketLock = `/tmp/.s.PGSQL.${port}.lock`;
    fs.writeFileSync(socketLock, `${holder.pid}\n/tmp\n`, { mode: 0o644 });
    try {
      const database = await startEmbeddedPostgres({ dataDir, port });
      started.push(database);
      expect(await query(database, 'SHOW unix_socket_directories')).toEqual([{ unix_socket_directories: '' }]);
      await database.stop();
    } finally {
      holder.kill();
      fs.rmSync(socketLock, { force: true });
    }
  });

  it('moving the checkout keeps its database; removing its data folder gives a new one, and the old one is a leftover', async () => {
    const before = await start();
    await before.stop();
    fs.renameSync(path.join(home, 'app'), path.join(home, 'moved'));
    dataDir = path.join(home, 'moved', '.data', 'pg');
    const moved = await start();
    expect(moved.dataDir).toBe(before.tieFile ? before.dataDir : dataDir); // outside: the same folder; inside: moved along
    expect(await query(moved, 'SELECT name FROM kept')).toEqual([{ name: 'விருத்தாசலம்' }]);
    await moved.stop();

    // Its data folder removed (outside: after its server was killed, its PostgreSQL left running): a new site.
    const orphan = moved.tieFile ? await orphanedCluster() : null;
    fs.rmSync(path.join(home, 'moved', '.data'), { recursive: true });
    const fresh = await start();
    expect(await query(fresh, "SELECT to_regclass('kept') AS kept")).toEqual([{ kept: null }]);
    await fresh.stop();
    if (moved.tieFile) {
      // The old one, outside, is a leftover: the prune stops its PostgreSQL and removes it.
      expect(fresh.dataDir).not.toBe(moved.dataDir);
      const leftover = findLeftovers().find((found) => found.dir === moved.dataDir);
      expect(leftover).toMatchObject({ tieFile: moved.tieFile, throwaway: false });
      expect(await removeLeftover(leftover!)).toBe(true);
      expect(fs.existsSync(moved.dataDir)).toBe(false);
      await expect(orphan!.query('SELECT 1')).rejects.toThrow();
    }
  });
});
