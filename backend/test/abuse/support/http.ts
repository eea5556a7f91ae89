import fc from 'fast-check';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/**
 * A raw HTTP client for the abuse suites: node:http on one keep-alive agent, so any method, header,
 * content type and body bytes can be sent (fetch would fix up or refuse many of them), with a
 * deadline per request so a hang is reported as such.
 */

export interface RawRequest {
  method: string;
  /** Path and query string, sent as is: printable ASCII (see `pathSegment`); node:http refuses anything else. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sends only this many bytes of the body, then destroys the socket (a client gone mid-upload). No answer is awaited. */
  abortAfterBytes?: number;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body when it is JSON; undefined otherwise. */
  json: unknown;
  ms: number;
}

/** A request that got no proper answer: the problem, for the report. */
export class AbuseFailure extends Error {
  constructor(
    readonly kind: string,
    readonly request: RawRequest,
    readonly response: RawResponse | null,
    detail: string,
  ) {
    super(`${kind}: ${detail}\n${describeRequest(request)}${response ? `\n${describeResponse(response)}` : ''}`);
    this.name = 'AbuseFailure';
  }
}

/** Longest time a single fuzz request may take before it counts as a hang (the machine is slow and busy). */
export const REQUEST_DEADLINE_MS = 8_000;
/** GET /healthz must answer within this. */
export const HEALTH_DEADLINE_MS = 3_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function closeAgent(): void {
  agent.destroy();
}

/** The last answer on each keep-alive connection, to blame it when the server closes that connection under the next request. */
const lastOnSocket = new WeakMap<object, { request: RawRequest; response: RawResponse }>();

export interface SentResponse extends RawResponse {
  /**
   * Set when this request first failed on a reused keep-alive connection (and was then sent again on
   * a new one): the previous answer on that connection kept it alive, yet the server closed it.
   */
  closedAfter?: { request: RawRequest; response: RawResponse; error: string };
}

/** Sends one request on the shared keep-alive agent; see SentResponse.closedAfter. */
export async function send(baseUrl: string, request: RawRequest, deadlineMs = REQUEST_DEADLINE_MS): Promise<SentResponse> {
  const first = await attempt(baseUrl, request, deadlineMs, agent);
  const slowMs = Number(process.env.ABUSE_SLOW_MS ?? 'NaN');
  if ('status' in first && first.ms > slowMs)
    console.warn(`slow answer: ${first.ms} ms\n${describeRequest(request)}\n  → ${first.status} ${preview(first.text, 200)}`);
  if (!('reusedSocketError' in first)) return first;
  const response = await attempt(baseUrl, request, deadlineMs, false);
  if ('reusedSocketError' in response) throw new Error('unreachable: a fresh connection is never reused');
  const { previous, error } = first.reusedSocketError;
  return previous ? { ...response, closedAfter: { ...previous, error } } : response;
}

interface ReusedSocketError {
  reusedSocketError: { previous: { request: RawRequest; response: RawResponse } | undefined; error: string };
}

function attempt(baseUrl: string, request: RawRequest, deadlineMs: number, via: http.Agent | false): Promise<RawResponse | ReusedSocketError> {
  const url = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = { ...request.headers };
  if (body !== undefined && !hasHeader(headers, 'content-length') && !hasHeader(headers, 'transfer-encoding')) {
    headers['content-length'] = String(body.length);
  }
  const started = Date.now();
  return new Promise<RawResponse | ReusedSocketError>((resolve, reject) => {
    let settled = false;
    let answered = false;
    const finish = (error: Error | null, response?: RawResponse | ReusedSocketError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(response!);
    };
    let req: http.ClientRequest;
    try {
      req = http.request({ agent: via, host: url.hostname, port: url.port, method: request.method, path: request.path, headers });
    } catch (error) {
      // The client itself refused the request (an invalid header or path): a bug in the generator, not the server.
      throw new Error(`The test client cannot send this request (${(error as Error).message}): fix the generator\n${describeRequest(request)}`, {
        cause: error,
      });
    }
    const timer = setTimeout(() => {
      req.destroy();
      finish(new AbuseFailure('HANG', request, null, `no answer within ${deadlineMs} ms`));
    }, deadlineMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && req.reusedSocket && request.abortAfterBytes === undefined) {
        finish(null, { reusedSocketError: { previous: req.socket ? lastOnSocket.get(req.socket) : undefined, error: error.code ?? error.message } });
        return;
      }
      finish(new AbuseFailure('CONNECTION', request, null, `the connection failed before an answer: ${error.code ?? error.message}`));
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => finish(new AbuseFailure('CONNECTION', request, null, `the answer was cut off: ${error.message}`)));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        if (/json/i.test(res.headers['content-type'] ?? '')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        const response: RawResponse = { status: res.statusCode ?? 0, headers: res.headers, text, json, ms: Date.now() - started };
        if (req.socket) lastOnSocket.set(req.socket, { request, response });
        finish(null, response);
      });
    });
    if (request.abortAfterBytes !== undefined && body !== undefined) {
      req.write(body.subarray(0, request.abortAfterBytes), () => {
        req.destroy();
        finish(null, { status: 0, headers: {}, text: '', json: undefined, ms: Date.now() - started });
      });
      return;
    }
    req.end(body);
  });
}

