import busboy from 'busboy';
import type { Request } from 'express';
import { Readable } from 'node:stream';
import { PayloadTooLargeError, ValidationError } from '../errors';
import type { IncomingFile } from '../images/incoming-file';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from '../storage';

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, IncomingFile[]>;
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

/**
 * Reads a multipart form. Each file is held in memory only up to the 10 MB limit: past it the
 * rest of the part is drained without being kept, and the request fails with 413 once read.
 * A JSON or url-encoded body (already parsed by Express) is accepted too, without files.
 */
export function readForm(req: Request): Promise<ParsedForm> {
  if (!req.is('multipart/form-data')) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return Promise.resolve({ fields, files: {} });
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy flags a file as soon as it reaches `fileSize`, so one more byte lets exactly 10 MB through.
        limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_FILES_PER_REQUEST, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(new ValidationError({ body: 'Malformed multipart request' }));
      return;
    }
    const fields: Record<string, string> = {};
    const files: Record<string, IncomingFile[]> = {};
    let problem: Error | null = null;

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problem ??= new ValidationError({ [name]: `${name} is too long` });
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!problem) chunks.push(chunk);
      });
      stream.on('limit', () => {
        problem ??= new PayloadTooLargeError();
        chunks.length = 0;
      });
      // A body cut off inside a file fails the file stream too; unhandled, that error would crash the process.
      stream.on('error', () => {
        problem ??= new ValidationError({ body: 'Malformed multipart request' });
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (problem) return;
        const data = Buffer.concat(chunks);
        if (data.length === 0) return; // an empty file input: no file chosen
        (files[name] ??= []).push({ open: () => Readable.from([data]) });
      });
    });
    parser.on('filesLimit', () => {
      problem ??= new ValidationError({ images: `At most ${MAX_FILES_PER_REQUEST} images can be uploaded at once` });
    });
    parser.on('fieldsLimit', () => {
      problem ??= new ValidationError({ body: 'Too many form fields' });
    });
    parser.on('error', () => reject(new ValidationError({ body: 'Malformed multipart request' })));
    parser.on('close', () => (problem ? reject(problem) : resolve({ fields, files })));
    req.pipe(parser);
  });
}

/** A JSON list sent as form text (points, removeImages); a plain single value becomes a list of one. */
export function parseJsonList(raw: string | undefined, field: string, label: string): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError({ [field]: `${label} must be a JSON list of texts` });
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new ValidationError({ [field]: `${label} must be a JSON list of texts` });
  }
  return value as string[];
}
