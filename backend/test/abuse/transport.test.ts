import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { limitConnections, MAX_CONNECTIONS_PER_ADDRESS, MAX_PIPELINED_REQUESTS, whenItsTurn } from '../../src/http/connection-limits';
import { makeLargeJpegBytes } from '../fixtures/images';
import sharp from 'sharp';
import { createProject, filePart, multipartForm, samplePng, sampleJpeg, request } from '../support/factories';
import { storedState } from '../support/state';
import { startTestServer, type TestServer, useAdminServer } from '../support/test-server';

const CREATE_PROJECT = `mutation($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
  createProject(input: $input, image: $image, images: $images) { id image { width height } extraImages { width height } }
}`;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart body written by hand, so the order of the parts and the ending can be anything. */
function multipartBody(parts: Part[], boundary: string, { closed = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function postMultipart(server: TestServer, path: string, body: Buffer, boundary: string, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string; extensions: { code: string } }[]; message?: string; data?: unknown },
  };
}

/** Sends headers announcing `announced` bytes, then trickles the body; resolves with what came back and how much was sent before the server closed. */
function trickleUpload(server: TestServer, path: string, announced: number, headers: Record<string, string>): Promise<{ response: string; bytesSent: number }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      `Content-Length: ${announced}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    const sendMore = () => {
      if (socket.destroyed || bytesSent >= announced) return;
      const chunk = Buffer.alloc(Math.min(16 * 1024, announced - bytesSent), 0x61);
      socket.write(chunk, () => undefined);
      bytesSent += chunk.length;
      timer = setTimeout(sendMore, 50);
    };
    sendMore();
    socket.on('data', (data) => (response += data.toString()));
    socket.on('error', () => undefined); // a reset after the close is expected
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response, bytesSent });
    });
    setTimeout(() => reject(new Error(`connection still open after ${bytesSent} bytes`)), 20_000).unref();
  });
}

describe('uploads and malformed requests are answered at once as client errors', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  it('runs createProject when the extra images come before the main image (3 MB extra first)', async () => {
    const boundary = 'order-test';
    const operations = {
      query: CREATE_PROJECT,
      variables: { input: { title: 'Order', details: 'Parts out of order', category: 'RESIDENTIAL' }, image: null, images: [null] },
    };
    const body = multipartBody(
      [
        { name: 'operations', value: JSON.stringify(operations) },
        { name: 'map', value: JSON.stringify({ main: ['variables.image'], extra: ['variables.images.0'] }) },
        { name: 'extra', value: await makeLargeJpegBytes(3 * 1024 * 1024), filename: 'extra.jpg' },
        { name: 'main', value: await samplePng(), filename: 'main.png' },
      ],
      boundary,
    );
    const { status, body: result } = await postMultipart(server, '/graphql', body, boundary, token);
    expect(result.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(result.data).toEqual({
      createProject: expect.objectContaining({ image: { width: 64, height: 48 }, extraImages: [expect.objectContaining({ width: expect.any(Number) })] }),
    });
  });

  it('answers 400 when the map names a file part the body does not contain, leaving nothing behind', async () => {
    const before = await storedState(server);
    const boundary = 'missing-part';
    const operations = { query: CREATE_PROJECT, variables: { input: { title: 'Missing', details: 'No file', category: 'RESIDENTIAL' }, image: null } };
    const body = multipartBody(
      [
        { name: 'operations', value: JSON.stringify(operations) },
        { name: 'map', value: JSON.stringify({ 0: ['variables.image'] }) },
      ],
      boundary,
    );
    const { status, body: result } = await postMultipart(server, '/graphql', body, boundary, token);
    expect(status).toBe(400);
    expect(result.errors![0]).toEqual({
      message: "Multipart GraphQL request: the map names file part '0', which the body does not contain",
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(await storedState(server)).toEqual(before);
  });

  it('answers an anonymous multipart request 401 without waiting for its files', async () => {
    const boundary = 'anonymous';
    const body = multipartBody(
      [
        { name: 'operations', value: '{}' },
        { name: 'map', value: JSON.stringify({ 0: ['variables.image'] }) },
      ],
      boundary,
    );
    const { status, body: result } = await postMultipart(server, '/graphql', body, boundary);
    expect(status).toBe(401);
    expect(result.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each(['/graphql', '/api/projects'])('answers a multipart body cut off inside a file with 400 on %s', async (path) => {
    const before = await storedState(server);
    const boundary = 'cut-off';
    const operations = { query: CREATE_PROJECT, variables: { input: { title: 'Cut', details: 'Cut off', category: 'RESIDENTIAL' }, image: null } };
    const whole = multipartBody(
      [
        { name: 'operations', value: JSON.stringify(operations) },
        { name: 'map', value: JSON.stringify({ image: ['variables.image'] }) },
        { name: 'title', value: 'Cut' },
        { name: 'details', value: 'Cut off' },
        { name: 'image', value: await sampleJpeg(), filename: 'a.jpg' },
      ],
      boundary,
      { closed: false },
    );
    const { status, body } = await postMultipart(server, path, whole.subarray(0, whole.length - 40), boundary, token);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/Malformed multipart request: the body is cut off or broken/);
    expect(await storedState(server)).toEqual(before);
  });

  it('answers a persisted query whose hash is not its text as a bad request, not as an internal error', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ services { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'deadbeef' } } }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.status).toBe(400);
    expect(body).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a subscription as a validation error', async () => {
    const { status, errors } = await server.graphql('subscription { x }');
    expect(status).toBe(400);
    expect(errors![0]).toMatchObject({ message: 'Subscriptions are not supported by this API', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('answers malformed JSON with a fixed message, never the parser text', async () => {
    for (const path of ['/graphql', '/api/auth/login']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "{ x }",' });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).toMatch(/Malformed JSON body/);
      expect(text).not.toMatch(/Unexpected|position|JSON\.parse/);
    }
  });

  it('answers a path traversal under /assets with 404', async () => {
    const { status, body } = await request(server, 'GET', '/assets/..%2f..%2fpackage.json');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });

  it.each([
    ['GraphQL', '/graphql', { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' }],
    ['REST', '/api/projects', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('closes the connection of a refused anonymous %s upload instead of reading 3 MB trickled slowly', async (_name, path, headers) => {
    const announced = 3 * 1024 * 1024;
    const { response, bytesSent } = await trickleUpload(server, path, announced, headers);
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    // At 16 kB every 50 ms, the whole body would take about 10 s: the server closed long before.
    expect(bytesSent).toBeLessThan(announced / 2);
  });
});

describe('request shapes the fuzzing found', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

  it.each([
    ['REST', '/api/projects', () => nested(5000)],
    ['GraphQL', '/graphql', () => `{"query":"{ __typename }","variables":{"a":${nested(5000)}}}`],
  ])('answers a %s JSON body nested 5,000 deep with 400', async (_name, path, body) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/JSON body is nested too deeply: the limit is 32 levels/);
  });

  it.each(['constructor', '__proto__', 'toString'])('treats a multipart part named %s as just a name', async (name) => {
    const boundary = 'proto';
    const body = multipartBody(
      [
        { name, value: Buffer.alloc(70_000, 0x61), filename: 'a.png' },
        { name: 'title', value: 'T' },
      ],
      boundary,
    );
    const { status, body: answer } = await postMultipart(server, '/api/gallery', body, boundary, token);
    expect(status).toBe(400);
    expect(answer.message).toBeDefined();
  });

  it('refuses thousands of bad list items in variables after a few errors, as a client error', async () => {
    const query = 'mutation($r: [String!]) { updateProject(id: "x", input: {}, removeImages: $r) { id } }';
    const { status, errors } = await server.graphql(query, { r: Array(12_000).fill(null) }, token);
    expect(status).toBe(400);
    expect(errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers requests that Node itself refuses with a JSON message', async () => {
    const { port } = new URL(server.url);
    const answers = await Promise.all(
      [
        'GET /api/projects/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n',
        'POST /api/projects HTTP/1.1\r\nHost: x\r\nExpect: the-unexpected\r\nContent-Length: 2\r\n\r\n{}',
      ].map(
        (raw) =>
          new Promise<string>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(raw));
            let text = '';
            socket.on('data', (data) => (text += data.toString()));
            socket.on('close', () => resolve(text));
            socket.on('error', () => undefined);
          }),
      ),
    );
    expect(answers[0]).toMatch(/^HTTP\/1\.1 400 [^]*\r\n\r\n\{"message":"Bad request"\}$/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 417 [^]*application\/json[^]*\{"message":"Expectation failed: only \\"Expect: 100-continue\\" is supported"\}/);
  });
});

describe('requests with headers over 16 kB', () => {
  let server: TestServer;

  useAdminServer((started) => ({ server } = started));

  const sendWithHugeHeader = (method: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1', () =>
        socket.write(`${method} /api/projects HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (data) => (text += data.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });

  it('answer 431 with a JSON message, and HEAD without a body', async () => {
    const [get, head] = await Promise.all([sendWithHugeHeader('GET'), sendWithHugeHeader('HEAD')]);
    expect(get).toMatch(/^HTTP\/1\.1 431 [^]*\r\n\r\n\{"message":"Request headers are too large"\}$/);
    expect(head).toMatch(/^HTTP\/1\.1 431 [^]*Content-Length: 0\r\n[^]*\r\n\r\n$/);
  });
});

