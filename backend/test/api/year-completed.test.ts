import { createProject, multipartForm, request, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const THIS_YEAR = new Date().getFullYear();

/** A project's year completed: kept and answered the same through REST and GraphQL, checked by the shared rules. */
describe('year completed', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  it('is kept from a REST form, answered by REST and GraphQL, and removed when sent blank', async () => {
    const project = await createProject(server, token, { title: 'School block' });
    expect(project).toMatchObject({ yearCompleted: null });
    const set = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, {
      token,
      form: multipartForm({ yearCompleted: ' 2019 ' }),
    });
    expect([set.status, set.body.data.yearCompleted, set.body.data.title]).toEqual([200, 2019, 'School block']);
    const read = await server.graphql<{ project: { yearCompleted: number | null } }>('query($id: ID!) { project(id: $id) { yearCompleted } }', {
      id: project.id,
    });
    expect(read.data?.project.yearCompleted).toBe(2019);
    const cleared = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form: multipartForm({ yearCompleted: '' }) });
    expect(cleared.body.data.yearCompleted).toBeNull();
  });

  it('is set and changed through GraphQL, and left alone when not given', async () => {
    const project = await createProject(server, token, { title: 'Bus shelter' });
    const update = 'mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { yearCompleted title } }';
    const set = await server.graphql<{ updateProject: { yearCompleted: number } }>(update, { id: project.id, input: { yearCompleted: THIS_YEAR } }, token);
    expect(set.data?.updateProject.yearCompleted).toBe(THIS_YEAR);
    const other = await server.graphql<{ updateProject: { yearCompleted: number; title: string } }>(
      update,
      { id: project.id, input: { title: 'Bus stand' } },
      token,
    );
    expect(other.data?.updateProject).toEqual({ yearCompleted: THIS_YEAR, title: 'Bus stand' });
  });

  it.each([
    ['next year', String(THIS_YEAR + 1), 'Year completed cannot be in the future'],
    ['before 1900', '1899', 'Year completed must be 1900 or later'],
    ['not a year', 'last year', 'Year completed must be a year, such as 2021'],
  ])('refuses %s with the field message and changes nothing', async (_case, year, message) => {
    const project = await createProject(server, token, { title: 'Water tank' });
    const refused = await request<{ errors: Record<string, string> }>(server, 'PATCH', `/api/projects/${project.id}`, {
      token,
      form: multipartForm({ yearCompleted: year }),
    });
    expect([refused.status, refused.body.errors]).toEqual([400, { yearCompleted: message }]);
    const after = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${project.id}`);
    expect(after.body.data.yearCompleted).toBeNull();
  });
});
