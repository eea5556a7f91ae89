import express from 'express';
import path from 'node:path';
import { ASSET_CACHING, servePrecompressedAssets } from './precompressed-assets';
import { createRouter } from './router';
import { pipeline } from 'node:stream';
import { isValidStorageKey } from '../storage/storage-key';
import type { OpenedObject } from '../storage/storage-driver';
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

/** What /uploads/ answers from when the photos are not on this machine's disk. */
export interface StoredFiles {
  kind: 'local' | 's3';
  open(key: string): Promise<OpenedObject | null>;
}

/** Photos never change under their name (random, never reused): kept for good, as express.static's `immutable` says. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded images: random, never-reused names, so they can be cached for good. From the upload folder,
 * or streamed from the bucket (S3, without S3_PUBLIC_URL; with it pages name the public address, and
 * these addresses still answer for pages kept from before) with the same headers.
 */
export function uploadedFiles(uploadDir: string, files?: StoredFiles): express.RequestHandler[] {
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).json({ message: 'Image not found' });
  };
  if (files?.kind === 's3') return [streamedFrom(files), notFound];
  return [express.static(uploadDir, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: true }), notFound];
}

/** GET and HEAD of /uploads/<key>: the object streamed, never read whole; 304 to a fresh If-None-Match or If-Modified-Since. */
function streamedFrom(files: StoredFiles): express.RequestHandler {
  return (req, res, next) => {
    const key = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isValidStorageKey(key)) return next();
    files.open(key).then((opened) => {
      if (!opened) return next();
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('ETag', opened.etag);
      res.setHeader('Last-Modified', opened.modifiedAt.toUTCString());
      res.setHeader('Content-Type', 'image/webp');
      if (req.fresh || req.method === 'HEAD') {
        opened.body.destroy();
        if (req.fresh) res.status(304).end();
        else res.setHeader('Content-Length', String(opened.bytes)).end();
        return;
      }
      res.setHeader('Content-Length', String(opened.bytes));
      pipeline(opened.body, res, () => undefined); // a client gone meanwhile: both ends closed
    }, next);
  };
}