describe('client text that looks like a database error', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it.each(['Connection refused', 'Connection terminated unexpectedly', 'timeout exceeded when trying to connect'])(
    'is a client error, not an outage: %s',
    async (text) => {
      const asVariable = await server.graphql('query($c: String) { galleryImages(category: $c) { id } }', { c: text });
      expect(asVariable).toEqual({ status: 200, data: { galleryImages: [] } });
      const inQuery = await server.graphql(`{ projects(category: "${text}") { id } }`);
      expect(inQuery.status).toBe(400);
      expect(inQuery.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const rest = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      expect(rest.status).toBe(400);
      expect(rest.headers.get('retry-after')).toBeNull();
    },
  );
});

describe('multipart map paths', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  it.each(['variables.__proto__.__proto__', 'variables.constructor', 'variables.images.00', 'variables.images.1', 'variables', 'query'])(
    'refuses %s with 400, storing nothing',
    async (path) => {
      const before = await storedState(server);
      const boundary = 'paths';
      const operations = { query: CREATE_PROJECT, variables: { input: { title: 'P', details: 'D', category: 'RESIDENTIAL' }, image: null, images: [null] } };
      const body = multipartBody(
        [
          { name: 'operations', value: JSON.stringify(operations) },
          { name: 'map', value: JSON.stringify({ 0: [path] }) },
          { name: '0', value: await samplePng(), filename: 'a.png' },
        ],
        boundary,
      );
      const { status, body: answer } = await postMultipart(server, '/graphql', body, boundary, token);
      expect(status).toBe(400);
      expect(answer.errors![0]).toEqual({
        message: expect.stringMatching(/^Multipart GraphQL request: map path '.*' (does not point at a null variable|must point into variables)$/),
        extensions: { code: 'BAD_REQUEST' },
      });
      expect(await storedState(server)).toEqual(before);
    },
  );
});

