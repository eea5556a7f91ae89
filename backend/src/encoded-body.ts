import crypto from 'node:crypto';

/** A response body served many times from memory: encoded once, with its validator. */
export interface EncodedBody {
  bytes: Buffer;
  /** Weak ETag in Express's own format (what `res.send` would compute), so conditional GETs answer 304 as before. */
  etag: string;
}

export function encodeBody(text: string): EncodedBody {
  return encodeBytes(Buffer.from(text));
}

/** A binary body (an image made on the server) with its validator. */
export function encodeBytes(bytes: Buffer): EncodedBody {
  const hash = crypto.createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return { bytes, etag: `W/"${bytes.length.toString(16)}-${hash}"` };
}
