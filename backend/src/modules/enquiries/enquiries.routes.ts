import type { Request, Router } from 'express';
import { ValidationError } from '../../errors';
import { createRouter } from '../../http/router';
import { requireActor } from '../../rest/handlers';
import { withMongoStyleId } from '../../rest/present';
import type { ServiceLayer } from '../../service-layer';

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

/**
 * POST /api/enquiries (anyone: the contact form); GET (JSON, or ?format=csv), PATCH /:id (status)
 * and DELETE /:id with a token. Never through the public response cache: enquiries are not public.
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
    if (formatOf(req) === 'csv') {
      const day = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .attachment(`enquiries-${day}.csv`)
        .send(await enquiries.csv(actor));
      return;
    }
    res.json({ data: (await enquiries.list(actor)).map(withMongoStyleId) });
  });

  router.patch('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    res.json({ data: withMongoStyleId(await enquiries.updateStatus(actor, req.params.id, fieldsOf(req).status)) });
  });

  router.delete('/:id', async (req, res) => {
    await enquiries.delete(await requireActor(services, req), req.params.id);
    res.json({ message: 'Enquiry deleted successfully' });
  });

  return router;
}
