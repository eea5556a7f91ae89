import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createProject } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Exactly these request headers (fetch adds its own Accept-Encoding and decodes the body). */
function send(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const SCRIPT = `export const houses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `House ${i}` })))};\n`;

/** A browser build with one precompressed script and one stylesheet that has no variants. */
function makeFrontendDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, 'app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'app-abc123.js.gz'), zlib.gzipSync(SCRIPT, { level: 9 }));
  fs.writeFileSync(path.join(assets, 'site-def456.css'), `body{margin:0}${'.a{color:red}'.repeat(200)}`);
  return dist;
}

describe('compression', () => {
  let server: TestServer;
  let dist: string;
  let projectId: string;

  beforeAll(async () => {
    dist = makeFrontendDist();
    server = await startTestServer({ env: { FRONTEND_DIST: dist } });
    const token = await server.login();
    const project = await createProject(server, token, { title: 'Compressed house', details: 'A house with a courtyard and a well. '.repeat(40) });
    projectId = project.id;
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('answers made per request', () => {
    const detailQuery = () => JSON.stringify({ query: 'query ($id: ID!) { project(id: $id) { id title details } }', variables: { id: projectId } });
    const postDetail = (headers: Record<string, string>) =>
      send(`${server.url}/graphql`, { 'content-type': 'application/json', ...headers }, 'POST', detailQuery());

    it('are compressed for a client that accepts it, Brotli first, and vary on Accept-Encoding', async () => {
      const plain = await postDetail({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      for (const [accepted, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const answer = await postDetail({ 'accept-encoding': accepted });
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        const text = (expected === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body)).toString();
        expect(text).toBe(plain.body.toString());
        expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      }
    });

    it('have an ETag per encoding, and a conditional GET naming any of them is answered 304', async () => {
      const url = `${server.url}/api/projects/${projectId}`;
      const plain = await send(url);
      const brotli = await send(url, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.etag).toBe(plain.headers.etag!.replace(/"$/, '-br"'));
      for (const etag of [plain.headers.etag!, brotli.headers.etag!]) {
        for (const accepted of ['br', 'identity']) {
          const again = await send(url, { 'accept-encoding': accepted, 'if-none-match': etag });
          expect(again.status).toBe(304);
          expect(again.body.length).toBe(0);
        }
      }
    });

    it('leave small answers and images as they are', async () => {
      const small = await send(`${server.url}/healthz`, { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers.vary).not.toMatch(/Accept-Encoding/);

      const list = await send(`${server.url}/api/projects`, { 'accept-encoding': 'br' });
      const imageUrl = (JSON.parse(zlib.brotliDecompressSync(list.body).toString()) as { data: { imageUrl: string }[] }).data[0].imageUrl;
      const image = await send(`${server.url}${imageUrl}`, { 'accept-encoding': 'br, gzip' });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['content-encoding']).toBeUndefined();
    });

    it("answer a HEAD with its GET's headers: the encoding, its length and ETag, Vary", async () => {
      // Another spelling of the URL: answered per request, never from a kept answer.
      const url = `${server.url}/api/projects/${projectId}?fields=all`;
      const head = await send(url, { 'accept-encoding': 'br' }, 'HEAD');
      const get = await send(url, { 'accept-encoding': 'br' });
      expect([head.status, head.body.length]).toEqual([200, 0]);
      expect(head.headers['content-encoding']).toBe('br');
      const { date: _headDate, 'x-request-id': _headId, ...headHeaders } = head.headers;
      const { date: _getDate, 'x-request-id': _getId, ...getHeaders } = get.headers;
      expect(headHeaders).toEqual(getHeaders);
    });
  });

  describe('hashed assets', () => {
    const asset = (name: string, headers: Record<string, string> = {}, method = 'GET') => send(`${server.url}/assets/${name}`, headers, method);
    const fileSize = (name: string) => fs.statSync(path.join(dist, 'assets', name)).size;

    it('are sent precompressed to a client that accepts it, with the original type, the variant length and immutable caching', async () => {
      const plain = await asset('app-abc123.js');
      const brotli = await asset('app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await asset('app-abc123.js', { 'accept-encoding': 'gzip' });
      expect(plain.body.toString()).toBe(SCRIPT);
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
      for (const [answer, encoding, file] of [
        [plain, undefined, 'app-abc123.js'],
        [brotli, 'br', 'app-abc123.js.br'],
        [gzip, 'gzip', 'app-abc123.js.gz'],
      ] as const) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(answer.headers['content-length'])).toBe(fileSize(file));
      }
      expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
      expect((await asset('app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! })).status).toBe(304);

      const head = await asset('app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.headers['content-length']).toBe(String(fileSize('app-abc123.js.br')));
      expect(head.body.length).toBe(0);
    });

    it('answer a Range request from the original file, and only it advertises ranges', async () => {
      const brotli = await asset('app-abc123.js', { 'accept-encoding': 'br' });
      expect(brotli.headers['accept-ranges']).toBeUndefined();
      const range = await asset('app-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.body.toString()).toBe(SCRIPT.slice(0, 10));
      expect((await asset('app-abc123.js')).headers['accept-ranges']).toBe('bytes');
    });

    it('go as they are when no variant was written, and missing or escaping paths stay 404 JSON', async () => {
      const css = await asset('site-def456.css', { 'accept-encoding': 'br, gzip' });
      expect(css.status).toBe(200);
      expect(css.headers['content-encoding']).toBeUndefined();
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

      for (const name of ['missing-000.js', '..%2f..%2fpackage.json', '..%2fassets%2fapp-abc123.js', '.hidden.js']) {
        const answer = await asset(name, { 'accept-encoding': 'br, gzip' });
        expect(answer.status).toBe(404);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(answer.body.toString())).toEqual({ message: 'Not found' });
      }
    });
  });
});
