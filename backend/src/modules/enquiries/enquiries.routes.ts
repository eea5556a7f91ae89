import type { Request, Router } from 'express';
import { ValidationError } from '../../errors';
import { createRouter } from '../../http/router';
import { sendChunks } from '../../http/send-chunks';
import { requireActor } from '../../rest/handlers';
import { withMongoStyleId } from '../../rest/present';
import type { ServiceLayer } from '../../service-layer';
import type { PageFieldNames } from '../paging';
import type { EnquiryChange } from './enquiries.service';

const ENQUIRY_RECEIVED = 'Thank you: your message has reached us. We will reply soon.';

/** A JSON (or form) body as fields; anything else (an array, a string, no body) has none, so every field is refused as missing. */
function fieldsOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** ?format=csv for the spreadsheet export; json (the default) otherwise. */
function formatOf(req: Request): 'json' | 'csv' {
  const { format } = req.query;
  if (format === undefined || format === 'json') return 'json';
  if (format === 'csv') return 'csv';
  throw new ValidationError({ format: 'format must be csv or json' });
}

/** The paging parameters of GET /api/enquiries, as its refusals name them. */
const REST_PAGE_FIELDS: PageFieldNames = { first: 'limit', after: 'before' };

/** The address of the next page: this one's, its `before` moved on (relative to the request, as RFC 8288 allows). */
function nextPageLink(req: Request, cursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query)) if (typeof value === 'string' && name !== 'before') params.set(name, value);
  params.set('before', cursor);
  return `<${req.baseUrl}?${params.toString()}>; rel="next"`;
}

/**
 * POST /api/enquiries (anyone: the contact form); GET (JSON, or ?format=csv), PATCH /:id (status,
 * notes with notesVersion, or both)
 * and DELETE /:id with a token. GET's JSON is a page, newest first: `?limit=` (50 by default, at most
 * 100), `?before=` the cursor of the next page (the body's `nextCursor`, null on the last page; the
 * next page's whole address is in the `Link` header, rel="next"), `?status=new|replied|closed`,
 * `?q=` a search (enquiry-search.ts); X-Total-Count says how many there are. The CSV holds every
 * enquiry the status and search list (all without them), notes included.
 * Never through the public response cache: enquiries are not public.
 */
export function enquiriesRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  const enquiries = services.enquiries;

  router.post('/', async (req, res) => {
    const receipt = await enquiries.submit(fieldsOf(req), req.ip ?? 'unknown');
    res.status(201).json({ message: ENQUIRY_RECEIVED, data: receipt });
  });

  router.get('/', async (req, res) => {
    const actor = await requireActor(services, req);
    // A parameter given twice is an array, refused like any value that is not text.
    const { limit, before, status, q: search } = req.query;
    if (formatOf(req) === 'csv') {
      const lines = await enquiries.csv(actor, { status, search });
      const day = new Date().toISOString().slice(0, 10);
      res.type('text/csv; charset=utf-8').attachment(`enquiries-${day}.csv`);
      // Sent as it is read. Should the database fail once the download has started, the connection
      // is cut off (the browser reports a failed download rather than keeping half a file) and logged.
      await sendChunks(res, lines);
      return;
    }
    const page = await enquiries.page(actor, { first: limit, after: before, status, search }, REST_PAGE_FIELDS);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) res.setHeader('Link', nextPageLink(req, page.nextCursor));
    res.json({ data: page.items.map(withMongoStyleId), nextCursor: page.nextCursor });
  });

  router.patch('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const { status, notes, notesVersion } = fieldsOf(req);
    if (notesVersion !== undefined && !Number.isSafeInteger(notesVersion)) throw new ValidationError({ notesVersion: 'notesVersion must be a whole number' });
    // Without notes, the status is what is changed (and refused when missing).
    const withNotes = { notes, notesVersion: notesVersion as number | undefined };
    const change: EnquiryChange = notes === undefined ? { status } : status === undefined ? withNotes : { status, ...withNotes };
    res.json({ data: withMongoStyleId(await enquiries.update(actor, req.params.id, change)) });
  });

  router.delete('/:id', async (req, res) => {
    await enquiries.delete(await requireActor(services, req), req.params.id);
    res.json({ message: 'Enquiry deleted successfully' });
  });

  return router;
}
