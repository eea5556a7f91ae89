import { adminPath } from '@vriddhi/rules';
import type { Router } from 'express';
import { RETRY_AFTER_SECONDS, UnauthenticatedError } from '../errors';
import { createRouter } from '../http/router';
import { PREVIEW_PREFIX } from '../modules/previews/previews.service';
import { publicOrigin } from '../seo/public-origin';
import type { ServiceLayer } from '../service-layer';
import type { PublicPageRenderer } from './page-renderer';

export interface PreviewRoutesOptions {
  renderer: PublicPageRenderer | null;
  services: ServiceLayer;
  publicUrl: string | null;
}

/** Over the page's own content, at the bottom, so the header and its links stay as visitors see them. */
const HIDDEN_BANNER =
  '<div role="status" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:10px 16px;background:#fef3c7;color:#78350f;border-top:2px solid #d97706;font:600 14px/1.4 system-ui,sans-serif;text-align:center">' +
  'Preview: this project is hidden. Visitors get “page not found” until “Show on the site” is switched on in the admin.</div>';

const REFUSED_PAGE = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview unavailable</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Preview unavailable</h1><p>${message}</p><p><a href="${adminPath('allProjects')}">Back to the admin</a></p></body></html>`;

/**
 * GET /preview/projects/:id?token=…: the project's page rendered for the admin a preview link was
 * made for (PreviewsService), hidden or not, exactly as its public page renders it. Never kept by any
 * cache (private, no-store: it can show what visitors must not see) and never indexed.
 */
export function previewRoutes({ renderer, services, publicUrl }: PreviewRoutesOptions): Router {
  const router = createRouter();
  router.get(`${PREVIEW_PREFIX}/projects/:id`, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const origin = publicOrigin(req, publicUrl);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    let opened;
    try {
      opened = await services.previews.openProject(token, req.params.id);
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
      res.status(401).type('html').send(REFUSED_PAGE(error.message));
      return;
    }
    if (!renderer) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain').send('The site is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const page = await renderer.load(`/projects/${req.params.id}`, opened.actor);
    const html = renderer.render(page, origin);
    const hidden = opened.project !== null && !opened.project.published;
    res
      .status(page.status)
      .type('html')
      .send(hidden ? html.replace(/<body\b[^>]*>/, (body) => body + HIDDEN_BANNER) : html);
  });
  return router;
}
