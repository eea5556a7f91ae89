import type { Request, Response } from 'express';
import { encodeBytes, etagDigest, type EncodedBody } from '../encoded-body';
import { bareEtag } from '../http/content-encoding';
import { ConflictError, PreconditionFailedError, ValidationError } from '../errors';
import type { ExpectedVersion } from '../modules/versions';

/*
 * Optimistic concurrency over REST (modules/versions.ts). The GET of one record answers an ETag that
 * names the record's version, "v<version>-<digest of the body>": a strong validator of the body for
 * conditional GETs (304), whose version part a write sends back. A PUT, PATCH or DELETE honours
 * If-Match with that ETag, in any of its encodings (…-br", …-gzip"), weak or not (a proxy may weaken
 * it): a stale one is refused with 412 Precondition Failed. Without If-Match, a `version` field of the
 * body is checked the same way and a stale one gets 409 Conflict. With neither, the last save wins.
 */

const VERSION_ETAG = /^"v(\d{1,9})-[^"]*"$/;
const VERSION_FIELD = 'version must be a whole number: the version of the record as you read it';

/** A single record's body with the ETag that names its version. */
export function versionedBody(text: string, version: number): EncodedBody {
  const bytes = Buffer.from(text);
  return encodeBytes(bytes, `"v${version}-${etagDigest(bytes)}"`);
}

/** Sends a saved record as JSON with the ETag of its version, so the next write can send it back as If-Match. */
export function sendVersioned(res: Response, body: object, version: number): void {
  const { bytes, etag } = versionedBody(JSON.stringify(body), version);
  res.set('ETag', etag).type('application/json').send(bytes);
}

/** A write's body (JSON or form fields) split into its `version` field and the rest, which the service checks. */
export function withoutVersion<T>(body: T): { version: unknown; fields: T } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { version: undefined, fields: body };
  const { version, ...fields } = body as Record<string, unknown>;
  return { version, fields: fields as T };
}

/**
 * Runs `save` (any write of one record: a save, a reorder of its photos, a delete) with the version(s)
 * the request says it was made against: If-Match's, else `bodyVersion` (the body's `version` field,
 * JSON or multipart). A stale If-Match is answered 412 instead of 409.
 */
export async function saveExpecting<T>(req: Request, bodyVersion: unknown, save: (expected: ExpectedVersion) => Promise<T>): Promise<T> {
  const ifMatch = req.headers['if-match'];
  if (ifMatch === undefined) return save(versionOfBody(bodyVersion));
  try {
    return await save(versionsOfIfMatch(ifMatch));
  } catch (error) {
    if (error instanceof ConflictError) throw new PreconditionFailedError(error.message);
    throw error;
  }
}

/** The versions an If-Match header names: `*` any (no check); ETags not of a version name none, so they never match. */
function versionsOfIfMatch(header: string): ExpectedVersion {
  if (header.trim() === '*') return undefined;
  return header.split(',').flatMap((candidate) => {
    const match = VERSION_ETAG.exec(bareEtag(candidate));
    return match ? [Number(match[1])] : [];
  });
}

function versionOfBody(value: unknown): ExpectedVersion {
  if (value === undefined || value === null || value === '') return undefined;
  const version = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) throw new ValidationError({ version: VERSION_FIELD });
  return version;
}
