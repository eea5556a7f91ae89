import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_SIZE } from '@vriddhi/rules';
import { hashPassword } from '../../src/modules/auth/passwords';
import { archiveName } from '../../src/modules/backups/backups.service';
import { request } from '../support/factories';
import type { GraphQLResult } from '../support/test-server';
import { type TestServer, useAdminServer } from '../support/test-server';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-pages-test-'));
const backupDir = path.join(workDir, 'backups');

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

const USER_PAGE = 'query($first: Int, $after: String) { userPage(first: $first, after: $after) { items { id name role } nextCursor total } }';
const BACKUP_PAGE = 'query($first: Int, $after: String) { backupPage(first: $first, after: $after) { items { name createdAt madeBy } nextCursor total } }';

/** The users' and the backups' lists, a page at a time (admins only), like the enquiries (enquiry-pages.test.ts). */
describe('users and backups a page at a time', () => {
  let server: TestServer;
  let token: string;
  let editorToken: string;
  useAdminServer((started) => ({ server, token } = started), { env: { BACKUP_DIR: backupDir, BACKUP_TIME: 'off' } });

  beforeAll(async () => {
    const password = 'an editor password of some length';
    await server.database.db.query(`INSERT INTO users (email, name, role, password_hash) VALUES ('editor@test.example', 'Editor', 'editor', $1)`, [
      await hashPassword(password),
    ]);
    const login = await request<{ data: { token: string } }>(server, 'POST', '/api/auth/login', { json: { email: 'editor@test.example', password } });
    editorToken = login.body.data.token;
  });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  /** Every page from the first, `between` called after the first; the items in the order shown. */
  async function walk<T>(document: string, field: 'userPage' | 'backupPage', first: number, between: () => Promise<void>): Promise<T[]> {
    const seen: T[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result: GraphQLResult<Record<string, Page<T>>> = await server.graphql<Record<string, Page<T>>>(document, { first, after }, token);
      expect(result.errors).toBeUndefined();
      const page = result.data![field];
      expect(page.items.length).toBeLessThanOrEqual(first);
      seen.push(...page.items);
      after = page.nextCursor;
      if ((pages += 1) === 1) await between();
    } while (after);
    return seen;
  }

  it('users: admins first, then by name, each once, while users are added; editors are refused', async () => {
    // 130 users, names repeated (the id decides between them), in both roles.
    await server.database.db.query(
      `INSERT INTO users (email, name, role, password_hash)
       SELECT 'user' || n || '@test.example', (ARRAY['Zara', 'arun', 'Meena', 'Ravi K'])[1 + n % 4] || ' ' || (n % 20),
              CASE WHEN n % 7 = 0 THEN 'admin' ELSE 'editor' END, 'not a hash'
       FROM generate_series(1, 130) AS n`,
    );
    const expected: { id: string }[] = await server.database.db.query(
      `SELECT id FROM users ORDER BY CASE WHEN role = 'admin' THEN 0 ELSE 1 END, lower(name), id`,
    );
    const added: string[] = [];
    const seen = await walk<{ id: string; role: string }>(USER_PAGE, 'userPage', PAGE_SIZE.default, async () => {
      const rows: { id: string }[] = await server.database.db.query(
        `INSERT INTO users (email, name, role, password_hash) VALUES ('aaron@test.example', 'Aaron', 'editor', 'x'), ('zz@test.example', 'Zz', 'admin', 'x') RETURNING id`,
      );
      added.push(...rows.map((row) => row.id));
    });
    expect(seen.filter((user) => !added.includes(user.id)).map((user) => user.id)).toEqual(expected.map((user) => user.id));
    expect(new Set(seen.map((user) => user.id)).size).toBe(seen.length);
    const roles = seen.map((user) => user.role);
    expect(roles).toEqual([...roles].sort());

    const plain = await server.graphql<{ users: { id: string }[] }>('{ users { id } }', {}, token);
    expect(plain.data!.users).toHaveLength(PAGE_SIZE.max);
    for (const document of [USER_PAGE, '{ users { id } }'])
      expect((await server.graphql(document, {}, editorToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('backups: newest first, each once, while one is made; editors are refused', async () => {
    fs.mkdirSync(backupDir, { recursive: true });
    const start = Date.UTC(2026, 0, 1);
    const names: string[] = [];
    for (let day = 0; day < 65; day += 1) {
      // A daily and a hand-made one of the same moment: the name decides between them.
      const at = new Date(start + day * 86_400_000);
      names.push(archiveName(at, 'daily'), archiveName(at, 'by-hand'));
    }
    for (const name of names) fs.writeFileSync(path.join(backupDir, name), 'archive');
    const expected = [...names].sort((a, b) => (a.slice(0, 26) === b.slice(0, 26) ? b.localeCompare(a) : b.slice(0, 26).localeCompare(a.slice(0, 26))));

    const seen = await walk<{ name: string }>(BACKUP_PAGE, 'backupPage', PAGE_SIZE.default, async () => {
      fs.writeFileSync(path.join(backupDir, archiveName(new Date(), 'by-hand')), 'made while reading');
    });
    expect(seen.map((backup) => backup.name)).toEqual(expected);

    const plain = await server.graphql<{ backups: { backups: { name: string }[] } }>('{ backups { backups { name } } }', {}, token);
    expect(plain.data!.backups.backups).toHaveLength(PAGE_SIZE.max);
    for (const document of [BACKUP_PAGE, '{ backups { folder } }']) {
      expect((await server.graphql(document, {}, editorToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const wrongList = await server.graphql(BACKUP_PAGE, { after: Buffer.from('["users","0","x","y"]').toString('base64url') }, token);
    expect(wrongList.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: expect.any(String) } });
  });
});
