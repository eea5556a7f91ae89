import type { Router } from 'express';
import { encodeBody } from '../../encoded-body';
import { createRouter } from '../../http/router';
import type { PublicResponseCache } from '../../http/public-cache';
import { requireActor, sendPublicJson } from '../../rest/handlers';
import type { ServiceLayer } from '../../service-layer';

/** GET /api/settings (public) and PUT /api/settings (JSON, admin): the firm's details. */
export function settingsRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  router.get('/', async (_req, res) => {
    await sendPublicJson(publicCache, res, '', async () => encodeBody(JSON.stringify({ data: await services.settings.get() })));
  });
  router.put('/', async (req, res) => {
    const actor = await requireActor(services, req);
    res.json({ data: await services.settings.update(actor, req.body) });
  });
  return router;
}
