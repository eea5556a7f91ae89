import {
  createGalleryImage,
  createProject,
  createService,
  multipartForm,
  request,
  type RestGalleryImage,
  type RestProject,
  type RestService,
} from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/** Public lists are cached in memory; every REST write must show up in the next read of both APIs. */
describe('public list cache after REST writes', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  async function projectTitles(): Promise<{ rest: string[]; restFiltered: string[]; graphql: string[] }> {
    const rest = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects');
    const restFiltered = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=commercial');
    const graphql = await server.graphql<{ projects: { title: string }[] }>('{ projects { title } }');
    return {
      rest: rest.body.data.map((project) => project.title),
      restFiltered: restFiltered.body.data.map((project) => project.title),
      graphql: graphql.data!.projects.map((project) => project.title),
    };
  }

  /** The titles of a list REST answers as a bare array (gallery, services), through both APIs. */
  async function titles(restPath: string, graphqlList: string): Promise<{ rest: string[]; graphql: string[] }> {
    const rest = await request<(RestGalleryImage | RestService)[]>(server, 'GET', restPath);
    const graphql = await server.graphql<Record<string, { title: string }[]>>(`{ ${graphqlList} { title } }`);
    return { rest: rest.body.map((item) => item.title), graphql: graphql.data![graphqlList].map((item) => item.title) };
  }

  it('projects: create, update and delete are visible at once', async () => {
    expect(await projectTitles()).toEqual({ rest: [], restFiltered: [], graphql: [] }); // primes the cache

    const project = await createProject(server, token, { title: 'Mall', category: 'commercial' });
    expect(await projectTitles()).toEqual({ rest: ['Mall'], restFiltered: ['Mall'], graphql: ['Mall'] });

    await request(server, 'PATCH', `/api/projects/${project.id}`, { token, form: multipartForm({ title: 'Mall annex', category: 'industrial' }) });
    expect(await projectTitles()).toEqual({ rest: ['Mall annex'], restFiltered: [], graphql: ['Mall annex'] });

    await request(server, 'DELETE', `/api/projects/${project.id}`, { token });
    expect(await projectTitles()).toEqual({ rest: [], restFiltered: [], graphql: [] });
  });

  it.each([
    { name: 'gallery', restPath: '/api/gallery', list: 'galleryImages', create: createGalleryImage, title: 'Terrace', renamed: 'Roof terrace' },
    { name: 'services', restPath: '/api/services', list: 'services', create: createService, title: 'Surveying', renamed: 'Land surveying' },
  ])('$name: create, update and delete are visible at once', async ({ restPath, list, create, title, renamed }) => {
    const read = () => titles(restPath, list);
    expect(await read()).toEqual({ rest: [], graphql: [] });

    const item = await create(server, token, { title });
    expect(await read()).toEqual({ rest: [title], graphql: [title] });

    await request(server, 'PUT', `${restPath}/${item.id}`, { token, form: multipartForm({ title: renamed }) });
    expect(await read()).toEqual({ rest: [renamed], graphql: [renamed] });

    await request(server, 'DELETE', `${restPath}/${item.id}`, { token });
    expect(await read()).toEqual({ rest: [], graphql: [] });
  });

  it('a failed write leaves the cached list as it was', async () => {
    await createProject(server, token, { title: 'Kept' });
    const before = await projectTitles();
    const failed = await request(server, 'POST', '/api/projects', { token, form: multipartForm({ title: 'No image', details: 'D' }) });
    expect(failed.status).toBe(400);
    expect(await projectTitles()).toEqual(before);
  });
});
