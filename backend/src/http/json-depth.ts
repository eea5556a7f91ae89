import type { NextFunction, Request, Response } from 'express';
import { BadRequestError } from '../errors';

/** Deeper than any request of ours needs; deep enough nesting would overflow the stack of code that walks it. */
export const MAX_JSON_DEPTH = 32;

/** Depth of nested arrays and objects, walked without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Refuses a parsed JSON body nested deeper than MAX_JSON_DEPTH with 400, before anything walks it. */
export function limitJsonDepth(req: Request, _res: Response, next: NextFunction): void {
  if (jsonDepth(req.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    next(new BadRequestError(`JSON body is nested too deeply: the limit is ${MAX_JSON_DEPTH} levels`));
    return;
  }
  next();
}
