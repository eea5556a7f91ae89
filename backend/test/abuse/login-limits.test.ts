import type { DataSource } from 'typeorm';
import { KnownAddresses } from '../../src/modules/auth/known-addresses';
import { FORGET_AFTER_MS, FREE_FAILURES, LoginBackoff, MAX_WAIT_MS } from '../../src/modules/auth/login-backoff';
import { request } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

const HOUR = 60 * 60_000;

/** An attacker who guesses `account` whenever it lets them, from any number of addresses, for `hours` (on the clock `now` reads). */
async function guessesAllowed(db: DataSource, account: string, hours: number): Promise<number[]> {
  let now = 0;
  const backoff = new LoginBackoff(db, () => now);
  const perHour = Array.from({ length: hours }, () => 0);
  while (now < hours * HOUR) {
    const wait = await backoff.attempt(account);
    if (wait > 0) {
      now += wait;
      continue;
    }
    perHour[Math.floor(now / HOUR)] += 1;
    now += 1; // the next guess comes a millisecond later
  }
  return perHour;
}

describe('login limits per account, whatever the address', () => {
  let server: TestServer;
  let db: DataSource;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
  });

  afterAll(() => server.close());

  it('let an attacker guess at most 12 times in the first hour and 4 an hour after that', async () => {
    const perHour = await guessesAllowed(db, 'hours@firm.example', 5);
    expect(perHour[0]).toBe(12);
    expect(perHour.slice(1)).toEqual([4, 4, 4, 4]);
    expect(MAX_WAIT_MS).toBe(15 * 60_000);
  });

  it('forget an account after a success, and after an hour without failures', async () => {
    let now = 0;
    const backoff = new LoginBackoff(db, () => now);
    for (let i = 0; i < FREE_FAILURES; i++) expect(await backoff.attempt('a@firm.example')).toBe(0);
    expect(await backoff.attempt('a@firm.example')).toBe(30_000);
    await backoff.clear('a@firm.example');
    expect(await backoff.attempt('a@firm.example')).toBe(0);
    for (let i = 1; i < FREE_FAILURES; i++) await backoff.attempt('a@firm.example');
    expect(await backoff.attempt('a@firm.example')).toBeGreaterThan(0);
    now += HOUR + MAX_WAIT_MS + 1;
    expect(await backoff.attempt('a@firm.example')).toBe(0);
  });

  it('count parallel attempts on one account one at a time: five pass, the rest wait', async () => {
    const backoff = new LoginBackoff(db);
    const waits = await Promise.all(Array.from({ length: 20 }, () => backoff.attempt('parallel@firm.example')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(FREE_FAILURES);
  });

  it('stay bounded: accounts without a failure for an hour are deleted', async () => {
    let now = 10 * HOUR;
    const backoff = new LoginBackoff(db, () => now);
    for (let i = 0; i < 200; i++) await backoff.attempt(`bounded${i}@firm.example`);
    const count = async () => Number((await db.query(`SELECT count(*) AS n FROM login_backoff WHERE account LIKE 'bounded%'`))[0].n);
    expect(await count()).toBe(200);
    now += FORGET_AFTER_MS - 1;
    await backoff.clearExpired();
    expect(await count()).toBe(200);
    now += 2;
    await backoff.clearExpired();
    expect(await count()).toBe(0);
  });

  it('remember the 5 addresses an account last logged in from, for 30 days', async () => {
    let now = 0;
    const known = new KnownAddresses(db, () => now);
    const remembered = async () => {
      const found: number[] = [];
      for (let i = 1; i <= 7; i++) if (await known.has('known@firm.example', `192.0.2.${i}`)) found.push(i);
      return found;
    };
    for (let i = 1; i <= 7; i++) {
      now += 1_000;
      await known.remember('known@firm.example', `192.0.2.${i}`);
    }
    expect(await remembered()).toEqual([3, 4, 5, 6, 7]);
    now += 1_000;
    await known.remember('known@firm.example', '192.0.2.1'); // back at the first one: the oldest of the five goes
    expect(await remembered()).toEqual([1, 4, 5, 6, 7]);
    now += 30 * 24 * HOUR;
    expect(await remembered()).toEqual([]);
    await known.clearExpired();
    expect(Number((await db.query(`SELECT count(*) AS n FROM login_known_addresses WHERE account = 'known@firm.example'`))[0].n)).toBe(0);
  });

  describe('on the real server', () => {
    it('let 30 addresses × 5 guesses reach the password check only 5 times, then answer 429 with Retry-After', async () => {
      const officeAddress = { 'x-forwarded-for': '198.51.100.7' };
      const before = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: officeAddress });
      expect(before.status).toBe(200);
      const statuses: number[] = [];
      let retryAfter = 0;
      for (let address = 1; address <= 30; address++) {
        for (let guess = 0; guess < 5; guess++) {
          // The test server trusts X-Forwarded-For from loopback, as behind a reverse proxy.
          const { status, headers } = await request(server, 'POST', '/api/auth/login', {
            json: { email: ADMIN_EMAIL, password: `guess ${address}-${guess}` },
            headers: { 'x-forwarded-for': `203.0.113.${address}` },
          });
          statuses.push(status);
          if (status === 429) retryAfter = Number(headers.get('retry-after'));
        }
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(150 - FREE_FAILURES);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);

      // From a new address the account waits, whoever is asking, until the backoff has passed...
      const elsewhere = await request(server, 'POST', '/api/auth/login', {
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.body).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ seconds\.$/),
      });
      // ...but the admin's usual address, where the right password worked before, is not held back by the guessing.
      const office = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: officeAddress });
      expect(office.status).toBe(200);
    });

    it("refuse e-mails and passwords too long to be anyone's before keeping anything of them", async () => {
      const longEmail = await request(server, 'POST', '/api/auth/login', { json: { email: `${'a'.repeat(95_000)}@x.example`, password: 'x' } });
      expect(longEmail.status).toBe(400);
      expect(longEmail.body).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Email must be at most 254 characters',
        errors: { email: 'Email must be at most 254 characters' },
      });
      const longPassword = await request(server, 'POST', '/api/auth/login', { json: { email: ADMIN_EMAIL, password: 'p'.repeat(2_000) } });
      expect(longPassword.status).toBe(400);
    });

    it('count an IPv6 /64 as one address', async () => {
      const statuses: number[] = [];
      for (let host = 1; host <= 55; host++) {
        const { status } = await request(server, 'POST', '/api/auth/login', {
          json: { email: `nobody${host}@test.example`, password: 'guess' },
          headers: { 'x-forwarded-for': `2001:db8:aa:bb::${host.toString(16)}` },
        });
        statuses.push(status);
      }
      // 50 attempts per address in 15 minutes: the 51st from the same /64 is refused, whatever its last 64 bits.
      expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(50)).toEqual([429, 429, 429, 429, 429]);
    });

    it('count made-up X-Forwarded-For values as the proxy that passed them on, never as new clients', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) {
        const { status } = await request(server, 'POST', '/api/auth/login', {
          json: { email: `nobody${i}@test.example`, password: 'guess' },
          // 15 kB of header each time, behind a second trusted proxy (loopback) that this test has to itself.
          headers: { 'x-forwarded-for': `${'x'.repeat(15_000)}-${i}, 127.0.0.10` },
        });
        statuses.push(status);
      }
      expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
    });

    it('count parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
      const email = 'burst@test.example';
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request(server, 'POST', '/api/auth/login', { json: { email, password: `guess ${i}` }, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }),
        ),
      );
      expect(results.filter((result) => result.status === 401).length).toBeLessThanOrEqual(FREE_FAILURES);
      expect(results.every((result) => result.status === 401 || result.status === 429)).toBe(true);
    });
  });
});
