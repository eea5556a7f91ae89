import { passwordWork } from '../../src/modules/auth/passwords';
import { request } from '../support/factories';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/test-server';

/** Resolves once `condition` holds, looking after each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('password hashing, one at a time', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has logins wait while another argon2 hash runs, then answers them', async () => {
    let release!: () => void;
    const other = passwordWork.run(() => new Promise<void>((resolve) => (release = resolve)));
    let answered = 0;
    const logins = [ADMIN_EMAIL, 'nobody@test.example'].map((email) =>
      request(server, 'POST', '/api/auth/login', { json: { email, password: 'a wrong password' } }).finally(() => (answered += 1)),
    );
    try {
      // Each login reaches its password check (the unknown e-mail's first makes the dummy hash) and waits there.
      await until(() => passwordWork.waiting === 2 || answered > 0);
      expect({ answered, running: passwordWork.running, waiting: passwordWork.waiting }).toEqual({ answered: 0, running: 1, waiting: 2 });
    } finally {
      release();
    }
    await other;
    expect((await Promise.all(logins)).map(({ status }) => status)).toEqual([401, 401]);
    expect([passwordWork.running, passwordWork.waiting]).toEqual([0, 0]);
  });
});
