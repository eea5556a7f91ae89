import { sharedLimiter } from '../../src/modules/limits/shared-limiter';
import { clearExpiredLimitsEvery } from '../../src/modules/limits/expired-limits';
import { createLogger } from '../../src/logger';
import type { RunningServer } from '../../src/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

const SET_PASSWORD = `mutation($token: String!, $newPassword: String!) { setPasswordWithLink(token: $token, newPassword: $newPassword) { token } }`;

/**
 * Two servers on one database count the login, enquiry and set-password-link limits as one, and a
 * server started after them (a restart) carries on counting where they were. The limits' tables stay
 * bounded: expired counts are deleted.
 */
describe('limits shared by every server on the database', () => {
  let first: TestServer;
  let second: RunningServer | undefined;
  let third: RunningServer | undefined;

  beforeAll(async () => {
    first = await startTestServer();
    second = await first.startAgain();
  });

  afterAll(async () => {
    await third?.stop();
    await second?.stop();
    await first?.close();
  });

  const base = (server: RunningServer) => `http://127.0.0.1:${server.port}`;
  let nextAddress = 1;
  const newAddress = () => `203.0.113.${nextAddress++}`;

  async function post(
    server: RunningServer,
    path: string,
    json: unknown,
    address: string,
  ): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
    const response = await fetch(`${base(server)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(json),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  }

  const login = (server: RunningServer, password: string, address: string, email = ADMIN_EMAIL) =>
    post(server, '/api/auth/login', { email, password }, address);
  const enquire = (server: RunningServer, address: string) =>
    post(
      server,
      '/api/enquiries',
      { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' },
      address,
    );
  const wrongLink = (server: RunningServer, address: string) =>
    post(
      server,
      '/graphql',
      { query: SET_PASSWORD, variables: { token: `guess-${address}-${Math.random()}`, newPassword: 'violet kettle marble 47 harbour' } },
      address,
    );

  it('count failed logins from one address on either server against one limit, and keep counting after a restart', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    // Five wrong passwords, alternating between the servers: with a count per server each would allow five.
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 === 0 ? first : second!, `wrong ${i}`, address, 'shared@test.example')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [first, second!]) {
      const refused = await login(server, 'wrong again', address, 'shared@test.example');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }

    // A server started afterwards (a restart) refuses it as well.
    await second!.stop();
    second = undefined;
    third = await first.startAgain();
    expect((await login(third, 'wrong once more', address, 'shared@test.example')).status).toBe(429);
  });

  it('hold an account back after five failures from any addresses on either server', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(i % 2 === 0 ? first : third!, `guess ${i}`, newAddress())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The right password from a new address waits too, on either server.
    expect((await login(third!, ADMIN_PASSWORD, newAddress())).status).toBe(429);
    expect((await login(first, ADMIN_PASSWORD, newAddress())).status).toBe(429);
  });

  it('count enquiries from one address on either server against one limit', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await enquire(i % 2 === 0 ? first : third!, address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect((await enquire(first, newAddress())).status).toBe(201);
  });

  it('count wrong set-password links from one address on either server against one limit', async () => {
    const address = newAddress();
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      const { body } = await wrongLink(i % 2 === 0 ? first : third!, address);
      codes.push((body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code);
    }
    expect(codes).toEqual([...Array<string>(10).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
  });

  it('count again on every server once another cleared a count (a success clears the failures): nothing refused from memory then', async () => {
    const db = first.database.db;
    const [here, there] = [0, 1].map(() => sharedLimiter(db, { name: 'cleared-test', points: 2, durationSeconds: 60, clearedEarly: true }));
    await here.consume('key');
    await here.consume('key');
    await expect(here.consume('key')).rejects.toMatchObject({ remainingPoints: 0 });
    await there.delete('key');
    expect((await here.consume('key')).consumedPoints).toBe(1);
  });

  it('keep the table bounded: counts whose window has ended are deleted while the site runs', async () => {
    const db = first.database.db;
    const limiter = sharedLimiter(db, { name: 'bounded-test', points: 1, durationSeconds: 1 });
    for (let i = 0; i < 300; i++) await limiter.consume(`198.51.100.${i % 250}-${i}`);
    const count = async () => Number((await db.query(`SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'bounded-test:%'`))[0].n);
    expect(await count()).toBe(300);
    // Rows of a window that ended an hour ago, as a flood of new addresses leaves behind.
    await db.query(`UPDATE rate_limits SET expire = $1 WHERE key LIKE 'bounded-test:%'`, [Date.now() - 60 * 60_000]);
    let alsoCleared = 0;
    const stop = clearExpiredLimitsEvery(db, async () => alsoCleared++, createLogger('silent'), 20);
    try {
      for (let tries = 0; tries < 250 && ((await count()) > 0 || alsoCleared === 0); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    expect(await count()).toBe(0);
    expect(alsoCleared).toBeGreaterThan(0);
  });
});