describe('clients that pipeline and never read', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.login();
    for (let i = 0; i < 5; i++) await createProject(server, token, { details: 'x'.repeat(3_000) });
  });

  afterAll(() => server.close());

  it('are cut off once more than 8 requests wait for their answers, instead of having thousands of answers held', async () => {
    const { port } = new URL(server.url);
    const pipelined = 'GET /api/projects HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(2_000);
    const answers = await new Promise<number | 'still open'>((resolve) => {
      let received = '';
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' }, () => socket.write(pipelined));
      socket.pause(); // read nothing while the requests go out...
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve((received.match(/HTTP\/1\.1 200 OK/g) ?? []).length));
      // ...then read what the server kept for us, until it closes the connection.
      setTimeout(() => socket.resume(), 2_000).unref();
      setTimeout(() => {
        resolve('still open');
        socket.destroy();
      }, 15_000).unref();
    });
    expect(answers).not.toBe('still open');
    expect(answers).toBeLessThan(2_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('still get every answer when they pipeline a few requests and read them', async () => {
    const { port } = new URL(server.url);
    const text = await new Promise<string>((resolve) => {
      let received = '';
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' }, () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(5) + 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      socket.on('data', (data) => (received += data.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(6);
  });
});

describe('pipelined requests waiting for their turn', () => {
  it('are not handled before the answers ahead of them are out, so a connection cut meanwhile leaves nothing open', async () => {
    const handled: string[] = [];
    const server = http.createServer((req, res) => {
      whenItsTurn(req, res, () => {
        handled.push(req.url ?? '');
        // The first answer never finishes (a slow reader); express.static would have opened a file for each handled request.
        if (req.url !== '/first') res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const requests = ['/first', ...Array.from({ length: MAX_PIPELINED_REQUESTS + 1 }, (_, i) => `/queued${i}`)];
      const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(requests.map((url) => `GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`).join('')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      setTimeout(() => socket.destroy(), 10_000).unref(); // a server that never cuts it fails below instead of hanging
    });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Only the request that owned the connection ran; the queued ones never started, and one too many cut the connection.
    expect(handled).toEqual(['/first']);
  });
});

describe('connections from one address', () => {
  it(`are refused past ${MAX_CONNECTIONS_PER_ADDRESS} open at once, and accepted again once some close`, async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    limitConnections(server, { maxTotal: 10_000, maxPerAddress: MAX_CONNECTIONS_PER_ADDRESS, isExempt: () => false }); // loopback is exempt in production (a reverse proxy)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const open = (): Promise<net.Socket> =>
      new Promise((resolve) => {
        const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
        socket.on('error', () => undefined);
      });
    const idle = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, open));
    const answer = (socket: net.Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (data) => (text += data.toString()));
        socket.on('close', () => resolve(text));
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      });
    expect(await answer(await open())).toBe('');
    idle[0].destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await answer(await open())).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const socket of idle) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('JSON bodies over the limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it.each(['/graphql', '/api/auth/login'])('announced larger than 100 kB are refused with 413 on %s before any byte of them is read', async (path) => {
    const { port } = new URL(server.url);
    const text = await new Promise<string>((resolve) => {
      let received = '';
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' }, () =>
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{"query":`),
      );
      socket.on('data', (data) => (received += data.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
    });
    expect(text).toMatch(/^HTTP\/1\.1 413 [^]*Connection: close[^]*Request body is too large: the limit is 100 kB/);
  });

  it('sent in chunks past 100 kB get their connection cut, not read on', async () => {
    const { port } = new URL(server.url);
    const sent = await new Promise<number>((resolve) => {
      let bytes = 0;
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' }, () => {
        socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
        const chunk = `4000\r\n${'a'.repeat(0x4000)}\r\n`;
        const timer = setInterval(() => {
          if (socket.destroyed || bytes > 2_000_000) return clearInterval(timer);
          socket.write(chunk);
          bytes += 0x4000;
        }, 5);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(bytes));
    });
    expect(sent).toBeLessThan(1_000_000);
  });
});

describe('image uploads an admin could send by mistake or on purpose', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  it('refuse one file part mapped to several places, so it is never processed many times', async () => {
    const boundary = 'twice';
    const operations = {
      query: CREATE_PROJECT,
      variables: { input: { title: 'T', details: 'D', category: 'RESIDENTIAL' }, image: null, images: [null, null] },
    };
    const body = multipartBody(
      [
        { name: 'operations', value: JSON.stringify(operations) },
        { name: 'map', value: JSON.stringify({ 0: ['variables.image', 'variables.images.0', 'variables.images.1'] }) },
        { name: '0', value: await samplePng(), filename: 'a.png' },
      ],
      boundary,
    );
    const { status, body: answer } = await postMultipart(server, '/graphql', body, boundary, token);
    expect(status).toBe(400);
    expect(answer.errors![0].message).toBe("Multipart GraphQL request: map entry '0' must be a list of one path");
  });

  it('refuse an image whose sides differ more than 20 times', async () => {
    const strip = await sharp({ create: { width: 4000, height: 100, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const { status, body } = await request(server, 'POST', '/api/gallery', {
      token,
      form: multipartForm({ title: 'Strip', category: 'Residential' }, { image: filePart(strip) }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The image is too narrow: its sides may differ at most 20 times',
      errors: { image: 'The image is too narrow: its sides may differ at most 20 times' },
    });
  });

  it('process several uploads sent together, each in its turn', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, async (_, i) =>
        request(server, 'POST', '/api/gallery', {
          token,
          form: multipartForm({ title: `Parallel ${i}`, category: 'Residential' }, { image: filePart(await sampleJpeg(), 'p.jpg', 'image/jpeg') }),
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201]);
  });
});
