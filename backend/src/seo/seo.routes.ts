import type { Request, Response, Router } from 'express';
import { encodeBody } from '../encoded-body';
import type { ServiceLayer } from '../service-layer';
import { publicOrigin } from './public-origin';
import { robotsTxt } from './robots';
import { sitemapXml, sitemapUrls } from './sitemap';
import { SitemapCache } from './sitemap-cache';
import { createRouter } from '../http/router';

/** Crawlers revalidate (ETag) on every fetch, so a new project is listed at once. */
const REVALIDATE = 'no-cache';

/** /robots.txt and /sitemap.xml, from live content through the services. */
export function seoRoutes(services: ServiceLayer, publicUrl: string | null): Router {
  const router = createRouter();
  const sitemaps = new SitemapCache();

  const originOf = (req: Request, res: Response): string | null => {
    const origin = publicOrigin(req, publicUrl);
    if (!origin) res.status(400).type('text/plain').send('Bad Host header');
    return origin;
  };

  router.get('/robots.txt', (req, res) => {
    const origin = originOf(req, res);
    if (!origin) return;
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE);
    res.type('text/plain').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, res);
    if (!origin) return;
    const body = await sitemaps.get(origin, async () => {
      const [projects, gallery, list] = await Promise.all([services.projects.list(), services.gallery.list(), services.offerings.list()]);
      return encodeBody(sitemapXml(origin, sitemapUrls({ projects, gallery, services: list })));
    });
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE);
    // With the ETag already set, Express answers 304 to a matching conditional GET without hashing again.
    res.set('ETag', body.etag).type('application/xml; charset=utf-8').send(body.bytes);
  });

  return router;
}
