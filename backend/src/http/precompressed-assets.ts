import type { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from './content-encoding';

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** The types frontend/scripts/precompress.mjs compresses. */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map', '.webmanifest', '.xml']);

/** What express.static gives hashed assets: their names change with their content. */
export const ASSET_CACHING = { immutable: true, maxAge: '365d' } as const;

/**
 * In front of express.static for the build's hashed assets: sends `x.js.br` or `x.js.gz` (written
 * by frontend/scripts/precompress.mjs) instead of `x.js` to a client that accepts it, Brotli first,
 * with the original's Content-Type and the variant's own length and ETag. Ranges are served from
 * the original only: a Range request, a missing variant, a path outside the folder or anything
 * else falls through to express.static, which answers it (404 and 403 included) as before.
 */
export function servePrecompressedAssets(dir: string) {
  const root = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const extension = path.extname(req.path);
    if (!PRECOMPRESSED.has(extension)) return next();
    // Whether or not this client gets a variant, the answer for this URL depends on its Accept-Encoding.
    varyOnAcceptEncoding(res);
    const file = fileUnder(root, req.path);
    if (!file || req.headers.range !== undefined) return next();
    void sendVariant(req, res, file, ['br', 'gzip']).then((sent) => {
      if (!sent) next();
    }, next);
  };
}

async function sendVariant(req: Request, res: Response, file: string, candidates: ContentEncoding[]): Promise<boolean> {
  const encoding = preferredEncoding(req.headers['accept-encoding'], candidates);
  if (!encoding) return false;
  const variant = file + SUFFIX[encoding];
  if (!(await isFile(variant)))
    return sendVariant(
      req,
      res,
      file,
      candidates.filter((candidate) => candidate !== encoding),
    );
  // The type express.static gives the original (both look it up by extension in mime-types).
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', encoding);
  await new Promise<void>((resolve, reject) => {
    res.sendFile(variant, { ...ASSET_CACHING, acceptRanges: false, dotfiles: 'allow' }, (error) => {
      if (!error) return resolve();
      // The error handler answers in JSON, not in Brotli.
      if (!res.headersSent) res.removeHeader('Content-Encoding');
      reject(error);
    });
  });
  return true;
}

/** The file a URL path names inside `root`, or null when it names none there (bad escapes, `..`, dot files, NUL). */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}
