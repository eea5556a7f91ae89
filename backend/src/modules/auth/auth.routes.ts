import { Router } from 'express';
import type { Services } from '../../services';

export function authRoutes(services: Services): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    res.json({ data: await services.auth.login(body, req.ip ?? 'unknown') });
  });
  return router;
}
