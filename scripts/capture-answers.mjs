// Records every public answer of a running server (pages, sitemap, robots, REST, GraphQL) into a folder,
// one file per request with its status and the headers that matter, so that two versions of the code can
// be compared byte for byte on the same content: `node scripts/capture-answers.mjs http://localhost:4000 out/`
// then `diff -r before/ after/`.
import fs from 'node:fs';
import path from 'node:path';

const [base = 'http://localhost:4000', outDir = 'answers'] = process.argv.slice(2);
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'content-encoding',
  'location',
  'x-robots-tag',
  'retry-after',
  'content-security-policy',
];

const THIRD_PARTY_QUERY = `query ThirdParty($category: ProjectCategory) {
  projects(category: $category) { id title category location description details imageUrl images createdAt updatedAt }
  galleryImages { id title category imageUrl }
  services { id title description points position }
}`;

async function graphqlDocuments() {
  // The documents the site itself sends, as codegen generated them.
  const generated = fs.readFileSync(path.join(import.meta.dirname, '..', 'frontend', 'src', 'gql', 'graphql.ts'), 'utf8');
  const names = [...generated.matchAll(/export const (Public\w+|Home\w+)Document = (\{.*\}) as unknown/g)];
  const { print } = await import(path.join(import.meta.dirname, '..', 'node_modules', 'graphql', 'index.js'));
  return names.map(([, name, json]) => ({ name, query: print(JSON.parse(json)) }));
}

async function fetchAnswer(url, init = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init, headers: { 'accept-encoding': 'identity', ...init.headers } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = KEPT_HEADERS.filter((name) => res.headers.has(name)).map((name) => `${name}: ${res.headers.get(name)}`);
  return { text: `${res.status}\n${headers.join('\n')}\n\n`, body };
}

const saved = [];
async function save(name, url, init) {
  const { text, body } = await fetchAnswer(url, init);
  fs.writeFileSync(path.join(outDir, name.replace(/[^\w.-]+/g, '_')), Buffer.concat([Buffer.from(text), body]));
  saved.push(name);
  return body;
}

fs.mkdirSync(outDir, { recursive: true });
const projects = JSON.parse((await save('rest-projects', `${base}/api/projects`)).toString());
const gallery = JSON.parse((await save('rest-gallery', `${base}/api/gallery`)).toString());
await save('rest-services', `${base}/api/services`);
await save('rest-gallery-categories', `${base}/api/gallery/categories`);
const projectList = Array.isArray(projects) ? projects : (projects.data ?? []);
const galleryList = Array.isArray(gallery) ? gallery : (gallery.data ?? []);
for (const category of ['residential', 'commercial', 'industrial', 'infrastructure', 'nonsense']) {
  await save(`rest-projects-${category}`, `${base}/api/projects?category=${category}`);
  await save(`page-projects-${category}`, `${base}/projects?category=${category}`);
}
for (const project of projectList) {
  await save(`rest-project-${project.id}`, `${base}/api/projects/${project.id}`);
  await save(`page-project-${project.id}`, `${base}/projects/${project.id}`);
}
for (const category of new Set(galleryList.map((image) => image.category))) {
  await save(`page-gallery-${category}`, `${base}/gallery?category=${encodeURIComponent(category)}`);
  await save(`rest-gallery-${category}`, `${base}/api/gallery?category=${encodeURIComponent(category)}`);
}
for (const page of [
  '/',
  '/about',
  '/services',
  '/projects',
  '/gallery',
  '/contact',
  '/nowhere',
  '/projects/00000000-0000-4000-8000-000000000000',
  '/projects/not-a-uuid',
  '/About',
  '/projects/',
  '/login',
  '/admin',
  '/addprojects',
  '/sitemap.xml',
  '/robots.txt',
  '/api/nowhere',
  '/api/projects/00000000-0000-4000-8000-000000000000',
]) {
  await save(`get${page}`, `${base}${page}`);
}
const documents = await graphqlDocuments();
for (const { name, query } of documents) {
  const variables = name === 'PublicProject' ? { id: projectList[0]?.id } : {};
  const body = JSON.stringify({ query, variables, operationName: name });
  await save(`graphql-post-${name}`, `${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables), operationName: name });
  await save(`graphql-get-${name}`, `${base}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
}
for (const category of [null, 'RESIDENTIAL']) {
  const body = JSON.stringify({ query: THIRD_PARTY_QUERY, variables: { category } });
  await save(`graphql-third-party-${category}`, `${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}
await save('graphql-bad', `${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ nope }"}' });
console.log(`${saved.length} answers in ${outDir}`);
