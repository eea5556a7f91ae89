import express from 'express';
import path from 'node:path';
import { ASSET_CACHING, servePrecompressedAssets } from './precompressed-assets';
import { createRouter } from './router';

/** The browser build: hashed assets (cached for good, precompressed at build) and the files of frontend/public. */
export function frontendFiles(distDir: string): express.RequestHandler[] {
  const assets = path.join(distDir, 'assets');
  const assetFiles = createRouter();
  assetFiles.use(
    '/assets',
    readableFromSandboxedPages,
    servePrecompressedAssets(assets),
    express.static(assets, { ...ASSET_CACHING, index: false, fallthrough: false }),
  );
  return [assetFiles, express.static(distDir, { index: false, maxAge: '1h' })];
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
