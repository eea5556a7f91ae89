import type { DataSource } from 'typeorm';
import { RETRY_AFTER_SECONDS } from '../errors';
import type { ServiceLayer } from '../service-layer';
import { createRouter } from './router';

/** /healthz (the process answers) and /readyz (it can do its work now: database, upload folder). */
export function healthRoutes(db: DataSource, services: ServiceLayer) {
  const router = createRouter();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const unready = await readinessProblem(db, services);
    if (!unready) {
      res.json({ status: 'ready' });
      return;
    }
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.json({ status: 'unavailable', message: unready });
  });
  return router;
}

/** Why the server cannot do its work now (database, upload folder), or null when it can. */
async function readinessProblem(db: DataSource, services: ServiceLayer): Promise<string | null> {
  const withinTwoSeconds = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
  try {
    await withinTwoSeconds(db.query('SELECT 1'));
  } catch {
    return 'Database is not reachable';
  }
  try {
    await withinTwoSeconds(services.images.checkStorage());
  } catch {
    return services.images.storedFiles.kind === 's3' ? 'The S3 bucket for photos cannot be written' : 'The upload folder is not writable';
  }
  return null;
}
