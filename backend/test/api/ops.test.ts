import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const ALLOWED_ORIGIN = 'https://admin.vriddhi.example';

/** A GET whose path is sent exactly as given. */
function rawGet(server: TestServer, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: target }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
}

describe('operations: health, headers, CORS, error bodies', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started), { env: { CORS_ORIGINS: `${ALLOWED_ORIGIN},http://localhost:5173` } });

  it('GET /healthz answers 200', async () => {
    const { status, body } = await request(server, 'GET', '/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database is reachable', async () => {
    const { status, body } = await request(server, 'GET', '/readyz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
  });

  describe('security headers', () => {
    it('sends helmet headers and no x-powered-by', async () => {
      const { headers } = await request(server, 'GET', '/api/projects');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-powered-by')).toBeNull();
      // Nor the ones for browsers long gone, which only made every answer longer.
      // Nor X-Frame-Options, which the CSP's frame-ancestors replaces (next test), nor Flash's cross-domain policies.
      for (const name of ['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'x-frame-options', 'x-permitted-cross-domain-policies'])
        expect(headers.get(name)).toBeNull();
    });

    it('has a CSP that allows Google Maps frames and nothing else from outside', async () => {
      const { headers } = await request(server, 'GET', '/healthz');
      const directives = Object.fromEntries(
        (headers.get('content-security-policy') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['frame-src']).toContain('https://www.google.com');
      expect(directives['default-src']).toEqual(["'self'"]);
      // Our own files and the public pages' two inline scripts by their hashes (test/api/pages.test.ts): no other inline script.
      const hash = expect.stringMatching(/^'sha256-[\w+/]+=*'$/);
      expect(directives['script-src']).toEqual(["'self'", hash, hash]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      // Served over plain http on a LAN address, upgraded requests would break the site.
      expect(directives).not.toHaveProperty('upgrade-insecure-requests');
    });

    it('gives every response a request id, keeping a sane one from the client', async () => {
      const generated = await request(server, 'GET', '/healthz');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const given = await request(server, 'GET', '/healthz', { headers: { 'x-request-id': 'trace-123' } });
      expect(given.headers.get('x-request-id')).toBe('trace-123');
      const hostile = await request(server, 'GET', '/healthz', { headers: { 'x-request-id': 'a b<script>' } });
      expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('CORS allowlist', () => {
    it('answers a preflight from an allowed origin', async () => {
      const response = await fetch(`${server.url}/api/projects`, {
        method: 'OPTIONS',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it("gives a request with no Origin (the site's own pages) no CORS grant", async () => {
      const response = await fetch(`${server.url}/api/projects`);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('gives no CORS grant to another origin', async () => {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await fetch(`${server.url}/api/projects`, {
          method,
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
        });
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });

    it('lets a script of an allowed origin read the version (ETag), the next page (Link) and the count (X-Total-Count)', async () => {
      const exposed = (response: Response) =>
        (response.headers.get('access-control-expose-headers') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
      const settings = await fetch(`${server.url}/api/settings`, { headers: { origin: ALLOWED_ORIGIN } });
      expect(settings.headers.get('etag')).toMatch(/^"v\d+-/);
      expect(exposed(settings)).toEqual(['etag', 'link', 'x-total-count']);
      const enquiries = await fetch(`${server.url}/api/enquiries?limit=1`, { headers: { origin: ALLOWED_ORIGIN, authorization: `Bearer ${token}` } });
      expect(enquiries.status).toBe(200);
      expect(exposed(enquiries)).toEqual(['etag', 'link', 'x-total-count']);
      // Not to other origins, nor on the site's own answers.
      expect(exposed(await fetch(`${server.url}/api/settings`, { headers: { origin: 'https://evil.example' } }))).toEqual([]);
      expect(exposed(await fetch(`${server.url}/api/settings`))).toEqual([]);
    });

    it('grants an allowed origin on GraphQL too', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ services { id } }' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    });
  });

  describe('JSON error bodies without stack traces', () => {
    function expectNoStack(text: string): void {
      expect(text).not.toMatch(/\bat .+:\d+:\d+/);
      expect(text).not.toMatch(/node_modules|\/src\//);
      expect(text).not.toMatch(/<html|<pre/i);
    }

    it('unknown /api paths answer 404 JSON for every method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const { status, body, text } = await request(server, method, '/api/nothing/here');
        expect(status).toBe(404);
        expect(body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
        expectNoStack(text);
      }
    });

    it('a malformed JSON body answers 400 JSON', async () => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": "admin@',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'BAD_REQUEST', message: 'Malformed JSON body' });
      expectNoStack(text);
    });

    it('a JSON body over the limit answers 413 JSON', async () => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200 * 1024) }),
      });
      expect(response.status).toBe(413);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large: the limit is 100 kB (upload files as multipart)' });
      expectNoStack(text);
    });

    it('a truncated multipart body answers 400 JSON', async () => {
      const boundary = 'XyZ';
      const response = await fetch(`${server.url}/api/projects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHouse\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`,
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'BAD_REQUEST', message: 'Malformed multipart request: the body is cut off or broken' });
      expectNoStack(text);
    });

    it('GraphQL: malformed JSON answers 400 and an oversized body 413, both JSON', async () => {
      const malformed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(malformed.status).toBe(400);
      const malformedText = await malformed.text();
      expect(JSON.parse(malformedText)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
      expectNoStack(malformedText);

      const large = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ services { id } } # ${'x'.repeat(200 * 1024)}` }),
      });
      expect(large.status).toBe(413);
      const largeText = await large.text();
      expect(JSON.parse(largeText)).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      expectNoStack(largeText);
    });

    it('a missing upload answers 404 JSON Image not found, and paths cannot escape the folder', async () => {
      // A file beside the upload folder, which a path climbing out of it would reach.
      const secret = `${path.basename(server.uploadDir)}-secret.txt`;
      const secretPath = path.join(server.uploadDir, '..', secret);
      fs.writeFileSync(secretPath, 'not for the public');
      try {
        // Raw requests: fetch would normalise the dot segments away before sending.
        for (const target of [
          '/uploads/0123456789abcdef0123456789abcdef.webp',
          `/uploads/../${secret}`,
          `/uploads/..%2F${secret}`,
          `/uploads/%2e%2e/${secret}`,
        ]) {
          const { status, text } = await rawGet(server, target);
          expect({ target, status }).toEqual({ target, status: 404 });
          expect(JSON.parse(text)).toEqual({ message: 'Image not found' });
        }
      } finally {
        fs.rmSync(secretPath, { force: true });
      }
    });
  });
});
