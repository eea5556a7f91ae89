import { Router } from 'express';
import type { ServiceLayer } from '../../service-layer';

export function authRoutes(services: ServiceLayer): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    res.json({ data: await services.auth.login(body, req.ip ?? 'unknown') });
  });
  return router;
}
