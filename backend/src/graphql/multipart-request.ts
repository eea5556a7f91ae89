import type { NextFunction, Request, Response } from 'express';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { BadRequestError } from '../errors';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth';
import { readMultipart, type MultipartForm, type ReceivedFile } from '../http/multipart';
import type { ServiceLayer } from '../service-layer';
import type { ReceivedUpload } from './upload';

function parseJsonField(form: MultipartForm, name: 'operations' | 'map'): unknown {
  const raw = form.fields[name];
  if (raw === undefined) throw new BadRequestError(`Multipart GraphQL request has no '${name}' field`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError(`Multipart GraphQL request: '${name}' is not valid JSON`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toUpload(file: ReceivedFile, fieldName: string): Upload {
  const upload = new Upload();
  const details: ReceivedUpload = {
    filename: file.filename,
    fieldName,
    mimetype: file.mimetype,
    encoding: '7bit',
    createReadStream: () => file.open() as ReturnType<FileUpload['createReadStream']>,
    digest: file.digest,
  };
  // The GraphQLUpload scalar accepts only this class; its typings omit the resolve() that processRequest uses.
  (upload as Upload & { resolve(file: FileUpload): void }).resolve(details);
  return upload;
}

/** Puts `value` where a map path (`variables.image`, `variables.images.1`) points; the spec wants a null there. */
function place(operations: Record<string, unknown>, path: string, value: Upload): void {
  const segments = path.split('.');
  const refuse = () => new BadRequestError(`Multipart GraphQL request: map path '${path}' does not point at a null variable`);
  if (segments[0] !== 'variables' || segments.length < 2) throw refuse();
  let holder: unknown = operations;
  for (const [index, segment] of segments.entries()) {
    // Only the request's own keys and array positions: never an inherited property such as __proto__.
    const isArrayIndex = Array.isArray(holder) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < holder.length;
    if (!isArrayIndex && !(isPlainObject(holder) && Object.hasOwn(holder, segment))) throw refuse();
    const next = (holder as Record<string, unknown>)[segment];
    if (index === segments.length - 1) {
      if (next !== null) throw refuse();
      (holder as Record<string, unknown>)[segment] = value;
      return;
    }
    holder = next;
  }
}

/** The GraphQL multipart request spec: `operations` with nulls where files go, `map` from file parts to those places. */
export function toOperations(form: MultipartForm): Record<string, unknown> {
  const operations = parseJsonField(form, 'operations');
  if (jsonDepth(operations, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new BadRequestError(`Multipart GraphQL request: 'operations' is nested deeper than ${MAX_JSON_DEPTH} levels`);
  if (Array.isArray(operations)) throw new BadRequestError('Batched GraphQL operations are not supported');
  if (!isPlainObject(operations)) throw new BadRequestError("Multipart GraphQL request: 'operations' must be a JSON object");
  const map = parseJsonField(form, 'map');
  if (!isPlainObject(map)) throw new BadRequestError("Multipart GraphQL request: 'map' must be a JSON object");
  for (const [part, paths] of Object.entries(map)) {
    // One place per file: every mutation takes each image once, and one part in twenty places would be processed twenty times.
    if (!Array.isArray(paths) || paths.length !== 1 || typeof paths[0] !== 'string') {
      throw new BadRequestError(`Multipart GraphQL request: map entry '${part}' must be a list of one path`);
    }
    const file = form.files[part]?.[0];
    if (!file) throw new BadRequestError(`Multipart GraphQL request: the map names file part '${part}', which the body does not contain`);
    for (const path of paths as string[]) place(operations, path, toUpload(file, part));
  }
  return operations;
}

/**
 * GraphQL uploads. Only signed-in admins may upload (every mutation that takes a file needs the
 * token), so a request without a valid token is refused before its body is read. The body is then
 * read whole (files in any order), and the operation runs with the files already in memory: a
 * broken map, a missing part or a cut-off body is a 400 before any resolver runs.
 */
export function graphqlMultipart(services: ServiceLayer) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (!req.is('multipart/form-data')) return next();
    await services.auth.authenticate(req.headers.authorization);
    req.body = toOperations(await readMultipart(req));
    next();
  };
}
