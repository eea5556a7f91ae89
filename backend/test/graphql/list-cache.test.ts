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

  // Each list is read through REST and GraphQL after a GraphQL create, rename and delete.
  it.each([
    {
      name: 'projects',
      restPath: '/api/projects',
      list: 'projects',
      type: 'Project',
      input: 'title: "Depot", details: "D"',
      title: 'Depot',
      renamed: 'Bus depot',
    },
    {
      name: 'gallery images',
      restPath: '/api/gallery',
      list: 'galleryImages',
      type: 'GalleryImage',
      input: 'title: "Porch", category: "Residential"',
      title: 'Porch',
      renamed: 'Front porch',
    },
    {
      name: 'services',
      restPath: '/api/services',
      list: 'services',
      type: 'Service',
      input: 'title: "Valuation", description: "D", points: ["P"]',
      title: 'Valuation',
      renamed: 'Property valuation',
    },
  ])('$name', async ({ restPath, list, type, input, title, renamed }) => {
    const read = () => titles(restPath, list);
    expect(await read()).toEqual({ rest: [], graphql: [] });
    const created = await mutate<Record<string, { id: string }>>(
      `mutation($image: Upload!) { create${type}(input: { ${input} }, image: $image) { id } }`,
      {},
      true,
    );
    const { id } = created[`create${type}`];
    expect(await read()).toEqual({ rest: [title], graphql: [title] });
    await mutate(`mutation($id: ID!) { update${type}(id: $id, input: { title: "${renamed}" }) { id } }`, { id });
    expect(await read()).toEqual({ rest: [renamed], graphql: [renamed] });
    await mutate(`mutation($id: ID!) { delete${type}(id: $id) }`, { id });
    expect(await read()).toEqual({ rest: [], graphql: [] });
  });
});