/**
 * Writes raw bytes on a new connection and reads one answer: for what no HTTP client would send
 * (bytes Node's parser refuses, heads over 16 kB, conflicting framing). The request is described as
 * method RAW with the bytes as its body.
 */
export function sendRawBytes(baseUrl: string, bytes: Buffer, deadlineMs = REQUEST_DEADLINE_MS): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const request: RawRequest = { method: 'RAW', path: '(bytes below, on a new connection)', body: bytes };
  const started = Date.now();
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received: Buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (error: Error | null, response?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(response!);
    };
    const timer = setTimeout(() => finish(new AbuseFailure('HANG', request, null, `no answer within ${deadlineMs} ms`)), deadlineMs);
    const tryParse = (closed: boolean) => {
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) {
        if (closed)
          finish(
            new AbuseFailure(
              'CONNECTION',
              request,
              null,
              received.length ? `a broken answer: ${preview(received, 200)}` : 'the connection was closed without an answer',
            ),
          );
        return;
      }
      const [statusLine, ...lines] = received.subarray(0, head).toString('latin1').split('\r\n');
      if (/^HTTP\/1\.[01] 1\d\d/.test(statusLine)) {
        // An interim answer (100 Continue): the real one follows.
        received = received.subarray(head + 4);
        tryParse(closed);
        return;
      }
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
      const chunked = /chunked/i.test(String(headers['transfer-encoding'] ?? ''));
      let body: Buffer = received.subarray(head + 4);
      const complete = chunked ? body.includes('0\r\n\r\n') : length === null ? closed : body.length >= length;
      if (!complete) {
        if (closed) finish(new AbuseFailure('CONNECTION', request, null, 'the answer was cut off'));
        return;
      }
      if (chunked) body = dechunk(body);
      const text = (length === null ? body : body.subarray(0, length)).toString('utf8');
      let json: unknown;
      if (/json/i.test(String(headers['content-type'] ?? ''))) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      finish(null, { status: Number(statusLine.split(' ')[1]), headers, text, json, ms: Date.now() - started });
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse(false);
    });
    socket.on('end', () => tryParse(true));
    socket.on('close', () => tryParse(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (received.length > 0) tryParse(true);
      else finish(new AbuseFailure('CONNECTION', request, null, `the connection failed before an answer: ${error.code ?? error.message}`));
    });
    // No half-close: the server answers a complete request on an open connection, as to any client.
    socket.on('connect', () => socket.write(bytes));
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = lineEnd < 0 ? 0 : parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * A keep-alive answer must leave the connection usable: an answer that says `Connection: keep-alive`
 * (HTTP/1.1's default) and is then followed by the server closing the connection makes the client's
 * next request on it fail (ECONNRESET). That answer is the failure; the later request is only the witness.
 */
export function checkKeptAlive(response: SentResponse): void {
  if (!response.closedAfter) return;
  const { request, response: previous, error } = response.closedAfter;
  throw new AbuseFailure(
    'KEEP-ALIVE BROKEN',
    request,
    previous,
    `this answer kept the connection alive (connection: ${previous.headers.connection ?? 'keep-alive by default'}), then the server closed it: the next request on it failed with ${error}`,
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/**
 * One generated request: built on first use from its (small) generated description, and printed
 * compactly, so fast-check's counterexample stays readable even for 200 kB bodies.
 */
export class RequestCase {
  private built: RawRequest | undefined;

  constructor(
    /** What is being exercised, e.g. `PATCH /api/projects/:id (multipart)`: failures are grouped by it. */
    readonly label: string,
    private readonly build: () => RawRequest,
  ) {}

  get request(): RawRequest {
    this.built ??= this.build();
    return this.built;
  }

  [fc.toStringMethod](): string {
    return `${this.label}\n${describeRequest(this.request)}`;
  }
}

/** GET /healthz, on a connection of its own, answers 200 quickly: the process is up and its event loop is not stuck. */
export async function expectAlive(baseUrl: string): Promise<void> {
  const request: RawRequest = { method: 'GET', path: '/healthz' };
  let response: RawResponse;
  try {
    const answer = await attempt(baseUrl, request, HEALTH_DEADLINE_MS, false);
    if ('reusedSocketError' in answer) throw new Error('unreachable: a fresh connection is never reused');
    response = answer;
  } catch (error) {
    throw new Error(`The server is not alive after the fuzzing: ${(error as Error).message}`, { cause: error });
  }
  if (response.status !== 200) throw new Error(`GET /healthz answered ${response.status}: ${response.text.slice(0, 300)}`);
}

/** REST contract: no 5xx; every error is JSON with a string `message`; every success is JSON. */
export function checkRestResponse(request: RawRequest, response: RawResponse): void {
  if (response.status >= 500) throw new AbuseFailure(`HTTP ${response.status}`, request, response, 'a server error');
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return;
  if (response.status >= 400) {
    const message = isRecord(response.json) ? response.json.message : undefined;
    if (typeof message !== 'string' || message.length === 0) {
      throw new AbuseFailure(`HTTP ${response.status} without a JSON message`, request, response, 'an error answer that is not JSON { message }');
    }
    return;
  }
  // OPTIONS answers describe the resource (CORS, Allow), not content.
  if (response.json === undefined && request.method !== 'OPTIONS') {
    throw new AbuseFailure(`HTTP ${response.status} not JSON`, request, response, 'a success answer that is not JSON');
  }
}

export interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** GraphQL contract: no 5xx, a JSON answer, and no error coded INTERNAL_SERVER_ERROR. */
export function checkGraphQLResponse(request: RawRequest, response: RawResponse): void {
  if (response.status >= 500) throw new AbuseFailure(`HTTP ${response.status}`, request, response, 'a server error');
  if (request.method === 'HEAD' || response.status === 204 || response.status === 304) return;
  if (response.json === undefined) throw new AbuseFailure(`HTTP ${response.status} not JSON`, request, response, 'an answer that is not JSON');
  for (const error of graphQLErrorsOf(response.json)) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      throw new AbuseFailure('INTERNAL_SERVER_ERROR', request, response, `an error coded INTERNAL_SERVER_ERROR (${String(error.message)})`);
    }
  }
  if (response.status >= 400 && graphQLErrorsOf(response.json).length === 0 && !(isRecord(response.json) && typeof response.json.message === 'string')) {
    throw new AbuseFailure(`HTTP ${response.status} without errors`, request, response, 'an error answer with neither errors nor message');
  }
}

/** The errors of a GraphQL answer (or of each answer of a batch). */
export function graphQLErrorsOf(json: unknown): GraphQLErrorShape[] {
  const bodies = Array.isArray(json) ? json : [json];
  return bodies.flatMap((body) => (isRecord(body) && Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : []));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Bytes shown readably: control characters escaped, long runs of one character folded, long bodies cut. */
export function preview(data: Buffer | string | undefined, max = 1500): string {
  if (data === undefined) return '(none)';
  const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  const text = buffer.toString('latin1');
  let folded = '';
  for (let at = 0; at < text.length && folded.length <= max;) {
    let end = at + 1;
    while (end < text.length && text[end] === text[at]) end += 1;
    folded += end - at >= 40 ? `${text[at].repeat(3)}‹×${end - at}›` : text.slice(at, end);
    at = end;
  }
  const shown = JSON.stringify(folded.length > max ? `${folded.slice(0, max)}…` : folded);
  return `${shown} (${buffer.length} bytes)`;
}

export function describeRequest(request: RawRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `  ${name}: ${preview(value, 300)}`)
    .join('\n');
  const abort = request.abortAfterBytes === undefined ? '' : `\n  (client disconnects after ${request.abortAfterBytes} bytes)`;
  return `  ${request.method} ${preview(request.path, 500)}\n${headers}${headers ? '\n' : ''}  body: ${preview(request.body)}${abort}`;
}

function describeResponse(response: RawResponse): string {
  return `  → ${response.status} in ${response.ms} ms, ${response.headers['content-type'] ?? 'no content type'}: ${preview(response.text, 600)}`;
}

/**
 * Failures seen by a suite. By default the first one throws (fast-check then shrinks it and prints
 * its seed); with ABUSE_KEEP_GOING=1 they are collected, one per kind and route, and the suite's
 * last test fails listing them all, to see every distinct problem in one run. With ABUSE_DUMP_DIR
 * set, each failing request is also written there as raw HTTP (replay: `nc 127.0.0.1 PORT < file`).
 */
export class FailureLog {
  readonly keepGoing = process.env.ABUSE_KEEP_GOING === '1';
  private readonly dumpDir = process.env.ABUSE_DUMP_DIR;
  private readonly seen = new Map<string, { failure: AbuseFailure; count: number }>();
  private dumped = 0;

  /** Runs a request and its check; rethrows unless collecting. */
  async run(label: string, attempt: () => Promise<void>): Promise<void> {
    try {
      await attempt();
    } catch (error) {
      if (!(error instanceof AbuseFailure)) throw error;
      this.dump(label, error);
      if (!this.keepGoing) throw error;
      // A connection closed under a later request is one problem, whatever the route of that request.
      const key =
        error.kind === 'KEEP-ALIVE BROKEN'
          ? `(any route) | ${error.kind} | ${error.response?.status}`
          : `${label} | ${error.kind} | ${signature(error.response)}`;
      const entry = this.seen.get(key);
      if (entry) {
        entry.count += 1;
        if ((error.request.body?.length ?? 0) < (entry.failure.request.body?.length ?? 0)) entry.failure = error;
      } else this.seen.set(key, { failure: error, count: 1 });
    }
  }

  report(): string {
    return [...this.seen.entries()].map(([key, { failure, count }]) => `\n### ${key} (×${count})\n${failure.message}`).join('\n');
  }

  get size(): number {
    return this.seen.size;
  }

  private dump(label: string, failure: AbuseFailure): void {
    if (!this.dumpDir || this.dumped >= 500) return;
    this.dumped += 1;
    fs.mkdirSync(this.dumpDir, { recursive: true });
    const name = `${String(this.dumped).padStart(3, '0')}-${`${label}-${failure.kind}`.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 80)}.http`;
    fs.writeFileSync(path.join(this.dumpDir, name), rawHttp(failure.request));
  }
}

/** The request as bytes on the wire (HTTP/1.1, Content-Length framing), for replaying with netcat. */
export function rawHttp(request: RawRequest): Buffer {
  if (request.method === 'RAW') return Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body ?? '', 'utf8');
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
  const headers = {
    host: '127.0.0.1',
    connection: 'close',
    ...request.headers,
    ...(request.body === undefined ? {} : { 'content-length': String(body.length) }),
  };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

function signature(response: RawResponse | null): string {
  if (!response) return 'no answer';
  const errors = graphQLErrorsOf(response.json);
  const internal = errors.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal) return `${response.status} ${String(internal.message)}`;
  const message = isRecord(response.json) && typeof response.json.message === 'string' ? response.json.message : response.text.slice(0, 80);
  return `${response.status} ${message}`;
}

