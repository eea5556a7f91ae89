import type { Request, Response, Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { RETRY_AFTER_SECONDS } from '../errors';
import { heicConverterHeaders } from '../http/security-headers';
import { HEIC_CONVERTER_PATH } from '@vriddhi/rules';

/**
 * The admin's hidden HEIC converter page (built by Vite from frontend/admin-tools/heic-converter.html), with
 * its own sandboxing CSP instead of the site's. Its HTML names the build's hashed script, so it is never kept.
 */
export function heicConverterRoute(router: Router, distDir: string): void {
  const html = path.join(distDir, 'admin-tools', 'heic-converter.html');
  router.get(HEIC_CONVERTER_PATH, (req: Request, res: Response) => {
    if (!fs.existsSync(html)) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain').send('The site is not built yet.');
      return;
    }
    heicConverterHeaders(req, res);
    res.sendFile(html);
  });
}
