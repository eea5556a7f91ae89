/**
 * The clients of the mixed load (mixed-load.ts): each kind sends one request (or one short exchange)
 * per call, as a visitor, an attacker or the admin would, and counts the answers' statuses. Every
 * value that could become a key on the server (query texts, variables, addresses, URLs) is new on
 * every call, so what the server keeps per key shows up in its memory.
 */
import crypto from 'node:crypto';
import net from 'node:net';

export interface LoadContext {
  base: string;
  /** An admin's token, from a login before the load. */
  token: string;
  adminEmail: string;
  projectIds: string[];
  /** A phone's camera JPEG, uploaded by the uploads. */
  photo: Buffer;
}

/** Answers by status ('error' for a request that got none: a refused or cut connection, a timeout). */
export type Tally = Map<string, number>;

export interface HostileClient {
  /** Its name in BENCH_MIXED_KINDS. */
  id: string;
  kind: string;
  /** Clients of this kind at once. */
  clients: number;
  /** A pause after each call, for the kinds a person does now and then. */
  pauseMs?: number;
  send(context: LoadContext, tally: Tally): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 60_000;
const JSON_HEADERS = { 'content-type': 'application/json' };
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const random = (bytes = 6) => crypto.randomBytes(bytes).toString('hex');
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)];
const randomIpv4 = () => Array.from({ length: 4 }, (_, index) => crypto.randomInt(index === 0 ? 1 : 0, index === 0 ? 224 : 256)).join('.');
const randomIpv6 = () => `2001:db8:${Array.from({ length: 6 }, () => crypto.randomInt(0x10000).toString(16)).join(':')}`;
/** What a trusted proxy passes on: a new address, or 15 kB of new text that is no address, or a 15 kB chain of addresses. */
const forwardedFor = () =>
  pick([
    () => randomIpv4(),
    () => randomIpv6(),
    () => `not-an-ip-${random(8)}-${'x'.repeat(15_000)}`,
    () =>
      Array.from({ length: 1_000 }, randomIpv4)
        .join(', ')
        .slice(-15_000)
        .replace(/^[^,]*, /, ''),
  ])();

function count(tally: Tally, status: number | string): void {
  const key = String(status);
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

/** The code of a GraphQL answer's first error, if it has one. */
function graphqlErrorCode(json: unknown): string | undefined {
  const errors = (json as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  return errors?.[0]?.extensions?.code;
}

/** One request; its answer read to the end and counted by status (and by its first GraphQL error's code). */
async function send<T = unknown>(tally: Tally, url: string, init: RequestInit = {}): Promise<T | null> {
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await answer.text();
    let json: T | null = null;
    try {
      json = JSON.parse(text) as T;
    } catch {
      // Not JSON (a page, a picture): counted by status alone.
    }
    const code = graphqlErrorCode(json);
    count(tally, code ? `${answer.status} ${code}` : answer.status);
    return json;
  } catch {
    count(tally, 'error');
    return null;
  }
}

const graphql = (base: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  [`${base}/graphql`, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify({ query, variables }) }] as const;

/** Queries Apollo executes every time: new texts (new aliases), new variables, new persisted queries, `me`. */
const executedGraphql: HostileClient = {
  id: 'executed',
  kind: 'GraphQL, executed',
  clients: 3,
  async send({ base, projectIds }, tally) {
    const alias = `a${random(4)}`;
    const variant = crypto.randomInt(5);
    if (variant === 0) {
      await send(tally, ...graphql(base, `query Projects_${alias} { projects { id title ${alias}: location image { url srcset } } me { id } }`));
    } else if (variant === 1) {
      const id = pick([...projectIds, crypto.randomUUID()]);
      await send(tally, ...graphql(base, 'query Project($id: ID!) { project(id: $id) { id title details features images shareImage { url } } }', { id }));
    } else if (variant === 2) {
      const query = `query Services_${alias} { services { id title ${alias}: description } galleryImages(category: "${random(3)}") { id imageUrl } }`;
      await send(tally, `${base}/graphql?query=${encodeURIComponent(query)}`, { headers: PREFLIGHT });
    } else if (variant === 3) {
      // An automatic persisted query, registered by its hash.
      const query = `query Settings_${alias} { siteSettings { firmName tagline ${alias}: phones { number } } }`;
      const sha256Hash = crypto.createHash('sha256').update(query).digest('hex');
      const body = JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
      await send(tally, `${base}/graphql`, { method: 'POST', headers: JSON_HEADERS, body });
    } else {
      const fields = Array.from({ length: 12 }, (_, index) => `f${index}_${alias}: title`).join(' ');
      await send(
        tally,
        ...graphql(base, `query Wide_${alias}($category: ProjectCategory) { projects(category: $category) { id ${fields} } }`, { category: 'RESIDENTIAL' }),
      );
    }
  },
};

/** Wrong passwords, through REST and GraphQL, from a new address (or 15 kB of text) each time. */
const wrongLogins: HostileClient = {
  id: 'logins',
  kind: 'wrong logins',
  clients: 3,
  async send({ base, adminEmail }, tally) {
    const email = crypto.randomInt(10) === 0 ? adminEmail : `guess-${random()}@example.com`;
    const password = `wrong-${random(8)}`;
    const headers = { ...JSON_HEADERS, 'x-forwarded-for': forwardedFor() };
    if (crypto.randomInt(2) === 0) {
      await send(tally, `${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    } else {
      const query = 'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
      await send(tally, `${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: { email, password } }) });
    }
  },
};

