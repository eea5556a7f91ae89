import { createGalleryImage, createProject, createService, multipartForm, request, type RestGalleryImage, type RestProject, type RestService } from '../support/factories';
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

  async function galleryTitles(): Promise<{ rest: string[]; graphql: string[] }> {
    const rest = await request<RestGalleryImage[]>(server, 'GET', '/api/gallery');
    const graphql = await server.graphql<{ galleryImages: { title: string }[] }>('{ galleryImages { title } }');
    return { rest: rest.body.map((image) => image.title), graphql: graphql.data!.galleryImages.map((image) => image.title) };
  }

  async function serviceTitles(): Promise<{ rest: string[]; graphql: string[] }> {
    const rest = await request<RestService[]>(server, 'GET', '/api/services');
    const graphql = await server.graphql<{ services: { title: string }[] }>('{ services { title } }');
    return { rest: rest.body.map((service) => service.title), graphql: graphql.data!.services.map((service) => service.title) };
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

  it('gallery: create, update and delete are visible at once', async () => {
    expect(await galleryTitles()).toEqual({ rest: [], graphql: [] });

    const image = await createGalleryImage(server, token, { title: 'Terrace' });
    expect(await galleryTitles()).toEqual({ rest: ['Terrace'], graphql: ['Terrace'] });

    await request(server, 'PUT', `/api/gallery/${image.id}`, { token, form: multipartForm({ title: 'Roof terrace' }) });
    expect(await galleryTitles()).toEqual({ rest: ['Roof terrace'], graphql: ['Roof terrace'] });

    await request(server, 'DELETE', `/api/gallery/${image.id}`, { token });
    expect(await galleryTitles()).toEqual({ rest: [], graphql: [] });
  });

  it('services: create, update and delete are visible at once', async () => {
    expect(await serviceTitles()).toEqual({ rest: [], graphql: [] });

    const service = await createService(server, token, { title: 'Surveying' });
    expect(await serviceTitles()).toEqual({ rest: ['Surveying'], graphql: ['Surveying'] });

    await request(server, 'PUT', `/api/services/${service.id}`, { token, form: multipartForm({ title: 'Land surveying' }) });
    expect(await serviceTitles()).toEqual({ rest: ['Land surveying'], graphql: ['Land surveying'] });

    await request(server, 'DELETE', `/api/services/${service.id}`, { token });
    expect(await serviceTitles()).toEqual({ rest: [], graphql: [] });
  });

  it('a failed write leaves the cached list as it was', async () => {
    await createProject(server, token, { title: 'Kept' });
    const before = await projectTitles();
    const failed = await request(server, 'POST', '/api/projects', { token, form: multipartForm({ title: 'No image', details: 'D' }) });
    expect(failed.status).toBe(400);
    expect(await projectTitles()).toEqual(before);
  });
});
