import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';

/** The largest JSON POST the fast path reads itself: a public query and its variables (PublicQueries allows 10 000 characters). */
export const SMALL_JSON_BODY_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

/** A plain, announced, uncompressed UTF-8 JSON body no larger than SMALL_JSON_BODY_BYTES. */
export function hasSmallJsonBody(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return (
    JSON_TYPE.test(req.headers['content-type'] ?? '') &&
    Number.isInteger(length) &&
    length <= SMALL_JSON_BODY_BYTES &&
    req.headers['transfer-encoding'] === undefined &&
    req.headers['content-encoding'] === undefined
  );
}

/** body-parser's own error for a body that is not JSON (http-error.ts words it). */
const MALFORMED = Object.assign(new Error('Malformed JSON body'), { type: 'entity.parse.failed', status: 400 });

const failures = new WeakMap<IncomingMessage, Error>();

/**
 * Reads the whole body and parses it as express.json would (strict: an object or an array; empty is
 * `{}`). Once read, body-parser leaves the request alone (it skips a request already read), so the
 * parsed body is set as `req.body`; a body that does not parse is remembered for answerPreReadFailure.
 * Resolves false when the request broke off before its end.
 */
export function readSmallJsonBody(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // More than announced: a broken client; Node's parser stops this too.
      if (size > SMALL_JSON_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    // Whichever comes first: after 'end' the others change nothing.
    req.once('error', () => resolve(false));
    req.once('aborted', () => resolve(false));
    req.once('close', () => resolve(false));
    req.once('end', () => {
      // As iconv-lite decodes for body-parser: a byte-order mark is dropped.
      const text = Buffer.concat(chunks, size)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const body = parseStrict(text);
      if (body === MALFORMED) failures.set(req, MALFORMED);
      else (req as IncomingMessage & { body?: unknown }).body = body;
      resolve(true);
    });
  });
}

function parseStrict(text: string): unknown {
  if (text.length === 0) return {};
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return MALFORMED;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

/** After express.json: answers a body the fast path read and could not parse exactly as express.json would have. */
export function answerPreReadFailure(req: Request, _res: Response, next: NextFunction): void {
  next(failures.get(req));
}