/** The contact form, from many addresses, through REST and GraphQL. */
const enquiries: HostileClient = {
  id: 'enquiries',
  kind: 'enquiries',
  clients: 2,
  async send({ base }, tally) {
    const input = {
      name: `Visitor ${random(3)}`,
      email: `visitor-${random()}@example.com`,
      phone: '+91 94430 12345',
      subject: 'A house in Vriddhachalam',
      message: `We plan a two-storey house on a 30 × 40 plot near the bus stand. ${random(16)} `.repeat(20),
    };
    const headers = { ...JSON_HEADERS, 'x-forwarded-for': randomIpv4() };
    if (crypto.randomInt(2) === 0) {
      await send(tally, `${base}/api/enquiries`, { method: 'POST', headers, body: JSON.stringify(input) });
    } else {
      const query = 'mutation Enquiry($input: SubmitEnquiryInput!) { submitEnquiry(input: $input) }';
      await send(tally, `${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: { input } }) });
    }
  },
};

/** Link-preview pictures: the card and projects', under their own, stale or made-up `v`, and projects that do not exist. */
const ogPictures: HostileClient = {
  id: 'og',
  kind: 'og pictures',
  clients: 2,
  async send({ base, projectIds }, tally) {
    const path = pick([
      `/og/page.jpg?v=${random(8)}`,
      '/og/page.jpg',
      `/og/projects/${pick(projectIds)}.jpg?v=${random(8)}`,
      `/og/projects/${pick(projectIds)}.jpg`,
      `/og/projects/${crypto.randomUUID()}.jpg`,
    ]);
    await send(tally, base + path);
  },
};

/** Bytes that are no HTTP request at all, or one that stops halfway: the server's parser answers or the connection is cut. */
function rawJunk(base: string, tally: Tally): Promise<void> {
  const { hostname, port } = new URL(base);
  const payload = pick([
    crypto.randomBytes(2_000),
    Buffer.from(`GET /${random()} HTTP/1.1\r\nHost: x\r\nX-Junk: ${'y'.repeat(20_000)}\r\n\r\n`),
    Buffer.from(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`),
    Buffer.from(`GET /\0${random()} HTTP/1.1\r\nHost: x\r\n\r\n`),
  ]);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(payload));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', () => undefined);
    socket.once('close', () => {
      count(tally, 'raw');
      resolve();
    });
    socket.once('error', () => undefined);
  });
}

