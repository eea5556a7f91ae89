import type { Request } from 'express';
import { ValidationError } from '../errors';
import { readMultipart, type MultipartForm } from '../http/multipart';

/**
 * A REST form: multipart (see readMultipart), or a JSON or url-encoded body already parsed by
 * Express, without files. An empty file input (no file chosen) counts as no file.
 */
export async function readForm(req: Request): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(body)) {
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return { fields, files: {} };
  }
  const form = await readMultipart(req);
  for (const [name, files] of Object.entries(form.files)) {
    const chosen = files.filter((file) => file.size > 0);
    if (chosen.length > 0) form.files[name] = chosen;
    else delete form.files[name];
  }
  return form;
}

/** A form field holding JSON (a list or object the service checks), or undefined when absent or empty. */
export function parseJsonField(raw: string | undefined, field: string, label: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ValidationError({ [field]: `${label} must be JSON` });
  }
}

/** A JSON list sent as form text (points, removeImages). */
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
