import { watchExecutions } from '../support/executions';
import { createProject, request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';
import { imageKeyOf } from '../../src/storage/image-names';

const LIST = 'query PublicProjects { projects { id title image { url width srcset } } }';

interface ListResult {
  data: { projects: { id: string; title: string; image: { url: string; width: number } | null }[] };
}

/** Whether an answer was executed or cached shows in the count of executions (support/executions.ts). */
describe('GraphQL public list cache', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const list = (headers: Record<string, string> = {}) =>
    request<ListResult>(server, 'POST', '/graphql', { json: { query: LIST, operationName: 'PublicProjects' }, headers });
  const widenImagesBehindTheServicesBack = () => server.database.db.query('UPDATE image_assets SET width = width + 1');
  let executions: () => number;
  beforeAll(() => (executions = watchExecutions(server)));
  const widthOf = (result: { body: ListResult }, id: string) => result.body.data.projects.find((p) => p.id === id)?.image?.width;

  it('answers a repeated anonymous list query from memory, identical to the first answer', async () => {
    await createProject(server, token, { title: 'Cached house' });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.data.projects.map((p) => p.title)).toContain('Cached house');
    // Kept from its second request on (a one-off query never is).
    expect((await list()).text).toBe(first.text);

    executions();
    const second = await list();
    expect(executions()).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('drops every cached response at the next write, through REST or GraphQL', async () => {
    const before = await list();
    const project = before.body.data.projects[0];
    await widenImagesBehindTheServicesBack();

    const created = await createProject(server, token, { title: 'Added after caching' });
    const afterCreate = await list();
    expect(afterCreate.body.data.projects.map((p) => p.id)).toContain(created.id);
    const [stored] = (await server.database.db.query('SELECT width FROM image_assets WHERE url = $1', [imageKeyOf(project.image!.url)])) as { width: number }[];
    expect(widthOf(afterCreate, project.id)).toBe(stored.width);
    expect(stored.width).toBeGreaterThan(project.image!.width);

    const renamed = await request(server, 'PATCH', `/api/projects/${created.id}`, { token, json: { title: 'Renamed through REST' } });
    expect(renamed.status).toBe(200);
    expect((await list()).body.data.projects.find((p) => p.id === created.id)?.title).toBe('Renamed through REST');

    const deleted = await server.graphql<{ deleteProject: boolean }>('mutation ($id: ID!) { deleteProject(id: $id) }', { id: created.id }, token);
    expect(deleted.data?.deleteProject).toBe(true);
    expect((await list()).body.data.projects.map((p) => p.id)).not.toContain(created.id);
  });

  it('keeps single items too, as a visitor sees them, until the next write', async () => {
    const project = await createProject(server, token, { title: 'Detail page' });
    const hidden = await createProject(server, token, { title: 'Not on the site yet', published: false });
    const detail = async (id: string) =>
      (
        await request<{ data: { project: { title: string } | null } }>(server, 'POST', '/graphql', {
          json: { query: 'query Detail($id: ID!) { project(id: $id) { title } }', variables: { id } },
        })
      ).body.data.project;
    for (let i = 0; i < 2; i++) {
      expect(await detail(project.id)).toEqual({ title: 'Detail page' });
      expect(await detail(hidden.id)).toBeNull();
    }
    executions();
    expect(await detail(project.id)).toEqual({ title: 'Detail page' });
    expect(await detail(hidden.id)).toBeNull();
    expect(executions()).toBe(0);

    const renamed = await request(server, 'PATCH', `/api/projects/${project.id}`, { token, json: { title: 'Detail page, renamed' } });
    expect(renamed.status).toBe(200);
    expect(await detail(project.id)).toEqual({ title: 'Detail page, renamed' });
    expect(executions()).toBe(1);
  });

  it('does not cache requests with a token, or errors', async () => {
    const project = await createProject(server, token, { title: 'Seen by the admin' });
    executions();

    const asAdmin = { authorization: `Bearer ${token}` };
    const adminWidth = widthOf(await list(asAdmin), project.id)!;
    expect(widthOf(await list(asAdmin), project.id)).toBe(adminWidth);
    expect(executions()).toBe(2);

    const bad = { query: 'query { projects { nope } }' };
    expect((await request(server, 'POST', '/graphql', { json: bad })).status).toBe(400);
    expect((await request(server, 'POST', '/graphql', { json: bad })).status).toBe(400);
    expect(executions()).toBe(2);
  });

  it('keeps the content type the Accept header asks for', async () => {
    await list();
    const graphqlResponse = await list({ accept: 'application/graphql-response+json' });
    expect(graphqlResponse.status).toBe(200);
    expect(graphqlResponse.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect((await list()).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