/** Malformed bodies, huge headers, odd paths, made-up pages and parameters. */
const junk: HostileClient = {
  id: 'junk',
  kind: 'junk',
  clients: 2,
  async send({ base }, tally) {
    const choice = crypto.randomInt(12);
    if (choice === 0) return rawJunk(base, tally);
    const post = (path: string, body: string | Buffer, contentType = 'application/json') =>
      send(tally, base + path, { method: 'POST', headers: { 'content-type': contentType }, body });
    const get = (path: string, headers: Record<string, string> = {}) => send(tally, base + path, { headers });
    switch (choice) {
      case 1:
        return void (await post('/graphql', `{"query": "query { projects { id ${random()}`));
      case 2:
        return void (await post('/api/auth/login', `{{{${random()}`));
      case 3:
        return void (await post('/graphql', `${'['.repeat(5_000)}${']'.repeat(5_000)}`));
      case 4:
        return void (await get('/api/projects', { cookie: `junk=${random(7_000)}` }));
      case 5:
        return void (await get(`/${random(1_500)}`));
      case 6:
        return void (await get(`/projects/${crypto.randomUUID()}`));
      case 7:
        return void (await get(`/?utm_source=${random()}`));
      case 8:
        return void (await get(`/api/projects?category=${random()}&${random()}=1`));
      case 9:
        return void (await get(`/graphql?query=${encodeURIComponent('{'.repeat(3_000))}`, PREFLIGHT));
      case 10:
        return void (await post(
          '/graphql',
          `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{${random()}\r\n--x--`,
          'multipart/form-data; boundary=x',
        ));
      default:
        return void (await get(`/uploads/..%2f..%2f${random()}.webp`));
    }
  },
};

/** The admin's screens: every enquiry, the users, the activity, the lists with hidden items. */
const adminReads: HostileClient = {
  id: 'admin',
  kind: 'admin reads',
  clients: 2,
  async send({ base, token }, tally) {
    const authorization = `Bearer ${token}`;
    const variant = crypto.randomInt(4);
    if (variant === 0) {
      const query =
        'query Inbox { enquiries { id name email phone subject message status createdAt } unreadEnquiryCount users { id name email role lastSignInAt } }';
      await send(tally, ...graphql(base, query, {}, { authorization }));
    } else if (variant === 1) {
      const query =
        'query Dashboard { activity(limit: 50) { id action subject subjectId label actorName at } projects { id title location } galleryImages { id imageUrl } }';
      await send(tally, ...graphql(base, query, {}, { authorization }));
    } else {
      await send(tally, `${base}${pick(['/api/enquiries', '/api/projects', '/api/gallery', '/api/services'])}`, { headers: { authorization } });
    }
  },
};

/** The admin saving the firm's details: every save empties the public caches. */
const settingsSaves: HostileClient = {
  id: 'settings',
  kind: 'settings saves',
  clients: 1,
  pauseMs: 1_000,
  async send({ base, token }, tally) {
    const read = await send<{ data: { tagline: string } }>(tally, `${base}/api/settings`);
    if (!read) return;
    const settings = { ...read.data, tagline: `Building Vriddhachalam since 1998 (${random(3)})` };
    await send(tally, `${base}/api/settings`, {
      method: 'PUT',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify(settings),
    });
  },
};

/** Photos from a phone, through REST and the GraphQL multipart request, each removed again once added. */
const uploads: HostileClient = {
  id: 'uploads',
  kind: 'uploads',
  clients: 2,
  async send({ base, token, photo }, tally) {
    const authorization = `Bearer ${token}`;
    const file = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
    const form = new FormData();
    let created: string | undefined;
    if (crypto.randomInt(2) === 0) {
      form.set('title', `Site photo ${random(3)}`);
      form.set('category', 'Residential');
      form.set('image', file, 'IMG_0001.JPG');
      const answer = await send<{ data?: { id: string } }>(tally, `${base}/api/gallery`, { method: 'POST', headers: { authorization }, body: form });
      created = answer?.data?.id;
    } else {
      const query = 'mutation Upload($image: Upload!, $input: CreateGalleryImageInput!) { createGalleryImage(image: $image, input: $input) { id } }';
      form.set('operations', JSON.stringify({ query, variables: { image: null, input: { title: `Site photo ${random(3)}`, category: 'Residential' } } }));
      form.set('map', JSON.stringify({ 0: ['variables.image'] }));
      form.set('0', file, 'IMG_0002.JPG');
      const answer = await send<{ data?: { createGalleryImage?: { id: string } } }>(tally, `${base}/graphql`, {
        method: 'POST',
        headers: { authorization, ...PREFLIGHT },
        body: form,
      });
      created = answer?.data?.createGalleryImage?.id;
    }
    if (created) await send(tally, `${base}/api/gallery/${created}`, { method: 'DELETE', headers: { authorization } });
  },
};

export const HOSTILE_CLIENTS: HostileClient[] = [executedGraphql, wrongLogins, enquiries, ogPictures, junk, adminReads, settingsSaves, uploads];
