import type { Request, Response, Router } from 'express';
import { encodeBody } from '../encoded-body';
import type { ServiceLayer } from '../service-layer';
import { publicOrigin } from './public-origin';
import { robotsTxt } from './robots';
import { sitemapXml, sitemapUrls } from './sitemap';
import { createRouter } from '../http/router';
import type { PublicResponseCache } from '../http/public-cache';

const TEXT_HEADERS: [string, string][] = [['Content-Type', 'text/plain; charset=utf-8']];
const XML_HEADERS: [string, string][] = [['Content-Type', 'application/xml; charset=utf-8']];

/** /robots.txt and /sitemap.xml, from live content through the services. */
export function seoRoutes(services: ServiceLayer, publicCache: PublicResponseCache, publicUrl: string | null): Router {
  const router = createRouter();

  const originOf = (req: Request, res: Response): string | null => {
    const origin = publicOrigin(req, publicUrl);
    if (!origin) res.status(400).type('text/plain').send('Bad Host header');
    return origin;
  };

  router.get('/robots.txt', async (req, res) => {
    const origin = originOf(req, res);
    if (!origin) return;
    await publicCache.respond(req, res, publicCache.canonicalKey(req, '/robots.txt'), async () => ({
      status: 200,
      headers: TEXT_HEADERS,
      body: encodeBody(robotsTxt(origin)),
    }));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, res);
    if (!origin) return;
    // Crawlers revalidate (ETag) on every fetch, so a new project is listed at once.
    await publicCache.respond(req, res, publicCache.canonicalKey(req, '/sitemap.xml'), async () => {
      // As a visitor sees them, whoever asks: hidden items have no page to list.
      const [projects, gallery, list] = await Promise.all([services.projects.list(null), services.gallery.list(null), services.services.list(null)]);
      return { status: 200, headers: XML_HEADERS, body: encodeBody(sitemapXml(origin, sitemapUrls({ projects, gallery, services: list }))) };
    });
  });

  return router;
}
