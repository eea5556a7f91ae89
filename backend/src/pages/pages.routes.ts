import {
  adminPathOfShort,
  canonicalPagePath,
  isAdminAppPath,
  localeOfPath,
  localizedPath,
  matchPublicPage,
  PROJECT_CATEGORIES,
  type ProjectCategoryValue,
} from '@vriddhi/rules';
import type { NextFunction, Request, Response, Router } from 'express';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { encodeBody } from '../encoded-body';
import { RETRY_AFTER_SECONDS } from '../errors';
import { toHttpError } from '../http/http-error';
import { isAnonymousRead, type PublicAnswer, type PublicResponseCache } from '../http/public-cache';
import type { ServiceLayer } from '../service-layer';
import type { Logger } from '../logger';
import { publicOrigin } from '../seo/public-origin';
import type { PublicPageRenderer } from './page-renderer';
import { RenderedPages } from './rendered-pages';
import { createRouter } from '../http/router';
import { adminAppContentSecurityPolicy } from '../http/security-headers';
import { heicConverterRoute } from './heic-converter.route';

/** Longer than any category name could be: not looked up. */
const MAX_GALLERY_CATEGORY_LENGTH = 100;
const HTML: [string, string] = ['Content-Type', 'text/html; charset=utf-8'];
/** The headers of a page, kept with it in the public response cache. */
const PAGE_HEADERS: readonly [string, string][] = [HTML];

const NOT_BUILT = 'The site is not built yet: run `npm run build` (npm start does it for you).';
const RENDER_FAILED =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Back to Home</a></p></body></html>';

export interface PublicPagesOptions {
  renderer: PublicPageRenderer | null;
  cache: PublicResponseCache;
  services: ServiceLayer;
  distDir: string;
  publicUrl: string | null;
  logger: Logger;
  /** Origins besides the site's own that serve its photos (S3_PUBLIC_URL's), for the admin app's CSP. */
  imageOrigins?: readonly string[];
}

/**
 * The one URL a page is rendered and kept for: the path, plus `?category=` on the projects page and the
 * gallery when it names an existing category. Anything else in the query (a campaign tag, a cache buster,
 * a made-up category) changes nothing on the page, so it is answered from the same kept page instead of
 * costing a render.
 */
async function canonicalPageUrl(path: string, query: Request['query'], galleryCategory: (name: string) => Promise<string | null>): Promise<string> {
  const page = matchPublicPage(path);
  // One not-found render per language (the renderer decides the language of any path, a page or not).
  if (!page) return localizedPath(localeOfPath(path).locale, '/404');
  const category = typeof query.category === 'string' ? query.category : '';
  // The projects page's filter; with the gallery's, the only query parameters a page reads (in either language).
  if (page.name === 'projects' && PROJECT_CATEGORIES.includes(category as ProjectCategoryValue)) return `${path}?category=${category}`;
  if (page.name === 'gallery' && category && category.length <= MAX_GALLERY_CATEGORY_LENGTH) {
    const name = await galleryCategory(category);
    // Spelled as the chips' links spell it, so those requests match the kept page before routing.
    if (name !== null) return `${path}?${new URLSearchParams({ category: name }).toString()}`;
  }
  return path;
}

/**
 * Every GET that is not the API, an image or an asset: the public pages rendered on the server, the
 * admin app's HTML for /admin, /login and /set-password, and the short admin URLs as redirects.
 */
export function publicPages({ renderer, cache, services, distDir, publicUrl, logger, imageOrigins = [] }: PublicPagesOptions): Router {
  // Reads the services' cached list: an anonymous page request costs no query.
  const galleryCategory = async (name: string) => {
    const names = (await services.gallery.categories()).map((category) => category.name);
    return names.find((known) => known === name) ?? names.find((known) => known.toLowerCase() === name.toLowerCase()) ?? null;
  };
  const router = createRouter();
  const adminHtml = path.join(distDir, 'index.html');
  const adminCsp = adminAppContentSecurityPolicy(imageOrigins);

  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    const screen = adminPathOfShort(req.path);
    if (screen) res.redirect(302, screen);
    else if (isAdminAppPath(req.path)) sendAdminApp(req, res);
    else next();
  });
  const sendAdminApp = (req: Request, res: Response) => {
    if (!fs.existsSync(adminHtml)) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    adminCsp(req, res, () => res.sendFile(adminHtml));
  };
  heicConverterRoute(router, distDir);

  const pages = renderer ? new RenderedPages(renderer, services.contentVersion) : null;
  router.get(/.*/, async (req: Request, res: Response) => {
    if (!pages) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain').send(NOT_BUILT);
      return;
    }
    const origin = publicOrigin(req, publicUrl);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    const canonicalPath = canonicalPagePath(req.path);
    if (canonicalPath !== null) {
      // Before any rendering: another spelling would be another page to render and keep, with its own canonical link.
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query === -1 ? canonicalPath : canonicalPath + req.originalUrl.slice(query));
      return;
    }
    const url = await canonicalPageUrl(req.path, req.query, galleryCategory);
    // A page's views are counted by its path: the projects page filtered by a category is the projects page.
    const viewed = url.split('?')[0];
    const countView = (served: IncomingMessage, status: number) => services.visits.pageServed(served, status, viewed);
    await cache.respond(req, res, isAnonymousRead(req) ? cache.keyOf(req, url) : null, async (): Promise<PublicAnswer> => {
      try {
        const page = await pages.get(url, origin);
        // A 503: the page's data could not be read.
        const retry: [string, string][] = page.status === 503 ? [['Retry-After', String(RETRY_AFTER_SECONDS)]] : [];
        return {
          status: page.status,
          headers: [...PAGE_HEADERS, ...retry],
          body: encodeBody(page.html),
          whenServed: page.status === 200 ? countView : undefined,
        };
      } catch (error) {
        const answer = toHttpError(error);
        if (!answer) logger.error({ err: error, reqId: req.id }, 'Rendering a public page failed');
        const retry: [string, string][] = answer?.retryAfterSeconds !== undefined ? [['Retry-After', String(answer.retryAfterSeconds)]] : [];
        return { status: answer && answer.status >= 500 ? answer.status : 500, headers: [HTML, ...retry], body: encodeBody(RENDER_FAILED) };
      }
    });
  });

  return router;
}
