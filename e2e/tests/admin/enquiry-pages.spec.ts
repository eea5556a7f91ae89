import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { databaseUrlOf, repoRoot } from './support/users';

interface PgClient {
  connect(): Promise<void>;
  query(statement: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}

// The backend's database client (as serve.mjs uses it): one INSERT seeds the enquiries, no 2,000 HTTP calls.
const pg = createRequire(path.join(repoRoot, 'backend', 'package.json'))('pg') as { Client: new (options: { connectionString: string }) => PgClient };

const ORDINARY = 1870;
const PADDED = 130;
const CONTROL = '\u0001';

/** Runs one statement on the database of the server under test. */
async function sql<T>(baseURL: string, statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrlOf(baseURL) });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let seeded: string[] = [];

test.afterEach(async ({ baseURL }) => {
  if (seeded.length) await sql(baseURL!, 'DELETE FROM enquiries WHERE id = ANY($1::uuid[])', [seeded]);
  seeded = [];
});

test('the Enquiries screen opens with 2,000 enquiries: the newest 50, then Load more brings the next 50', async ({ page, request, baseURL }) => {
  const marker = `Paging ${Date.now().toString(36)}`;
  // Ordinary ones a second apart, newest first; between the 100th and the 101st, the 130 largest the contact form lets through.
  const rows = await sql<{ id: string }>(
    baseURL!,
    `INSERT INTO enquiries (name, email, phone, subject, message, created_at)
     SELECT 'Visitor ' || n, 'visitor' || n || '@example.com', '+91 98765 43210', $2 || ' #' || n, 'A plot of 30 x 40, number ' || n,
            now() - n * interval '1 second'
     FROM generate_series(1, $1::int) AS n
     UNION ALL
     SELECT $4, $5, '+91 98765 43210 12345', $6, $7, now() - interval '100.5 seconds' - n * interval '1 millisecond'
     FROM generate_series(1, $3::int) AS n
     RETURNING id`,
    [
      ORDINARY,
      marker,
      PADDED,
      CONTROL.repeat(120),
      `${CONTROL.repeat(120)}@${CONTROL.repeat(128)}.${CONTROL.repeat(4)}`,
      CONTROL.repeat(200),
      CONTROL.repeat(5000),
    ],
  );
  seeded = rows.map((row) => row.id);
  expect(seeded).toHaveLength(ORDINARY + PADDED);

  await openAdmin(page, request, '/admin/enquiries', 'Enquiries');
  const list = page.getByRole('list').filter({ has: page.getByRole('heading', { name: `${marker} #1`, exact: true }) });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(`${marker} #1`);
  const showing = page.getByText(/^Showing \d[\d,]* of \d[\d,]* enquiries$/);
  await expect(showing).toHaveText(/^Showing 50 of [\d,]+ enquiries$/);
  const total = Number((await showing.textContent())!.replace(/^Showing 50 of ([\d,]+) enquiries$/, '$1').replaceAll(',', ''));
  expect(total).toBeGreaterThanOrEqual(ORDINARY + PADDED);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(100);
  await expect(list.getByRole('heading', { level: 2 }).nth(50)).toHaveText(`${marker} #51`);
  await expect(showing).toHaveText(`Showing 100 of ${new Intl.NumberFormat('en-IN').format(total)} enquiries`);

  // The page with the largest enquiries comes whole too.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(150);
  await expect(list.getByRole('heading', { level: 2 }).nth(120)).toHaveText(CONTROL.repeat(200));
});
