import type { Request, Response, Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { encodeBody } from '../encoded-body';
import { RETRY_AFTER_SECONDS } from '../errors';
import { toHttpError } from '../http/http-error';
import { sendAndKeep, sendCachedResponse, type PublicResponseCache } from '../http/public-cache';
import type { Logger } from '../logger';
import { readCacheVersion } from '../read-cache';
import { publicOrigin } from '../seo/public-origin';
import type { RenderedPage, RenderPage } from './page-renderer';
import { RenderedPages } from './rendered-pages';
import { createRouter } from '../http/router';

/** The public pages' paths; anything else is answered with the not-found page. */
const PUBLIC_PAGE = /^\/(?:about|services|projects|projects\/[^/]+|gallery|contact)?$/;
/** The projects page's filter; with the gallery's, the only query parameters a page reads. */
const PROJECT_CATEGORY = /^(?:residential|commercial|industrial|infrastructure)$/;
/** Longer than any category name could be: not looked up. */
const MAX_GALLERY_CATEGORY_LENGTH = 100;
/** Rendered for every project id that is not published: the spec's 'Project not found' page, the same for all. */
const MISSING_PROJECT = '/projects/missing';
/** The client-rendered app: the admin and its login. */
const ADMIN_APP = /^\/(?:admin(?:\/.*)?|login)$/;
/** Short admin URLs (/addprojects, /editproject/:id, …), kept as redirects to their /admin/ address. */
const ADMIN_ALIAS = /^\/(dashboard|addprojects|addgalleryimages|addservices|allprojects|allgalleryimages|allservices|(?:editproject|editgalleryimage|editservice)\/[^/]+)$/;

/**
 * Speculation Rules (sent as a header, so the CSP needs no inline script): a public page is prerendered
 * while the visitor's pointer rests on a link to it, so following the link shows it at once.
 */
const SPECULATION_RULES_PATH = '/speculation-rules.json';
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin', '/admin/*', '/login', '/api/*', '/uploads/*', '/graphql*', '/*.*'] } },
          { not: { selector_matches: '[target], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The headers of a page, kept with it in the public response cache. */
const PAGE_HEADERS: readonly [string, string][] = [
  ['Content-Type', 'text/html; charset=utf-8'],
  ['Cache-Control', 'no-cache'],
  ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`],
];

const NOT_BUILT = 'The site is not built yet: run `npm run build` (npm start does it for you).';
const RENDER_FAILED = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Back to Home</a></p></body></html>';

export interface PublicPagesOptions {
  render: RenderPage | null;
  cache: PublicResponseCache;
  /** Whether a project with this id is published (read from the services' cached list). */
  projectExists: (id: string) => Promise<boolean>;
  /** The stored name of a gallery category given in any case; null when there is none (cached by the services). */
  galleryCategory: (name: string) => Promise<string | null>;
  distDir: string;
  publicUrl: string | null;
  logger: Logger;
}

/**
 * The one spelling of a public page's path, when `rawPath` is another spelling of one: percent-escapes
 * decoded where they need none, lower case (the pages' names and project ids, which are UUIDs), no
 * empty or trailing segments. Null when it is already canonical or names no page (answered 404).
 */
export function canonicalPagePath(rawPath: string): string | null {
  let segments: string[];
  try {
    segments = rawPath
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()));
  } catch {
    return null; // a malformed escape names no page
  }
  const canonical = `/${segments.join('/')}`;
  return canonical !== rawPath && PUBLIC_PAGE.test(canonical) ? canonical : null;
}

/**
 * The one URL a page is rendered and kept for: the path, plus `?category=` on the projects page and the
 * gallery when it names an existing category. Anything else in the query (a campaign tag, a cache buster,
 * a made-up category) changes nothing on the page, so it is answered from the same kept page instead of
 * costing a render.
 */
async function canonicalPageUrl(path: string, query: Request['query'], galleryCategory: PublicPagesOptions['galleryCategory']): Promise<string> {
  if (!PUBLIC_PAGE.test(path)) return '/404';
  const category = typeof query.category === 'string' ? query.category : '';
  if (path === '/projects' && PROJECT_CATEGORY.test(category)) return `${path}?category=${category}`;
  if (path === '/gallery' && category && category.length <= MAX_GALLERY_CATEGORY_LENGTH) {
    const name = await galleryCategory(category);
    // Spelled as the chips' links spell it, so those requests match the kept page before routing.
    if (name !== null) return `${path}?${new URLSearchParams({ category: name }).toString()}`;
  }
  return path;
}

/**
 * Every GET that is not the API, an image or an asset: the public pages rendered on the server, the
 * admin app's HTML for /admin and /login, and the short admin URLs as redirects.
 */
export function publicPages({ render, cache, projectExists, galleryCategory, distDir, publicUrl, logger }: PublicPagesOptions): Router {
  const router = createRouter();
  const adminHtml = path.join(distDir, 'index.html');

  router.get(SPECULATION_RULES_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/speculationrules+json').send(SPECULATION_RULES);
  });

  router.get(ADMIN_ALIAS, (req: Request, res: Response) => {
    const alias = req.path.slice(1);
    res.redirect(302, alias === 'dashboard' ? '/admin' : `/admin/${alias}`);
  });

  router.get(ADMIN_APP, (_req: Request, res: Response) => {
    if (!fs.existsSync(adminHtml)) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.sendFile(adminHtml);
  });

  const pages = render ? new RenderedPages(render) : null;
  const isMissingProject = async (url: string): Promise<boolean> => {
    const id = /^\/projects\/([^/?]+)$/.exec(url)?.[1];
    if (id === undefined) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      return true; // a malformed escape names no project
    }
    return !(await projectExists(decoded));
  };
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
    const anonymousGet = (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined;
    const key = cache.keyOf(req, url);
    const kept = anonymousGet ? cache.get(key) : undefined;
    if (kept) {
      sendCachedResponse(req, res, kept);
      return;
    }

    const versionAtStart = readCacheVersion();
    let page: RenderedPage;
    try {
      page = await pages.get((await isMissingProject(url)) ? MISSING_PROJECT : url, origin);
    } catch (error) {
      const answer = toHttpError(error);
      if (!answer) logger.error({ err: error, reqId: req.id }, 'Rendering a public page failed');
      if (answer?.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
      res.status(answer && answer.status >= 500 ? answer.status : 500).setHeader('Cache-Control', 'no-store');
      res.type('html').send(RENDER_FAILED);
      return;
    }
    res.setHeader('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
    if (page.status !== 200) {
      res.status(page.status).setHeader('Cache-Control', 'no-store');
      if (page.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS)); // its data could not be read
      res.type('html').send(page.html);
      return;
    }
    const response = { headers: [...PAGE_HEADERS], body: encodeBody(page.html) };
    if (anonymousGet) await sendAndKeep(cache, req, res, key, response, versionAtStart);
    else {
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.status(200).set('ETag', response.body.etag).send(response.body.bytes);
    }
  });

  return router;
}
