import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import { createProject } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/** `levels` nested `related` selections around `leaf`. */
function related(levels: number, leaf = 'id'): string {
  let selection = leaf;
  for (let level = 0; level < levels; level++) selection = `related { ${selection} }`;
  return selection;
}

/** F0 is `__typename`; every further fragment spreads the previous one twice: F(n) expands to 2^n fields. */
function doublingFragments(count: number): string {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i <= count; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  return fragments.join('\n');
}

function aliasedProjects(count: number, selection: string): string {
  return Array.from({ length: count }, (_, i) => `a${i}: projects { ${selection} }`).join(' ');
}

async function expectRefused(server: TestServer, query: string, message: RegExp, limit?: string): Promise<void> {
  const { status, data, errors } = await server.graphql(query);
  expect(status).toBe(400);
  expect(data).toBeUndefined();
  expect(errors).toHaveLength(1);
  expect(errors![0].message).toMatch(message);
  expect(errors![0].extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
  if (limit) expect((errors![0].extensions as { limit?: Record<string, number> }).limit).toHaveProperty(limit);
}

/** The request shapes that took the server down or blocked it, each refused at once with the limit it broke. */
describe('GraphQL limits against hostile queries', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.login();
    for (const category of ['residential', 'residential', 'commercial', 'industrial']) await createProject(server, token, { category });
  });

  afterAll(() => server.close());

  afterEach(async () => {
    // Whatever the request did, the server still answers.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('refuses the 14.5 kB fragment bomb (150 aliases of related six deep, 12 doubling fragments) while parsing', async () => {
    const query = `{ ${aliasedProjects(150, related(6))} ...F12 }\n${doublingFragments(12)}`;
    expect(query.length).toBeGreaterThan(14_000);
    await expectRefused(server, query, new RegExp(`more tha[nt] ${GRAPHQL_LIMITS.maxTokens} tokens`));
  });

  it('refuses 15 aliases of related six deep by their cost, counting list sizes', async () => {
    await expectRefused(server, `{ ${aliasedProjects(15, related(6))} }`, /^Query is too expensive: estimated cost \d+ exceeds the limit of 25000$/, 'maxCost');
  });

  it('refuses one projects list nested in related four deep by its cost (200 × 4⁴ objects)', async () => {
    await expectRefused(server, `{ projects { ${related(4)} } }`, /^Query is too expensive/, 'maxCost');
  });

  it('refuses a 904-byte query of 22 doubling fragments without expanding it', async () => {
    const query = `{ ...F22 }\n${doublingFragments(22)}`;
    expect(query.length).toBeLessThan(1_000);
    await expectRefused(server, query, /^Query is too large to estimate: it expands to more than 5000 fields$/, 'maxCostNodes');
  });

  it('refuses a mutation of 22 doubling fragments as more than one change, without expanding it', async () => {
    const fragments = doublingFragments(22).replaceAll('on Query', 'on Mutation').replace('{ __typename }', '{ __typename deleteEnquiry(id: "x") }');
    await expectRefused(
      server,
      `mutation { ...F22 }\n${fragments}`,
      /^Send one change per request: this one asks for 4194304 \(deleteEnquiry 4194304 times\), so nothing was done$/,
      'maxMutationFields',
    );
  });

  it('refuses a query nested 2,000 deep as too long, not with a stack overflow', async () => {
    const query = `{ projects { ${related(2000)} } }`;
    await expectRefused(server, query, /tokens/);
  });

  it('refuses more than 15 aliases, counted through fragments', async () => {
    const query = `{ ...A ...B }\nfragment A on Query { ${aliasedProjects(8, 'id')} }\nfragment B on Query { ${Array.from({ length: 8 }, (_, i) => `b${i}: services { id }`).join(' ')} }`;
    await expectRefused(server, query, /^Aliases limit of 15 exceeded, found 16\.$/, 'maxAliases');
  });

  it('refuses more than 8 levels, counted through fragments', async () => {
    const query = `{ projects { ...A } }\nfragment A on Project { ${related(8)} }`;
    await expectRefused(server, query, /^Query depth limit of 8 exceeded, found 10\.$/, 'maxDepth');
  });

  it('refuses more than one introspection field, aliased or spread from fragments, and counts aliases of __typename', async () => {
    await expectRefused(
      server,
      '{ a: __schema { types { name } } b: __schema { types { name } } }',
      /^Introspection limit of 1 exceeded, found 2\.$/,
      'maxIntrospectionFields',
    );
    await expectRefused(
      server,
      '{ ...S ...T }\nfragment S on Query { __schema { types { name } } }\nfragment T on Query { __type(name: "Project") { name } }',
      /^Introspection limit of 1 exceeded, found 2\.$/,
    );
    const aliasesOfTypename = Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ');
    await expectRefused(server, `{ ${aliasesOfTypename} }`, /^Aliases limit of 15 exceeded, found 16\.$/);
    await expectRefused(server, '{ __typename: __schema { types { name } } a: __schema { queryType { name } } }', /Introspection limit of 1 exceeded/);
  });

  it('refuses more than 10 directives', async () => {
    const query = `{ projects { ${Array.from({ length: 11 }, () => 'id @include(if: true)').join(' ')} } }`;
    await expectRefused(server, query, /^Directives limit of 10 exceeded, found 11\.$/, 'maxDirectives');
  });

  it('answers queries within every limit, such as every project with its related projects two deep', async () => {
    const { status, data, errors } = await server.graphql<{ projects: { related: unknown[] }[] }>(`{ projects { ${related(2)} } }`);
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data!.projects).toHaveLength(4);
    expect(data!.projects[0].related.length).toBeGreaterThan(0);
  });

  it('refuses variables of the wrong type before running anything, as a client error', async () => {
    const { status, errors } = await server.graphql('query($id: ID!) { project(id: $id) { id } }', { id: { nested: true } });
    expect(status).toBe(400);
    expect(errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
