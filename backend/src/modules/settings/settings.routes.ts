import type { Router } from 'express';
import { createRouter } from '../../http/router';
import type { PublicResponseCache } from '../../http/public-cache';
import { requireActor, sendPublicJson } from '../../rest/handlers';
import { saveExpecting, sendVersioned, versionedBody, withoutVersion } from '../../rest/versions';
import type { ServiceLayer } from '../../service-layer';
import { canonicalQuery, langOf } from '../../rest/lang';

/**
 * GET /api/settings (public) and PUT /api/settings (JSON, admin): the firm's details, answered as
 * `{ data, version }` with the version in the ETag too; a PUT honours If-Match or a `version` field.
 */
export function settingsRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  router.get('/', async (req, res) => {
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, canonicalQuery(locale), async () => {
      const { data, version } = await services.settings.record(locale);
      return versionedBody(JSON.stringify({ data, version }), version);
    });
  });
  router.put('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const { version, fields } = withoutVersion(req.body);
    const saved = await saveExpecting(req, version, (expected) => services.settings.update(actor, fields, [], expected));
    sendVersioned(res, saved, saved.version);
  });
  return router;
}
