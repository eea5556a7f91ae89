import type { Router } from 'express';
import { Project } from '../../entities';
import { ValidationError } from '../../errors';
import type { PublicResponseCache } from '../../http/public-cache';
import { cachedJson, idempotencyKeyOf, requireActor, sendPublicJson, viewerOf } from '../../rest/handlers';
import { parseJsonField, parseJsonList, readForm } from '../../rest/multipart';
import { orderOf, recordOrderOf } from '../../rest/order';
import { restPresenter } from '../../rest/present';
import { saveExpecting, sendVersioned, versionedBody, withoutVersion } from '../../rest/versions';
import type { ServiceLayer } from '../../service-layer';
import { newProjectRules, PROJECT_CATEGORY_MESSAGE } from '@vriddhi/rules';
import { parseCategory } from './projects.inputs';
import { createRouter } from '../../http/router';
import { canonicalQuery, langOf, tamilField } from '../../rest/lang';

const present = restPresenter<Project>(newProjectRules, ['images']);

/**
 * One project (GET /:id and the writes): REST names the details `description` too, so both are sent
 * and either is read; with its Tamil texts as stored (`ta`).
 */
export function presentProject(project: Project) {
  return { ...present.one(project), description: project.details };
}

/** In lists the text is sent once, as `details` (clients show `description`, or else `details`): the list's body is about half as big. */
const presentListedProject = present.listed;

function projectFields(fields: Record<string, string>): Record<string, unknown> {
  const { description, ...rest } = fields;
  return {
    ...rest,
    details: rest.details ?? description,
    features: parseJsonList(fields.features, 'features', 'Features'),
    ta: tamilField(fields),
  };
}

const listBody = cachedJson((projects: Project[]) => ({ data: projects.map(presentListedProject) }));

export function projectsRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  const projects = services.projects;

  router.get('/', async (req, res) => {
    const raw = typeof req.query.category === 'string' ? req.query.category : '';
    const category = raw && raw !== 'all' ? parseCategory(raw) : null;
    if (raw && raw !== 'all' && !category) {
      throw new ValidationError({ category: PROJECT_CATEGORY_MESSAGE });
    }
    const viewer = await viewerOf(services, req);
    const locale = langOf(req);
    const canonical = canonicalQuery(locale, category ? [['category', category]] : []);
    await sendPublicJson(publicCache, res, canonical, async () => listBody(await projects.list(viewer, category, locale)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = req.params;
    const viewer = await viewerOf(services, req);
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, `/${id}${canonicalQuery(locale)}`, async () => {
      const project = await projects.get(viewer, id, locale);
      return versionedBody(JSON.stringify({ data: presentProject(project) }), project.version);
    });
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const created = await projects.create(
      actor,
      projectFields(form.fields),
      {
        image: form.files.image?.[0] ?? null,
        images: form.files.images ?? [],
        photoDetails: parseJsonField(form.fields.photoDetails, 'photoDetails', 'Photo details'),
      },
      idempotencyKeyOf(req),
    );
    res.status(201).json({ data: presentProject(created) });
  });

  router.patch('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const { order } = orderOf(req);
    res.json({ data: (await projects.reorder(actor, order)).map(presentListedProject) });
  });

  router.patch('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const photoOrder = recordOrderOf(req);
    if (photoOrder) {
      const reordered = await saveExpecting(req, photoOrder.version, (expected) => projects.reorderPhotos(actor, req.params.id, photoOrder.order, expected));
      sendVersioned(res, { data: presentProject(reordered) }, reordered.version);
      return;
    }
    const form = await readForm(req);
    const { version, fields } = withoutVersion(form.fields);
    const updated = await saveExpecting(req, version, (expected) =>
      projects.update(
        actor,
        req.params.id,
        projectFields(fields),
        { image: form.files.image?.[0] ?? null, images: form.files.images ?? [] },
        parseJsonList(form.fields.removeImages, 'removeImages', 'removeImages') ?? [],
        expected,
      ),
    );
    sendVersioned(res, { data: presentProject(updated) }, updated.version);
  });

  router.delete('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    await saveExpecting(req, undefined, (expected) => projects.delete(actor, req.params.id, expected));
    res.json({ message: 'Project deleted successfully' });
  });

  return router;
}
