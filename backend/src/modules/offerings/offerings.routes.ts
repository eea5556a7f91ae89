import type { Router } from 'express';
import type { Offering } from '../../entities';
import { encodeBody } from '../../encoded-body';
import type { PublicResponseCache } from '../../http/public-cache';
import { cachedJson, idempotencyKeyOf, requireActor, sendPublicJson, viewerOf } from '../../rest/handlers';
import { orderOf } from '../../rest/order';
import { parseJsonList, readForm } from '../../rest/multipart';
import { withMongoStyleId } from '../../rest/present';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';

const listBody = cachedJson((offerings: Offering[]) => offerings.map(withMongoStyleId));

export function offeringsRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  const offerings = services.offerings;

  router.get('/', async (req, res) => {
    const viewer = await viewerOf(services, req);
    await sendPublicJson(publicCache, res, '', async () => listBody(await offerings.list(viewer)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = req.params;
    const viewer = await viewerOf(services, req);
    await sendPublicJson(publicCache, res, `/${id}`, async () => encodeBody(JSON.stringify(withMongoStyleId(await offerings.get(viewer, id)))));
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points') };
    res.status(201).json(withMongoStyleId(await offerings.create(actor, fields, form.files.image?.[0] ?? null, idempotencyKeyOf(req))));
  });

  router.patch('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const { order } = orderOf(req);
    res.json((await offerings.reorder(actor, order)).map(withMongoStyleId));
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
