import type { Router } from 'express';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';

export function authRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    res.json({ data: await services.auth.login(body, req.ip ?? 'unknown') });
  });
  return router;
}
