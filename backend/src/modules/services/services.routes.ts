import { newServiceRules } from '@vriddhi/rules';
import type { Router } from 'express';
import type { Service } from '../../entities';
import type { PublicResponseCache } from '../../http/public-cache';
import { cachedJson, idempotencyKeyOf, requireActor, sendPublicJson, viewerOf } from '../../rest/handlers';
import { orderOf } from '../../rest/order';
import { parseJsonList, readForm } from '../../rest/multipart';
import { restPresenter } from '../../rest/present';
import { saveExpecting, sendVersioned, versionedBody, withoutVersion } from '../../rest/versions';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';
import { canonicalQuery, langOf, tamilField } from '../../rest/lang';

const present = restPresenter<Service>(newServiceRules);
const listBody = cachedJson((services: Service[]) => services.map(present.listed));

export function servicesRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();

  router.get('/', async (req, res) => {
    const viewer = await viewerOf(services, req);
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, canonicalQuery(locale), async () => listBody(await services.services.list(viewer, locale)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = req.params;
    const viewer = await viewerOf(services, req);
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, `/${id}${canonicalQuery(locale)}`, async () => {
      const service = await services.services.get(viewer, id, locale);
      return versionedBody(JSON.stringify(present.one(service)), service.version);
    });
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, points: parseJsonList(form.fields.points, 'points', 'Service points'), ta: tamilField(form.fields) };
    res.status(201).json(present.one(await services.services.create(actor, fields, form.files.image?.[0] ?? null, idempotencyKeyOf(req))));
  });

  router.patch('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const { order } = orderOf(req);
    res.json((await services.services.reorder(actor, order)).map(present.listed));
  });

  router.put('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const { version, fields } = withoutVersion(form.fields);
    const changes = { ...fields, points: parseJsonList(fields.points, 'points', 'Service points'), ta: tamilField(fields) };
    const updated = await saveExpecting(req, version, (expected) =>
      services.services.update(actor, req.params.id, changes, form.files.image?.[0] ?? null, expected),
    );
    sendVersioned(res, present.one(updated), updated.version);
  });

  router.delete('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    await saveExpecting(req, undefined, (expected) => services.services.delete(actor, req.params.id, expected));
    res.json({ message: 'Service deleted successfully' });
  });

  return router;
}