/**
 * fc.assert with this suite's conventions: a fixed seed per property (printed with the counterexample,
 * so `ABUSE_SEED=<seed>` replays it), numRuns scaled by ABUSE_RUNS_SCALE, and a time cap so a hang
 * found early cannot make shrinking run for many minutes (the best counterexample so far is reported).
 */
export async function checkProperty<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number, timeLimitMs = 30_000): Promise<void> {
  const details = await fc.check(property, { numRuns: runs(numRuns), seed: seedFor(name), interruptAfterTimeLimit: timeLimitMs });
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? (details.errorInstance.stack ?? details.errorInstance.message) : String(details.errorInstance);
    throw new Error(`${name}: ${fc.defaultReportMessage(details) ?? 'property failed'}\n\nCause: ${cause}`);
  }
  if (details.interrupted) console.warn(`${name}: stopped by its ${timeLimitMs} ms time limit after ${details.numRuns} of ${runs(numRuns)} runs`);
}

/** fast-check's seed for a property: fixed per name (ABUSE_SEED overrides all), so a failure replays. */
export function seedFor(name: string): number {
  if (process.env.ABUSE_SEED) return Number(process.env.ABUSE_SEED);
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

/** numRuns scaled by ABUSE_RUNS_SCALE (e.g. 10 for a long soak, 0.1 for a smoke run). */
export function runs(count: number): number {
  const scale = Number(process.env.ABUSE_RUNS_SCALE ?? '1');
  return Math.max(1, Math.round(count * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
