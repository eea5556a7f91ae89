export type ScenarioId = 'rest' | 'graphql' | 'graphql-post' | 'floor' | 'cached-floor';

export interface Scenario {
  id: ScenarioId;
  label: string;
  /** The child script that serves it. */
  script: 'app-server.js' | 'floor-server.js';
  env: Record<string, string>;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The ids of the projects in the response, in order; throws when the response is not the expected one. */
  check(body: string): string[];
}

/** What the public projects page asks for. */
export const PUBLIC_PROJECTS_QUERY =
  'query PublicProjects { projects { id title category location imageUrl createdAt image { url width height srcset } } }';

function restList(body: string): string[] {
  const parsed = JSON.parse(body) as { data?: { id: string; _id: string; title: string; imageUrl: string }[] };
  if (!Array.isArray(parsed.data)) throw new Error(`expected { data: [...] }, got ${body.slice(0, 200)}`);
  for (const item of parsed.data) {
    if (!item.id || item._id !== item.id || !item.title || !item.imageUrl) throw new Error(`incomplete project: ${JSON.stringify(item).slice(0, 200)}`);
  }
  return parsed.data.map((item) => item.id);
}

function graphqlList(body: string): string[] {
  const parsed = JSON.parse(body) as {
    data?: { projects: { id: string; image: { url: string; width: number; srcset: string } | null }[] };
    errors?: unknown[];
  };
  if (parsed.errors?.length || !parsed.data) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors ?? parsed).slice(0, 300)}`);
  for (const project of parsed.data.projects) {
    if (!project.image || !project.image.width || !/ \d+w/.test(project.image.srcset)) {
      throw new Error(`project ${project.id} has no image metadata: ${JSON.stringify(project.image)}`);
    }
  }
  return parsed.data.projects.map((project) => project.id);
}

export const SCENARIOS: Scenario[] = [
  { id: 'rest', label: 'REST GET /api/projects', script: 'app-server.js', env: {}, method: 'GET', path: '/api/projects', check: restList },
  {
    id: 'graphql',
    label: 'GraphQL projects query (GET)',
    script: 'app-server.js',
    env: {},
    method: 'GET',
    // As the public site sends it: a GET query with the CSRF preflight header.
    path: `/graphql?operationName=PublicProjects&query=${encodeURIComponent(PUBLIC_PROJECTS_QUERY)}`,
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' },
    check: graphqlList,
  },
  {
    id: 'graphql-post',
    label: 'GraphQL projects query (POST)',
    script: 'app-server.js',
    env: {},
    method: 'POST',
    // As third-party clients usually send it; answered from the same memo, through Express.
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'PublicProjects', query: PUBLIC_PROJECTS_QUERY, variables: {} }),
    check: graphqlList,
  },
  { id: 'floor', label: 'floor: node:http + pg', script: 'floor-server.js', env: { BENCH_FLOOR_MODE: 'uncached' }, method: 'GET', path: '/api/projects', check: restList },
  {
    id: 'cached-floor',
    label: 'cached floor: node:http, body in memory',
    script: 'floor-server.js',
    env: { BENCH_FLOOR_MODE: 'cached' },
    method: 'GET',
    path: '/api/projects',
    check: restList,
  },
];
