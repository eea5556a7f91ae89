import type { LocaleValue } from '@vriddhi/rules';
import type { Request, Response, Router } from 'express';
import { encodeBody } from '../../encoded-body';
import type { PublicResponseCache } from '../../http/public-cache';
import { createRouter } from '../../http/router';
import type { ServiceLayer } from '../../service-layer';
import { CARD_FILES, SHARE_IMAGES_PATH, type ShareJpeg } from './share-images.service';

const JPEG_HEADERS: [string, string][] = [['Content-Type', 'image/jpeg']];
const JSON_HEADERS: [string, string][] = [['Content-Type', 'application/json; charset=utf-8']];
const PROJECT_FILE = /^(.+)\.jpg$/;

/**
 * The pictures of link previews, mounted at SHARE_IMAGES_PATH: /page.jpg (the card of every page but
 * a project's; /page-ta.jpg the Tamil pages') and /projects/<id>.jpg, through the public response cache like every public answer
 * (ETag and 304, Cache-Control; kept at the URL the pages name, with its current `v`). Any other `v`,
 * or none, gets the current picture, never kept. An unknown or hidden project, or any other path: 404.
 */
export function shareImagesRoutes(services: ServiceLayer, publicCache: PublicResponseCache): Router {
  const router = createRouter();
  const { shareImages } = services;

  const send = (req: Request, res: Response, jpeg: ShareJpeg | null) =>
    jpeg
      ? publicCache.respond(req, res, publicCache.canonicalKey(req, jpeg.image.url.slice(SHARE_IMAGES_PATH.length)), async () => ({
          status: 200,
          headers: JPEG_HEADERS,
          body: jpeg.body,
        }))
      : publicCache.respond(req, res, null, async () => ({ status: 404, headers: JSON_HEADERS, body: encodeBody(JSON.stringify({ message: 'Not found' })) }));

  for (const [locale, file] of Object.entries(CARD_FILES) as [LocaleValue, string][]) {
    router.get(`/${file}`, async (req, res) => {
      await send(req, res, await shareImages.cardJpeg(locale));
    });
  }

  router.get('/projects/:file', async (req, res) => {
    const id = PROJECT_FILE.exec(req.params.file)?.[1];
    await send(req, res, id === undefined ? null : await shareImages.projectJpeg(id));
  });

  router.use(async (req, res) => {
    await send(req, res, null);
  });
  return router;
}
