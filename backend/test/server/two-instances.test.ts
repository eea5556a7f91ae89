import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import fs from 'node:fs';
import { Client } from 'pg';
import { DAILY_BACKUP_JOB } from '../../src/modules/backups/backup-jobs';
import { createProject, multipartForm, request, samplePng, filePart, type RestProject } from '../support/factories';
import { eventually, startInstances, type Instance, type Instances } from '../support/instances';
import { startS3Server, type TestS3Server } from '../support/s3-server';

/**
 * Two server processes on one database and one S3 bucket, as a host runs them behind a load balancer:
 * what is written through one is answered by the other within two seconds (LISTEN/NOTIFY), by every
 * kind of public answer each keeps in memory; a photo uploaded through one loads through either; the
 * login and enquiry limits count requests to both as one; and work on a schedule is done by one of them.
 */

/** How soon the other instance answers a write (notification); the periodic check is the fallback after a dropped connection. */
const WITHIN_MS = 2_000;

const GRAPHQL_HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };
const LIST_QUERY = 'query PublicProjects { projects { id title } }';
const ITEM_QUERY = 'query PublicProject($id: ID!) { project(id: $id) { id title } }';

async function text(instance: Instance, path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${instance.url}${path}`, init);
  if (response.status !== 200 && response.status !== 404) throw new Error(`${instance.name} ${path}: ${response.status}`);
  return response.status === 404 ? '' : response.text();
}

/** Every public answer of `instance` that names a project, each as a visitor (and so its cache) sees it. */
function publicAnswers(instance: Instance, id: string): Record<string, () => Promise<string>> {
  const graphqlGet = (query: string, variables?: object) =>
    `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`;
  const graphqlPost = (query: string, variables?: object) =>
    text(instance, '/graphql', {
      method: 'POST',
      headers: { ...GRAPHQL_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  return {
    'REST list': () => text(instance, '/api/projects'),
    'REST item': () => text(instance, `/api/projects/${id}`),
    'GraphQL POST list': () => graphqlPost(LIST_QUERY),
    'GraphQL POST item': () => graphqlPost(ITEM_QUERY, { id }),
    'GraphQL GET list': () => text(instance, graphqlGet(LIST_QUERY), { headers: GRAPHQL_HEADERS }),
    'GraphQL GET item': () => text(instance, graphqlGet(ITEM_QUERY, { id }), { headers: GRAPHQL_HEADERS }),
    'projects page': () => text(instance, '/projects'),
    'project page': () => text(instance, `/projects/${id}`),
    sitemap: () => text(instance, '/sitemap.xml'),
  };
}

/** Asks every answer twice, so each instance keeps it (the public response cache keeps an answer from its second request on). */
async function warm(answers: Record<string, () => Promise<string>>): Promise<void> {
  for (const ask of Object.values(answers)) {
    await ask();
    await ask();
  }
}

/** The answers (by name) in which `seen` does not hold. */
async function failing(answers: Record<string, () => Promise<string>>, seen: (body: string) => boolean): Promise<string[]> {
  const bodies = await Promise.all(Object.entries(answers).map(async ([name, ask]) => [name, await ask()] as const));
  return bodies.filter(([, body]) => !seen(body)).map(([name]) => name);
}

/**
 * Waits (up to WITHIN_MS) for the other instance's REST list to show the write, then asks every other
 * answer once: all follow the one content version, so none may still hold the old content.
 */
async function expectEverywhere(answers: Record<string, () => Promise<string>>, seen: (body: string) => boolean): Promise<void> {
  await eventually(async () => expect(seen(await answers['REST list']())).toBe(true), WITHIN_MS);
  expect(await failing(answers, seen)).toEqual([]);
}

describe('two instances on one database', () => {
  let bucket: TestS3Server;
  let group: Instances;
  let a: Instance;
  let b: Instance;
  let token: string;

  beforeAll(async () => {
    bucket = await startS3Server();
    group = await startInstances({ env: { BACKUP_TIME: '02:00', ...bucket.env() } });
    [a, b] = group.instances;
    token = await group.login(a);
  }, 90_000);

  afterAll(async () => {
    await group?.close();
    await bucket?.stop();
  });

  it('a project created, edited and deleted through either is answered so by the other (REST, GraphQL POST and GET, pages, sitemap)', async () => {
    // Kept by B before the project exists (a 404 item, lists without it), so B must hear of the write.
    const placeholder = '00000000-0000-4000-8000-000000000000';
    await warm(publicAnswers(b, placeholder));

    const project = await createProject(a, token, { title: 'Harbour view villa' });
    const onB = publicAnswers(b, project.id);
    await expectEverywhere(onB, (body) => body.includes('Harbour view villa') || body.includes(`/projects/${project.id}<`));
    // The sitemap names it by its page, not its title.
    expect(await onB.sitemap()).toContain(`/projects/${project.id}</loc>`);

    await warm(onB);
    const edited = await request(a, 'PATCH', `/api/projects/${project.id}`, { token, form: multipartForm({ title: 'Harbour view residence' }) });
    expect(edited.status).toBe(200);
    await expectEverywhere(
      onB,
      (body) => !body.includes('Harbour view villa') && (body.includes('Harbour view residence') || body.includes(`/projects/${project.id}<`)),
    );

    // Deleted through B: A, which kept it, no longer answers it.
    const onA = publicAnswers(a, project.id);
    await warm(onA);
    expect((await request(b, 'DELETE', `/api/projects/${project.id}`, { token })).status).toBe(200);
    await expectEverywhere(onA, (body) => !body.includes('Harbour view') && !body.includes(`/projects/${project.id}<`));
  });

  it('a photo uploaded through A is in the bucket and loads through either, byte for byte', async () => {
    const project = await createProject(a, token, { title: 'Photo through either' });
    const { body } = await request<{ data: RestProject }>(b, 'GET', `/api/projects/${project.id}`);
    expect(body.data.imageUrl).toBe(project.imageUrl);
    const [throughA, throughB] = await Promise.all([a, b].map((instance) => fetch(`${instance.url}${project.imageUrl}`)));
    expect([throughA.status, throughB.status]).toEqual([200, 200]);
    expect(throughB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await throughB.arrayBuffer())).toEqual(Buffer.from(await throughA.arrayBuffer()));
    // In the bucket, not in a folder the instances share.
    const key = project.imageUrl.slice('/uploads/'.length);
    expect(await bucket.driver().exists(key)).toBe(true);
    expect(fs.existsSync(group.uploadDir) ? fs.readdirSync(group.uploadDir) : []).not.toContain(key);
  });

  it('login failures and enquiries sent to both are limited as one', async () => {
    const post = (instance: Instance, path: string, json: unknown) =>
      fetch(`${instance.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }).then(
        (response) => response.status,
      );
    // An account of its own: the admin's token of this file stays usable.
    const guess = (instance: Instance, index: number) => post(instance, '/api/auth/login', { email: 'guesser@example.com', password: `wrong-${index}` });
    const failures = [];
    for (let index = 0; index < 5; index++) failures.push(await guess(index % 2 === 0 ? a : b, index));
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect([await guess(a, 5), await guess(b, 6)]).toEqual([429, 429]);

    const enquiry = { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' };
    const sent = [];
    for (let index = 0; index < 5; index++) sent.push(await post(index % 2 === 0 ? b : a, '/api/enquiries', enquiry));
    expect(sent).toEqual([201, 201, 201, 201, 201]);
    expect([await post(a, '/api/enquiries', enquiry), await post(b, '/api/enquiries', enquiry)]).toEqual([429, 429]);
  });

  it('settings saved on A are on the pages of B', async () => {
    const pages = { home: () => text(b, '/'), contact: () => text(b, '/contact'), settings: () => text(b, '/api/settings') };
    await warm(pages);
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.address.street = '12, Temple Car Street';
    expect((await request(a, 'PUT', '/api/settings', { token, json: settings })).status).toBe(200);
    await eventually(async () => expect(await pages.settings()).toContain('12, Temple Car Street'), WITHIN_MS);
    expect(await failing(pages, (body) => body.includes('12, Temple Car Street'))).toEqual([]);
  });

  it('a create retried on B with the same Idempotency-Key gets the answer A gave', async () => {
    const image = filePart(await samplePng());
    const post = (instance: Instance) =>
      request<{ data: RestProject }>(instance, 'POST', '/api/projects', {
        token,
        headers: { 'idempotency-key': 'retried-through-the-other-instance' },
        form: multipartForm({ title: 'Retried house', category: 'residential', details: 'Sent twice.' }, { image }),
      });
    const first = await post(a);
    const again = await post(b);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const [{ count }] = await group.query<{ count: string }>("SELECT count(*) FROM projects WHERE title = 'Retried house'");
    expect(count).toBe('1');
  });

  it('a scheduled job fired by both at the same time runs once: one daily backup', async () => {
    const at = new Date('2031-01-01T02:00:00Z');
    const ran = await Promise.all([a.fireJob(DAILY_BACKUP_JOB, at), b.fireJob(DAILY_BACKUP_JOB, at)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(fs.readdirSync(group.backupDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
    // Fired again for the same time (a process whose clock is late): already done.
    expect(await b.fireJob(DAILY_BACKUP_JOB, at)).toBe(false);
  });

  it('after the listening connections dropped, B reads the stored version it missed and listens again', async () => {
    const onB = publicAnswers(b, '00000000-0000-4000-8000-000000000000');
    await warm(onB);
    // Every listening session of the database ends (A's and B's), as a restarted PostgreSQL or a cut connection would.
    const admin = new Client({ connectionString: group.database.url });
    await admin.connect();
    try {
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'");
    } finally {
      await admin.end();
    }
    const missed = await createProject(a, token, { title: 'Made while nobody listened' });
    await eventually(async () => expect(await onB['REST list']()).toContain(missed.id), 15_000, 200);
    // Listening again: the next write is heard at once.
    await eventually(async () => expect(await listeners(group)).toBe(2), 15_000, 200);
    const heard = await createProject(a, token, { title: 'Made once listening again' });
    await eventually(async () => expect(await onB['REST list']()).toContain(heard.id), WITHIN_MS);
  }, 45_000);

  it('while A restores a backup, B answers "back in a minute" too, and the restored content once it is done; a restore whose process died holds B only minutes', async () => {
    // A process that announced a restore and died: B serves again once its row runs out, without anyone at the server.
    await group.query(
      "WITH announced AS (INSERT INTO site_maintenance (token, until) VALUES (gen_random_uuid(), now() + interval '1.5 seconds')) SELECT pg_notify('site_maintenance', '')",
    );
    await eventually(async () => expect((await fetch(`${b.url}/api/projects?died`)).status).toBe(503), WITHIN_MS);
    await eventually(async () => expect((await fetch(`${b.url}/api/projects?died`)).status).toBe(200), 5_000, 100);

    const backup = await request<{ data: { createBackup: { name: string } } }>(a, 'POST', '/graphql', {
      token,
      json: { query: 'mutation { createBackup { name } }' },
    });
    const name = backup.body.data.createBackup.name;
    const added = await createProject(a, token, { title: 'Added after the backup' });
    // Held at the restore's first lock, so that B is asked while A restores.
    const holder = new Client({ connectionString: group.database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE users IN ROW SHARE MODE');
    const restoring = request<{ errors?: unknown }>(a, 'POST', '/graphql', {
      token,
      json: { query: 'mutation($name: String!) { restoreBackup(name: $name, confirmation: "RESTORE") { undoBackup } }', variables: { name } },
    });
    try {
      await eventually(async () => {
        const rest = await request(b, 'GET', '/api/projects?restoring');
        expect([rest.status, rest.headers.get('retry-after'), rest.body]).toEqual([
          503,
          '30',
          { code: 'SERVICE_UNAVAILABLE', message: 'The site is being restored from a backup. It will be back in a minute.' },
        ]);
      }, WITHIN_MS);
      const page = await fetch(`${b.url}/contact?restoring`);
      expect([page.status, (await page.text()).includes('Back in a minute')]).toEqual([503, true]);
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    const restored = await restoring;
    expect([restored.status, restored.body.errors]).toEqual([200, undefined]);
    await eventually(async () => {
      const list = await request(b, 'GET', '/api/projects?restored');
      expect(list.status).toBe(200);
      expect(list.text).not.toContain(added.id);
    }, WITHIN_MS);
    expect(await group.query('SELECT token FROM site_maintenance')).toEqual([]);
  }, 60_000);
});

/** Sessions of the group's database that listen for content changes. */
async function listeners(group: Instances): Promise<number> {
  const [{ count }] = await group.query<{ count: string }>("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'");
  return Number(count);
}
