import { graphqlUpload, request, type FilePart, type RestGalleryImage, type RestProject, type RestService } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/** Public lists are cached in memory; every GraphQL write must show up in the next read of both APIs. */
describe('public list cache after GraphQL writes', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  async function mutate<T>(query: string, variables: Record<string, unknown>, withImage = false): Promise<T> {
    const result = withImage ? await graphqlUpload<T>(server, query, variables, { image: png }, token) : await server.graphql<T>(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  async function titles(restPath: string, graphqlList: string): Promise<{ rest: string[]; graphql: string[] }> {
    const rest = await request<{ data: RestProject[] } | (RestGalleryImage | RestService)[]>(server, 'GET', restPath);
    const list = Array.isArray(rest.body) ? rest.body : rest.body.data;
    const graphql = await server.graphql<Record<string, { title: string }[]>>(`{ ${graphqlList} { title } }`);
    return { rest: list.map((item) => item.title), graphql: graphql.data![graphqlList].map((item) => item.title) };
  }

  it('projects', async () => {
    const read = () => titles('/api/projects', 'projects');
    expect(await read()).toEqual({ rest: [], graphql: [] });
    const { createProject } = await mutate<{ createProject: { id: string } }>(
      'mutation($image: Upload!) { createProject(input: { title: "Depot", details: "D" }, image: $image) { id } }',
      {},
      true,
    );
    expect(await read()).toEqual({ rest: ['Depot'], graphql: ['Depot'] });
    await mutate('mutation($id: ID!) { updateProject(id: $id, input: { title: "Bus depot" }) { id } }', { id: createProject.id });
    expect(await read()).toEqual({ rest: ['Bus depot'], graphql: ['Bus depot'] });
    await mutate('mutation($id: ID!) { deleteProject(id: $id) }', { id: createProject.id });
    expect(await read()).toEqual({ rest: [], graphql: [] });
  });

  it('gallery images', async () => {
    const read = () => titles('/api/gallery', 'galleryImages');
    expect(await read()).toEqual({ rest: [], graphql: [] });
    const { createGalleryImage } = await mutate<{ createGalleryImage: { id: string } }>(
      'mutation($image: Upload!) { createGalleryImage(input: { title: "Porch", category: "Residential" }, image: $image) { id } }',
      {},
      true,
    );
    expect(await read()).toEqual({ rest: ['Porch'], graphql: ['Porch'] });
    await mutate('mutation($id: ID!) { updateGalleryImage(id: $id, input: { title: "Front porch" }) { id } }', { id: createGalleryImage.id });
    expect(await read()).toEqual({ rest: ['Front porch'], graphql: ['Front porch'] });
    await mutate('mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: createGalleryImage.id });
    expect(await read()).toEqual({ rest: [], graphql: [] });
  });

  it('services', async () => {
    const read = () => titles('/api/services', 'services');
    expect(await read()).toEqual({ rest: [], graphql: [] });
    const { createService } = await mutate<{ createService: { id: string } }>(
      'mutation($image: Upload!) { createService(input: { title: "Valuation", description: "D", points: ["P"] }, image: $image) { id } }',
      {},
      true,
    );
    expect(await read()).toEqual({ rest: ['Valuation'], graphql: ['Valuation'] });
    await mutate('mutation($id: ID!) { updateService(id: $id, input: { title: "Property valuation" }) { id } }', { id: createService.id });
    expect(await read()).toEqual({ rest: ['Property valuation'], graphql: ['Property valuation'] });
    await mutate('mutation($id: ID!) { deleteService(id: $id) }', { id: createService.id });
    expect(await read()).toEqual({ rest: [], graphql: [] });
  });
});
