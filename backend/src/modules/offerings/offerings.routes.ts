import type { Router } from 'express';
import type { Offering } from '../../entities';
import { cachedJson, idempotencyKeyOf, requireActor, sendPublicList } from '../../rest/handlers';
import { parseJsonList, readForm } from '../../rest/multipart';
import { withMongoStyleId } from '../../rest/present';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';

const listBody = cachedJson((offerings: Offering[]) => offerings.map(withMongoStyleId));

export function offeringsRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  const offerings = services.offerings;

  router.get('/', async (_req, res) => {
    await sendPublicList(res, listBody(await offerings.list()));
  });

  router.get('/:id', async (req, res) => {
    res.json(withMongoStyleId(await offerings.get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points') };
    res.status(201).json(withMongoStyleId(await offerings.create(actor, fields, form.files.image?.[0] ?? null, idempotencyKeyOf(req))));
  });

  router.put('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points') };
    res.json(withMongoStyleId(await offerings.update(actor, req.params.id, fields, form.files.image?.[0] ?? null)));
  });

  router.delete('/:id', async (req, res) => {
    await offerings.delete(await requireActor(services, req), req.params.id);
    res.json({ message: 'Service deleted successfully' });
  });

  return router;
}
