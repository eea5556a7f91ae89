import { newGalleryImageRules } from '@vriddhi/rules';
import type { Router } from 'express';
import type { GalleryCategory, GalleryImage } from '../../entities';
import { encodeBody } from '../../encoded-body';
import type { PublicResponseCache } from '../../http/public-cache';
import { cachedJson, idempotencyKeyOf, requireActor, sendPublicJson, viewerOf } from '../../rest/handlers';
import { readForm } from '../../rest/multipart';
import { orderOf } from '../../rest/order';
import { restPresenter } from '../../rest/present';
import { saveExpecting, sendVersioned, versionedBody, withoutVersion } from '../../rest/versions';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';
import { canonicalQuery, langOf, tamilField } from '../../rest/lang';

/** Gallery images as REST answers them: `category` by its name. */
const present = restPresenter<GalleryImage>(newGalleryImageRules([]));
export const presentGalleryImage = present.listed;
const presentOneGalleryImage = present.one;

const listBody = cachedJson((images: readonly GalleryImage[]) => images.map(presentGalleryImage));
const noImagesBody = encodeBody('[]');
const categoriesBody = cachedJson((categories: GalleryCategory[]) => categories.map(({ id, name }) => ({ id, name })));

export function galleryRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  const gallery = services.gallery;

  router.get('/', async (req, res) => {
    const viewer = await viewerOf(services, req);
    const asked = typeof req.query.category === 'string' && req.query.category ? req.query.category : null;
    const category = asked === null ? null : await gallery.findCategory(asked);
    // An unknown category: the empty list, not kept for the fast path (only real categories are).
    if (asked !== null && category === null) return sendPublicJson(publicCache, res, null, async () => noImagesBody);
    const locale = langOf(req);
    const canonical = canonicalQuery(locale, category ? [['category', category.name]] : []);
    await sendPublicJson(publicCache, res, canonical, async () =>
      listBody(category ? await gallery.listOf(viewer, category, locale) : await gallery.list(viewer, null, locale)),
    );
  });

  router.patch('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const { order } = orderOf(req);
    res.json((await gallery.reorder(actor, order)).map(presentGalleryImage));
  });

  router.get('/categories', async (req, res) => {
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, `/categories${canonicalQuery(locale)}`, async () => categoriesBody(await gallery.categories(locale)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = req.params;
    const viewer = await viewerOf(services, req);
    const locale = langOf(req);
    await sendPublicJson(publicCache, res, `/${id}${canonicalQuery(locale)}`, async () => {
      const image = await gallery.get(viewer, id, locale);
      return versionedBody(JSON.stringify(presentOneGalleryImage(image)), image.version);
    });
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const fields = { ...form.fields, ta: tamilField(form.fields) };
    res.status(201).json(presentOneGalleryImage(await gallery.create(actor, fields, form.files.image?.[0] ?? null, idempotencyKeyOf(req))));
  });

  router.put('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    const { version, fields } = withoutVersion(form.fields);
    const changes = { ...fields, ta: tamilField(fields) };
    const updated = await saveExpecting(req, version, (expected) => gallery.update(actor, req.params.id, changes, form.files.image?.[0] ?? null, expected));
    sendVersioned(res, presentOneGalleryImage(updated), updated.version);
  });

  router.delete('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    await saveExpecting(req, undefined, (expected) => gallery.delete(actor, req.params.id, expected));
    res.json({ message: 'Image deleted successfully' });
  });

  return router;
}
