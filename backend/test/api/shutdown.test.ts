import http from 'node:http';
import { Client } from 'pg';
import { createService, multipartForm } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/** A request over a keep-alive connection, with the answer's status, Connection header and body. */
function send(agent: http.Agent, url: string, init: { method: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method, headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('shutdown', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('finishes the answers in flight with Connection: close instead of resetting kept-alive connections', async () => {
    const token = await server.login();
    const service = await createService(server, token);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(agent, `${server.url}/api/services`, { method: 'GET' })).connection).toBe('keep-alive');

    // Hold the services table, so the edit below is still running when the shutdown begins.
    const locker = new Client({ connectionString: server.databaseUrl });
    await locker.connect();
    await locker.query('BEGIN; LOCK TABLE services IN ACCESS EXCLUSIVE MODE');
    const form = new Request('http://x', { method: 'PUT', body: multipartForm({ title: 'Renamed during the shutdown' }) });
    const edit = send(agent, `${server.url}/api/services/${service.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.headers.get('content-type')! },
      body: Buffer.from(await form.arrayBuffer()),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await locker.query('COMMIT');
    await locker.end();

    const answer = await edit;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.text)).toMatchObject({ title: 'Renamed during the shutdown' });
    await stopped;
    agent.destroy();
  });
});
