import express, { type Router } from 'express';
import { BadRequestError } from '../../errors';
import { createRouter } from '../../http/router';
import { requireActor } from '../../rest/handlers';
import type { ServiceLayer } from '../../service-layer';
import { MAX_UPLOAD_PART_BYTES, UploadOffsetError, type PartRange } from './backup-uploads';

const CONTENT_RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/;

function rangeOf(header: string | undefined): PartRange {
  const match = header === undefined ? null : CONTENT_RANGE.exec(header.trim());
  const [start, end, total] = match ? match.slice(1).map(Number) : [];
  if (!match || start > end || end >= total) {
    throw new BadRequestError('Send each part with a Content-Range header: bytes FIRST-LAST/TOTAL (FIRST ≤ LAST < TOTAL)');
  }
  return { start, end, total };
}

/**
 * PUT /api/backups/uploads/:id (admins): one part of a backup file uploaded to be restored, the raw
 * bytes with `Content-Range: bytes FIRST-LAST/TOTAL` (at most 8 MB a part; `:id` a UUID the client
 * chooses for the upload). 200 `{ data: { received } }` until the last part; 409 with `Upload-Offset`
 * when a part does not start where the upload stands (resend from there); after the last part, 201
 * with the backup as the list names it, or 400 with why the file is not a backup of this site (then
 * nothing is kept). Mounted before the API's 100 kB body limit.
 */
export function backupUploadRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  router.put('/:id', express.raw({ type: () => true, limit: MAX_UPLOAD_PART_BYTES }), async (req, res) => {
    const actor = await requireActor(services, req);
    const range = rangeOf(req.headers['content-range']);
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const outcome = await services.backupUploads.receivePart(actor, req.params.id, range, bytes);
      if (!outcome.done) return res.status(200).json({ data: { received: outcome.received } });
      const { name, bytes: size, createdAt, madeBy } = outcome.backup;
      res.status(201).json({ data: { name, bytes: size, createdAt, madeBy } });
    } catch (error) {
      if (error instanceof UploadOffsetError) res.setHeader('Upload-Offset', String(error.received));
      throw error;
    }
  });
  return router;
}
