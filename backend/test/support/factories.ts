import { makeJpeg, makePng } from '../fixtures/images';
import type { GraphQLResult, TestServer } from './test-server';

/** Where requests go: a test server, or one of several instances (instances.ts). */
export type ServerAddress = Pick<TestServer, 'url'>;

/** A file part of a multipart request. */
export interface FilePart {
  data: Buffer;
  filename?: string;
  /** The client's declared type; the server must not trust it. */
  type?: string;
}

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the body is not JSON). */
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Raw bytes (a part of an uploaded backup). */
  body?: Buffer;
  headers?: Record<string, string>;
}

let smallPng: Promise<Buffer> | null = null;

/** A small valid PNG (no variants are made for it), shared by the factories. */
export function samplePng(): Promise<Buffer> {
  smallPng ??= makePng({ width: 64, height: 48 });
  return smallPng;
}

export function sampleJpeg(): Promise<Buffer> {
  return makeJpeg({ width: 40, height: 30 });
}

export function filePart(data: Buffer, filename = 'photo.png', type = 'image/png'): FilePart {
  return { data, filename, type };
}

/** A REST multipart form: text fields (a list is sent as repeated fields) and files per field name. */
export function multipartForm(fields: Record<string, string | string[]>, files: Record<string, FilePart | FilePart[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const part of Array.isArray(parts) ? parts : [parts]) {
      form.append(name, new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.filename ?? 'file');
    }
  }
  return form;
}

/** One HTTP request to the server; JSON bodies are parsed whatever the status. */
export async function request<T = Record<string, unknown>>(
  server: ServerAddress,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | Uint8Array | undefined;
  if (options.form) body = options.form;
  else if (options.body) body = new Uint8Array(options.body);
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
 * `files` maps a variable path such as `image` or `images.1` to its file; the variable itself is
 * sent as null and filled in by the server from the map.
 */
export async function graphqlUpload<T = Record<string, unknown>>(
  server: ServerAddress,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, FilePart>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  const operations = { query, variables: structuredClone(variables) };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, index) => {
    map[String(index)] = [`variables.${path}`];
    setPath(operations.variables, path.split('.'), null);
  });
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((part, index) => {
    form.append(String(index), new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.filename ?? 'file');
  });
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as object) };
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  target[head] ??= /^\d+$/.test(rest[0]) ? [] : {};
  setPath(target[head] as Record<string, unknown>, rest, value);
}

/** The REST shape of a project, gallery image or service. */
export interface RestProject {
  _id: string;
  id: string;
  title: string;
  category: string;
  details: string;
  description: string;
  location: string | null;
  features: string[];
  yearCompleted: number | null;
  imageUrl: string;
  images: string[];
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** Raised by every save; sent back (If-Match, or a version field) a save goes through only while it is current. */
  version: number;
}

export interface RestGalleryImage {
  _id: string;
  id: string;
  title: string;
  category: string;
  imageUrl: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** Raised by every save; sent back (If-Match, or a version field) a save goes through only while it is current. */
  version: number;
}

export interface RestService {
  _id: string;
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  points: string[];
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** Raised by every save; sent back (If-Match, or a version field) a save goes through only while it is current. */
  version: number;
}

export interface ProjectOverrides {
  title?: string;
  details?: string;
  category?: string;
  location?: string;
  features?: string[];
  image?: FilePart;
  images?: FilePart[];
  /** Sent as the form field "true" or "false"; left out, the server shows it. */
  published?: boolean;
  /** The Tamil texts, sent as the form field ta (JSON). */
  ta?: { title?: string; details?: string; location?: string; features?: string[] };
}

/** Creates a project through POST /api/projects and returns its REST shape. */
export async function createProject(server: ServerAddress, token: string, overrides: ProjectOverrides = {}): Promise<RestProject> {
  const fields: Record<string, string> = {
    title: overrides.title ?? 'Test residence',
    details: overrides.details ?? 'A two-storey house with a rooftop garden.',
    category: overrides.category ?? 'residential',
  };
  if (overrides.location !== undefined) fields.location = overrides.location;
  if (overrides.features !== undefined) fields.features = JSON.stringify(overrides.features);
  if (overrides.published !== undefined) fields.published = String(overrides.published);
  if (overrides.ta !== undefined) fields.ta = JSON.stringify(overrides.ta);
  const files: Record<string, FilePart | FilePart[]> = { image: overrides.image ?? filePart(await samplePng()) };
  if (overrides.images) files.images = overrides.images;
  const result = await request<{ data: RestProject }>(server, 'POST', '/api/projects', { token, form: multipartForm(fields, files) });
  if (result.status !== 201) throw new Error(`createProject failed: ${result.status} ${result.text}`);
  return result.body.data;
}

export interface GalleryOverrides {
  title?: string;
  category?: string;
  image?: FilePart;
  published?: boolean;
}

export async function createGalleryImage(server: ServerAddress, token: string, overrides: GalleryOverrides = {}): Promise<RestGalleryImage> {
  const fields: Record<string, string> = { title: overrides.title ?? 'Site photo', category: overrides.category ?? 'Residential' };
  if (overrides.published !== undefined) fields.published = String(overrides.published);
  const files = { image: overrides.image ?? filePart(await samplePng()) };
  const result = await request<RestGalleryImage>(server, 'POST', '/api/gallery', { token, form: multipartForm(fields, files) });
  if (result.status !== 201) throw new Error(`createGalleryImage failed: ${result.status} ${result.text}`);
  return result.body;
}

export interface ServiceOverrides {
  title?: string;
  description?: string;
  points?: string[];
  image?: FilePart;
  published?: boolean;
}

export async function createService(server: ServerAddress, token: string, overrides: ServiceOverrides = {}): Promise<RestService> {
  const fields: Record<string, string> = {
    title: overrides.title ?? 'Soil testing',
    description: overrides.description ?? 'Bearing capacity tests before foundations are designed.',
    points: JSON.stringify(overrides.points ?? ['Plate load test', 'Report within a week']),
  };
  if (overrides.published !== undefined) fields.published = String(overrides.published);
  const files = { image: overrides.image ?? filePart(await samplePng()) };
  const result = await request<RestService>(server, 'POST', '/api/services', { token, form: multipartForm(fields, files) });
  if (result.status !== 201) throw new Error(`createService failed: ${result.status} ${result.text}`);
  return result.body;
}

/**
 * What a delete did before the Trash: the item at the REST `path` deleted (into the Trash), then
 * deleted for good from the Trash, its files with it. Answers the status of the answer that failed,
 * else 200.
 */
export async function deleteForGood(server: ServerAddress, token: string, path: string): Promise<number> {
  const deleted = await request(server, 'DELETE', path, { token });
  if (deleted.status !== 200) return deleted.status;
  const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    request<{ data?: T; errors?: unknown[] }>(server, 'POST', '/graphql', { token, json: { query, variables } });
  const itemId = path.split('/').pop();
  const trash = await graphql<{ trash: { id: string; itemId: string }[] }>('{ trash { id itemId } }');
  const entry = trash.body.data!.trash.find((item) => item.itemId === itemId)!;
  const purged = await graphql('mutation($id: ID!) { deleteFromTrash(id: $id) }', { id: entry.id });
  if (purged.body.errors) return purged.status === 200 ? 400 : purged.status;
  return 200;
}

/** A bit more than the 10 MB limit. */
export const OVER_LIMIT_BYTES = 11 * 1024 * 1024;

/** A uuid no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
