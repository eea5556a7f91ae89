import type { Router } from 'express';
import type { GalleryCategory, GalleryImage } from '../../entities';
import { encodeBody } from '../../encoded-body';
import { cachedJson, idempotencyKeyOf, requireActor, sendJson, sendPublicList } from '../../rest/handlers';
import { readForm } from '../../rest/multipart';
import { withMongoStyleId } from '../../rest/present';
import type { ServiceLayer } from '../../service-layer';
import { createRouter } from '../../http/router';

/** The REST item: the image's public fields (its category by name), in the order clients have always had them. */
export function presentGalleryImage({ id, title, category, imageUrl, createdAt, updatedAt }: GalleryImage) {
  return withMongoStyleId({ id, title, category, imageUrl, createdAt, updatedAt });
}

const listBody = cachedJson((images: readonly GalleryImage[]) => images.map(presentGalleryImage));
const noImagesBody = encodeBody('[]');
const categoriesBody = cachedJson((categories: GalleryCategory[]) => categories.map(({ id, name }) => ({ id, name })));

export function galleryRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  const gallery = services.gallery;

  router.get('/', async (req, res) => {
    const asked = typeof req.query.category === 'string' && req.query.category ? req.query.category : null;
    const category = asked === null ? null : await gallery.findCategory(asked);
    // An unknown category: the empty list, not kept for the fast path (only real categories are).
    if (asked !== null && category === null) return sendJson(res, noImagesBody);
    const images = category ? await gallery.listOf(category) : await gallery.list();
    await sendPublicList(res, listBody(images), category ? `?category=${encodeURIComponent(category.name)}` : '');
  });

  router.get('/categories', async (_req, res) => {
    await sendPublicList(res, categoriesBody(await gallery.categories()), '/categories');
  });

  router.get('/:id', async (req, res) => {
    res.json(presentGalleryImage(await gallery.get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    res.status(201).json(presentGalleryImage(await gallery.create(actor, form.fields, form.files.image?.[0] ?? null, idempotencyKeyOf(req))));
  });

  router.put('/:id', async (req, res) => {
    const actor = await requireActor(services, req);
    const form = await readForm(req);
    res.json(presentGalleryImage(await gallery.update(actor, req.params.id, form.fields, form.files.image?.[0] ?? null)));
  });

  router.delete('/:id', async (req, res) => {
    await gallery.delete(await requireActor(services, req), req.params.id);
    res.json({ message: 'Image deleted successfully' });
  });

  return router;
}
