import type { Request } from 'express';
import { ValidationError } from '../errors';

const ORDER_ALONE = 'Send {"order": [...]} as JSON on its own: a new order cannot be mixed with other changes';
const ORDER_WITH_VERSION = 'Send {"order": [...]} as JSON, with the record’s version if you like: a new order cannot be mixed with other changes';

/** The request's JSON object body when it has an `order` field; null otherwise. */
function bodyWithOrder(req: Request): Record<string, unknown> | null {
  const body: unknown = req.is('application/json') ? req.body : undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('order' in body)) return null;
  return body as Record<string, unknown>;
}

/** The JSON body `{"order": [...]}` of a list's reorder (PATCH /api/projects, /api/services). */
export function orderOf(req: Request): { order: unknown } {
  const body = bodyWithOrder(req);
  if (!body) throw new ValidationError({ order: 'Send the new order as JSON: {"order": [...]}' });
  if (Object.keys(body).length > 1) throw new ValidationError({ order: ORDER_ALONE });
  return { order: body.order };
}

/**
 * The JSON body `{"order": [...], "version"?: n}` of a reorder of one record's parts (PATCH
 * /api/projects/:id: its photos), `version` checked like a save's (rest/versions.ts); null when the
 * request is not a reorder (an ordinary edit).
 */
export function recordOrderOf(req: Request): { order: unknown; version: unknown } | null {
  const body = bodyWithOrder(req);
  if (!body) return null;
  const { order, version, ...rest } = body;
  if (Object.keys(rest).length > 0) throw new ValidationError({ order: ORDER_WITH_VERSION });
  return { order, version };
}
