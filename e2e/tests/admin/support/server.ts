import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The admin account serve.mjs creates on the fresh test database. */
export const ADMIN_EMAIL = 'admin@e2e.example';
export const ADMIN_PASSWORD = 'e2e-admin-password';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

export interface ApiProject {
  id: string;
  title: string;
  category: string;
  details: string;
  location: string | null;
  features: string[];
  imageUrl: string;
  images: string[];
}

export interface ApiGalleryImage {
  id: string;
  title: string;
  category: string;
  imageUrl: string;
}

export interface ApiService {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  points: string[];
}

/** A title nobody else uses: the public tests rely on the seed, so ours must never collide with it. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

let cachedToken: string | null = null;

/** After a restore every session ended: the next adminToken logs in again. */
export function forgetAdminToken(): void {
  cachedToken = null;
}

/** A token of the seeded admin, fetched once per worker (the login endpoint counts attempts). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken) return cachedToken;
  const response = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  cachedToken = body.data.token;
  return cachedToken;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function listProjects(request: APIRequestContext): Promise<ApiProject[]> {
  return (await getJson<{ data: ApiProject[] }>(request, '/api/projects')).data;
}

export async function getProject(request: APIRequestContext, id: string): Promise<ApiProject> {
  return (await getJson<{ data: ApiProject }>(request, `/api/projects/${id}`)).data;
}

export function listGalleryImages(request: APIRequestContext): Promise<ApiGalleryImage[]> {
  return getJson<ApiGalleryImage[]>(request, '/api/gallery');
}

export function listServices(request: APIRequestContext): Promise<ApiService[]> {
  return getJson<ApiService[]>(request, '/api/services');
}

/**
 * Safety net after a failed test: deletes, through the API, whatever item still carries one of
 * the titles this test created, or one it was edited to by adding words at the end. Never
 * touches anything else (the titles are unique, the seed stays as it is).
 */
export async function deleteLeftovers(request: APIRequestContext, kind: 'projects' | 'gallery' | 'services', titles: string[]): Promise<void> {
  if (!titles.length) return;
  const items: { id: string; title: string }[] =
    kind === 'projects' ? await listProjects(request) : kind === 'gallery' ? await listGalleryImages(request) : await listServices(request);
  const leftovers = items.filter((item) => titles.some((title) => item.title.startsWith(title)));
  if (!leftovers.length) return;
  const token = await adminToken(request);
  for (const item of leftovers) {
    const response = await request.delete(`/api/${kind}/${item.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), `cleanup of ${kind} "${item.title}"`).toBe(200);
  }
}

/** Unique titles for the `kind` items this file's tests create; after each test, deleteLeftovers removes what is left of them. */
export function useCreatedTitles(kind: 'projects' | 'gallery' | 'services'): (prefix: string) => string {
  const created: string[] = [];
  test.afterEach(async ({ request }) => {
    await deleteLeftovers(request, kind, created);
  });
  return (prefix) => {
    const title = uniqueTitle(prefix);
    created.push(title);
    return title;
  };
}

let cachedUploadDir: string | null = null;

/**
 * The upload folder of the server under test. Each e2e server (serve.mjs) writes its path to
 * .data/e2e-upload-dir-<port>; the one that holds a file this server serves is this server's.
 */
export async function uploadDir(request: APIRequestContext): Promise<string> {
  if (cachedUploadDir) return cachedUploadDir;
  const [project] = await listProjects(request);
  expect(project?.imageUrl, 'the seed has a project with an image').toMatch(/^\/uploads\//);
  const key = path.basename(project.imageUrl);

  const dataDir = path.join(repoRoot, '.data');
  const candidates = fs
    .readdirSync(dataDir)
    .filter((name) => name.startsWith('e2e-upload-dir-'))
    .map((name) => fs.readFileSync(path.join(dataDir, name), 'utf8').trim());
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, key)));
  if (!found) throw new Error(`Upload folder of the server under test not found (looked for ${key})`);
  cachedUploadDir = found;
  return found;
}

/** The stored files, sorted (temporary files of writes in progress left out). */
export async function uploadListing(request: APIRequestContext): Promise<string[]> {
  const dir = await uploadDir(request);
  return fs
    .readdirSync(dir)
    .filter((name) => !name.endsWith('.tmp'))
    .sort();
}

/** Files of one stored image: the full WebP and its width variants share a random base name. */
export function filesOfImage(listing: string[], imageUrl: string): string[] {
  const base = path.basename(imageUrl).replace(/\.webp$/, '');
  return listing.filter((name) => name === `${base}.webp` || name.startsWith(`${base}-`));
}

/** The backend tests' EXIF reader: whether sharp's metadata().exif has a non-empty GPS IFD. */
export { exifHasGps } from '../../../../backend/test/fixtures/images';
