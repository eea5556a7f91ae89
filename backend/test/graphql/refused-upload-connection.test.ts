import http from 'node:http';
import { makeLargeJpegBytes } from '../fixtures/images';
import { startTestServer, type TestServer } from '../support/test-server';

/** Sends one request on the agent's single socket. */
function send(
  agent: http.Agent,
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/**
 * A mutation refused before it reads its file (no token, a validation error) must not leave the rest
 * of a large upload unread: the keep-alive connection has to serve the next request.
 */
describe('a refused upload frees its connection', () => {
  let server: TestServer;
  let token: string;
  let agent: http.Agent;
  let largeImage: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
    largeImage = await makeLargeJpegBytes(9 * 1024 * 1024);
  });

  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });

  afterEach(() => agent.destroy());

  afterAll(() => server.close());

  async function graphqlUpload(title: string, authorization?: string): Promise<{ status: number; text: string }> {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($image: Upload!) { createProject(input: { title: "${title}", details: "D" }, image: $image) { id } }`,
        variables: { image: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([largeImage], { type: 'image/jpeg' }), 'large.jpg');
    const { body, contentType } = await encode(form);
    const headers: Record<string, string> = { 'content-type': contentType, 'apollo-require-preflight': 'true' };
    if (authorization) headers.authorization = authorization;
    return send(agent, server, 'POST', '/graphql', headers, body);
  }

  it('GraphQL: refused for want of a token', async () => {
    const refused = await graphqlUpload('T');
    expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await send(agent, server, 'GET', '/healthz')).toEqual({ status: 200, text: '{"status":"ok"}' });
  });

  it('GraphQL: refused by validation', async () => {
    const refused = await graphqlUpload(' ', `Bearer ${token}`);
    expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await send(agent, server, 'GET', '/healthz')).toEqual({ status: 200, text: '{"status":"ok"}' });
  });

  it('REST: refused for want of a token', async () => {
    const form = new FormData();
    form.append('title', 'T');
    form.append('details', 'D');
    form.append('image', new Blob([largeImage], { type: 'image/jpeg' }), 'large.jpg');
    const { body, contentType } = await encode(form);
    const refused = await send(agent, server, 'POST', '/api/projects', { 'content-type': contentType }, body);
    expect(refused.status).toBe(401);
    expect(await send(agent, server, 'GET', '/healthz')).toEqual({ status: 200, text: '{"status":"ok"}' });
  });
});
