import crypto from 'node:crypto';

/** A response body served many times from memory: encoded once, with its validator. */
export interface EncodedBody {
  bytes: Buffer;
  /** Weak ETag in Express's own format (what `res.send` would compute), so conditional GETs answer 304 as before. */
  etag: string;
}

export function encodeBody(text: string): EncodedBody {
  const bytes = Buffer.from(text);
  const hash = crypto.createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return { bytes, etag: `W/"${bytes.length.toString(16)}-${hash}"` };
}
