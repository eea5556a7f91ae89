import { getIntrospectionQuery } from 'graphql';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import { createProject, filePart, graphqlUpload, samplePng, UNKNOWN_ID } from '../support/factories';
import { storedState } from '../support/state';
import { startTestServer, type TestServer } from '../support/test-server';

/** Nests `related` `levels` times under project(id). */
function nestedRelated(levels: number): string {
  let selection = 'id';
  for (let level = 0; level < levels; level++) selection = `related { ${selection} }`;
  return `query($id: ID!) { project(id: $id) { ${selection} } }`;
}

describe('GraphQL endpoint limits', () => {
  let server: TestServer;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.login();
    for (const category of ['residential', 'residential', 'commercial']) projectId = (await createProject(server, token, { category })).id;
  });

  afterAll(() => server.close());

  it('allows related nested up to the depth limit under one project', async () => {
    // project + 6 × related + id = depth 8
    const { status, data, errors } = await server.graphql<{ project: { related: unknown[] } }>(nestedRelated(6), { id: projectId });
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data!.project.related).toHaveLength(2);
  });

  it('refuses a query nesting related 9 levels deep, saying which limit it broke', async () => {
    const { status, data, errors } = await server.graphql(nestedRelated(9), { id: projectId });
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: 'Query depth limit of 8 exceeded, found 11.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: { maxDepth: GRAPHQL_LIMITS.maxDepth } },
      },
    ]);
  });

  it('allows 15 aliases and refuses 16', async () => {
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `p${i}: projects { id title }`).join(' ')} }`;
    const allowed = await server.graphql(aliases(15));
    expect(allowed.errors).toBeUndefined();
    expect(Object.keys(allowed.data!)).toHaveLength(15);
    const refused = await server.graphql(aliases(16));
    expect(refused.status).toBe(400);
    expect(refused.errors![0].message).toBe('Aliases limit of 15 exceeded, found 16.');
  });

  it('refuses an operation with more than one mutation field (aliased or through fragments), runs none of them, and says why', async () => {
    const token = await server.login();
    const enquiry = '{ name: "Arun", email: "arun@example.com", phone: "9876543210", subject: "Estimate", message: "A plot." }';
    const create = (alias: string, title: string) =>
      `${alias}: createService(input: { title: "${title}", description: "D", points: ["P"] }, image: $${alias}) { id }`;
    // The second service is invalid (an empty title): run, the first would be kept while the answer said data: null.
    const twoServices = `mutation($a: Upload!, $b: Upload!) { ${create('a', 'Valuation')} ${create('b', '')} }`;
    const cases = [
      [`mutation { ${Array.from({ length: 15 }, (_, i) => `e${i}: submitEnquiry(input: ${enquiry})`).join(' ')} }`, 15, 'submitEnquiry 15 times'],
      [
        `mutation { ...Send ... on Mutation { submitEnquiry(input: ${enquiry}) } } fragment Send on Mutation { submitEnquiry(input: ${enquiry}) }`,
        2,
        'submitEnquiry twice',
      ],
      ['mutation { a: login(email: "a@example.com", password: "x") { token } b: login(email: "b@example.com", password: "y") { token } }', 2, 'login twice'],
      [
        `mutation { __typename ...Delete submitEnquiry(input: ${enquiry}) } fragment Delete on Mutation { deleteEnquiry(id: "${UNKNOWN_ID}") }`,
        2,
        'deleteEnquiry, submitEnquiry',
      ],
    ] as const;
    const before = await storedState(server);
    const refusals = [
      ...(await Promise.all(cases.map(([query]) => server.graphql(query, undefined, token)))),
      await graphqlUpload(server, twoServices, {}, { a: filePart(await samplePng()), b: filePart(await samplePng()) }, token),
    ];
    expect(await storedState(server)).toEqual(before);
    const expected = [...cases.map(([, count, fields]) => [count, fields] as const), [2, 'createService twice'] as const];
    refusals.forEach((refused, index) => {
      const [count, fields] = expected[index];
      expect(refused).toEqual({
        status: 400,
        errors: [
          {
            message: `Send one change per request: this one asks for ${count} (${fields}), so nothing was done`,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: { maxMutationFields: 1 } },
          },
        ],
      });
    });

    const one = await server.graphql<{ __typename: string; sent: boolean }>(`mutation { __typename sent: submitEnquiry(input: ${enquiry}) }`);
    expect(one.data).toEqual({ __typename: 'Mutation', sent: true });
  });

  it('refuses a batched JSON array request', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ services { id } }' }, { query: '{ projects { id } }' }]),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/batching/i);
    expect(text).not.toMatch(/"data"/);
  });

  it('keeps introspection open, including the full introspection query', async () => {
    const small = await server.graphql<{ __schema: { types: { name: string }[] } }>('{ __schema { types { name } } }');
    expect(small.data!.__schema.types.map((type) => type.name)).toEqual(expect.arrayContaining(['Project', 'GalleryImage', 'Service', 'ImageAsset', 'Upload']));

    const full = await server.graphql<{ __schema: { mutationType: { name: string } } }>(getIntrospectionQuery());
    expect(full.errors).toBeUndefined();
    expect(full.data!.__schema.mutationType.name).toBe('Mutation');
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED and an unknown field with GRAPHQL_VALIDATION_FAILED', async () => {
    const parse = await server.graphql('{ projects { id }');
    expect(parse.status).toBe(400);
    expect(parse.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await server.graphql('{ projects { password } }');
    expect(unknown.status).toBe(400);
    expect(unknown.errors![0]).toMatchObject({
      message: 'Cannot query field "password" on type "Project".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers a missing variable with BAD_USER_INPUT, not an internal error', async () => {
    const { status, errors } = await server.graphql('query($id: ID!) { project(id: $id) { id } }', {});
    expect(status).toBe(400);
    expect(errors).toEqual([
      expect.objectContaining({ message: 'Variable "$id" of required type "ID!" was not provided.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const before = await storedState(server);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($image: Upload!) { createProject(input: { title: "T", details: "D" }, image: $image) { id } }',
        variables: { image: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([await samplePng()], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${await server.login()}` }, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
    expect(await storedState(server)).toEqual(before);
  });
});
