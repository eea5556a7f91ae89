import type { Request } from 'express';
import { ValidationError } from '../errors';

const ORDER_ALONE = 'Send {"order": [...]} as JSON on its own: a new order cannot be mixed with other changes';

/**
 * The JSON body `{"order": [...]}` of a reorder (PATCH /api/projects, /api/projects/:id, /api/services).
 * With `optional`, null when the request is not a reorder (an ordinary edit).
 */
export function orderOf(req: Request): { order: unknown };
export function orderOf(req: Request, options: { optional: true }): { order: unknown } | null;
export function orderOf(req: Request, options?: { optional: true }): { order: unknown } | null {
  const body: unknown = req.is('application/json') ? req.body : undefined;
  const given = typeof body === 'object' && body !== null && !Array.isArray(body) && 'order' in body;
  if (!given) {
    if (options?.optional) return null;
    throw new ValidationError({ order: 'Send the new order as JSON: {"order": [...]}' });
  }
  if (Object.keys(body).length > 1) throw new ValidationError({ order: ORDER_ALONE });
  return { order: (body as { order: unknown }).order };
}
