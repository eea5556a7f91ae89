import express from 'express';
import path from 'node:path';
import { ASSET_CACHING, servePrecompressedAssets } from './precompressed-assets';
import { createRouter } from './router';
import { heicConverterHeaders } from './security-headers';

/**
 * The browser build: hashed assets (cached for good, precompressed at build) and the files of
 * frontend/public. The build's HTML files are pages the server answers at their own addresses with
 * their own headers (the admin app, the HEIC converter); at their file's address
 * (`/admin-tools/heic-converter.html`, `/index.html`, in any spelling that reaches the file) they
 * get the converter's: sandboxed, with no origin, so no page runs there with the site's powers.
 */
export function frontendFiles(distDir: string): express.RequestHandler[] {
  const assets = path.join(distDir, 'assets');
  const assetFiles = createRouter();
  assetFiles.use(
    '/assets',
    readableFromSandboxedPages,
    servePrecompressedAssets(assets),
    express.static(assets, { ...ASSET_CACHING, index: false, fallthrough: false }),
  );
  const sandboxHtml = (res: express.Response, file: string) => {
    if (path.extname(file).toLowerCase() === '.html') heicConverterHeaders(res.req, res);
  };
  return [assetFiles, express.static(distDir, { index: false, maxAge: '1h', setHeaders: sandboxHtml })];
}

/**
 * The admin's HEIC converter page is sandboxed (an opaque origin, "null"), so the module scripts it loads
 * from here are cross-origin CORS requests: the build's public files may be read by any origin, without
 * credentials. An origin the CORS allowlist answered keeps its answer.
 */
function readableFromSandboxedPages(_req: express.Request, res: express.Response, next: express.NextFunction): void {
  if (!res.hasHeader('Access-Control-Allow-Origin')) res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

/** Uploaded images: random, never-reused names, so they can be cached for good. */
export function uploadedFiles(uploadDir: string): express.RequestHandler[] {
  return [
    express.static(uploadDir, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: true }),
    (_req, res) => {
      res.status(404).json({ message: 'Image not found' });
    },
  ];
}
