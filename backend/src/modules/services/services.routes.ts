import { Router } from 'express';
import type { Service } from '../../entities';
import { cachedJson, requireActor, sendPublicList } from '../../rest/handlers';
import { parseJsonList, readForm } from '../../rest/multipart';
import { withMongoStyleId } from '../../rest/present';
import type { Services } from '../../services';

const listBody = cachedJson((services: Service[]) => services.map(withMongoStyleId));

export function servicesRoutes(services: Services): Router {
  const router = Router();
  const offered = services.services;

  router.get('/', async (_req, res) => {
    await sendPublicList(res, listBody(await offered.list()));
  });

  router.get('/:id', async (req, res) => {
    res.json(withMongoStyleId(await offered.get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points') };
    res.status(201).json(withMongoStyleId(await offered.create(actor, fields, form.files.image?.[0] ?? null)));
  });

  router.put('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points') };
    res.json(withMongoStyleId(await offered.update(actor, req.params.id, fields, form.files.image?.[0] ?? null)));
  });

  router.delete('/:id', async (req, res) => {
    await offered.delete(await requireActor(services, req), req.params.id);
    res.json({ message: 'Service deleted successfully' });
  });

  return router;
}
