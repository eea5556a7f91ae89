import { createProject } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/** Project.related on a fixture set; titles name the category and the creation order. */
describe('GraphQL Project.related', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.login();
    const categories: Record<string, string> = { R: 'residential', C: 'commercial', I: 'industrial', N: 'infrastructure' };
    // Oldest first, so the list (newest first) is R5 N1 R4 C2 R3 I1 R2 C1 R1.
    for (const title of ['R1', 'C1', 'R2', 'I1', 'R3', 'C2', 'R4', 'N1', 'R5']) {
      const project = await createProject(server, token, { title, category: categories[title[0]] });
      ids[title] = project.id;
    }
  });

  afterAll(() => server.close());

  async function relatedOf(title: string): Promise<string[]> {
    const { data, errors } = await server.graphql<{ project: { related: { id: string; title: string }[] } }>(
      'query($id: ID!) { project(id: $id) { related { id title } } }',
      { id: ids[title] },
    );
    expect(errors).toBeUndefined();
    return data!.project.related.map((project) => project.title);
  }

  it.each([
    ['R1', ['R5', 'R4', 'R3', 'R2'], 'four of the same category, newest first'],
    ['R5', ['R4', 'R3', 'R2', 'R1'], 'four of the same category, never itself'],
    ['C1', ['C2', 'R5', 'N1'], 'the one other commercial project first, then filled up to 3'],
    ['I1', ['R5', 'N1', 'R4'], 'no other industrial project: the 3 newest others'],
    ['N1', ['R5', 'R4', 'C2'], 'no other infrastructure project: the 3 newest others'],
  ])('related of %s is %j (%s)', async (title, expected) => {
    expect(await relatedOf(title)).toEqual(expected);
  });

  it('resolves related for every project of a list in one request', async () => {
    const { data } = await server.graphql<{ projects: { title: string; related: { title: string }[] }[] }>('{ projects { title related { title } } }');
    const byTitle = Object.fromEntries(data!.projects.map((project) => [project.title, project.related.map((related) => related.title)]));
    expect(byTitle.C1).toEqual(['C2', 'R5', 'N1']);
    expect(byTitle.R3).toEqual(['R5', 'R4', 'R2', 'R1']);
    expect(Object.values(byTitle).every((related) => related.length >= 3 && related.length <= 4)).toBe(true);
  });
});
