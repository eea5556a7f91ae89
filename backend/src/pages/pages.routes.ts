import { Router, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { publicOrigin } from '../seo/public-origin';
import type { RenderPage } from './page-renderer';

/** The public pages' paths; anything else is answered with the not-found page. */
const PUBLIC_PAGE = /^\/(?:about|services|projects|projects\/[^/]+|gallery|contact)?$/;
/** The client-rendered app: the admin and its login. */
const ADMIN_APP = /^\/(?:admin(?:\/.*)?|login)$/;
/** Short admin URLs of the spec, kept as redirects to their /admin/ address. */
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

const NOT_BUILT = 'The site is not built yet: run `npm run build` (npm start does it for you).';
const RENDER_FAILED = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Back to Home</a></p></body></html>';

export interface PublicPagesOptions {
  render: RenderPage | null;
  distDir: string;
  publicUrl: string | null;
  logger: Logger;
}

/**
 * Every GET that is not the API, an image or an asset: the public pages rendered on the server, the
 * admin app's HTML for /admin and /login, and the spec's short admin URLs as redirects.
 */
export function publicPages({ render, distDir, publicUrl, logger }: PublicPagesOptions): Router {
  const router = Router();
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
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.sendFile(adminHtml);
  });

  router.get(/.*/, async (req: Request, res: Response) => {
    if (!render) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    const origin = publicOrigin(req, publicUrl);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    // Every unknown path shows the same not-found page, so it is rendered as that one page.
    const url = PUBLIC_PAGE.test(req.path) ? req.url : '/404';
    let page;
    try {
      page = await render(url, origin);
    } catch (error) {
      logger.error({ err: error, reqId: req.id }, 'Rendering a public page failed');
      res.status(500).setHeader('Cache-Control', 'no-store');
      res.type('html').send(RENDER_FAILED);
      return;
    }
    res.status(page.status).setHeader('Cache-Control', page.status === 200 ? 'no-cache' : 'no-store');
    res.setHeader('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
    res.type('html').send(page.html);
  });

  return router;
}
