import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { SPECULATION_RULES } from '@vriddhi/rules';

/** The CSP source that allows exactly this inline script text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Allows the Google Maps embed on the contact page and nothing else from outside. */
const contentSecurityPolicy = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    // Besides our own files, the speculation rules the islands add, by their hash (packages/rules
    // inline-scripts.ts); the site's CSP adds the islands' loader's (withInlineScripts).
    'script-src': ["'self'", hashSource(SPECULATION_RULES)],
    // Chakra UI (emotion) injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.google.com', 'https://maps.google.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // The site is also served over plain http (a LAN address, behind a proxy that terminates TLS):
    // upgrading its own requests to https there would break every script and image.
    'upgrade-insecure-requests': null,
  },
};

/** The site's CSP, images also allowed from `imageOrigins` (S3_PUBLIC_URL's origin). */
function withImagesFrom(imageOrigins: readonly string[]) {
  if (imageOrigins.length === 0) return contentSecurityPolicy;
  const directives = contentSecurityPolicy.directives;
  return { ...contentSecurityPolicy, directives: { ...directives, 'img-src': [...directives['img-src'], ...imageOrigins] } };
}

/**
 * The site's CSP with the public pages' islands' loader allowed by the hash of its text as their
 * renderer writes it (PageRenderer.islandsLoader, of the build the server loaded: made by the frontend's
 * build, never written out here). Without a built renderer there is no page, and no loader.
 */
function withInlineScripts(policy: typeof contentSecurityPolicy, islandsLoader: string | null) {
  if (islandsLoader === null) return policy;
  const directives = policy.directives;
  const [self, ...hashes] = directives['script-src'];
  return { ...policy, directives: { ...directives, 'script-src': [self, hashSource(islandsLoader), ...hashes] } };
}

/**
 * The admin app's HTML (/admin, /login, /set-password) may also frame our own pages: its hidden HEIC
 * converter (heicConverterContentSecurityPolicy). Its scripts keep `script-src 'self'` alone (not even the public
 * pages' loader): no eval, no inline script and no blob: workers where the admin's token is.
 */
export const adminAppContentSecurityPolicy = (imageOrigins: readonly string[] = []) =>
  helmet.contentSecurityPolicy({
    ...contentSecurityPolicy,
    directives: {
      ...withImagesFrom(imageOrigins).directives,
      'script-src': ["'self'"],
      'frame-src': ["'self'", ...contentSecurityPolicy.directives['frame-src']],
    },
  });

/**
 * The HEIC converter page the admin frames (pages/heic-converter.route.ts). heic2any runs libheif (compiled
 * to JavaScript) in a worker it makes from a blob: URL, and that code builds functions with `new Function`:
 * both are allowed here only. `sandbox allow-scripts` (no allow-same-origin) gives the page an opaque origin,
 * so what runs there cannot read the admin's localStorage or cookies, nor call the API as the admin;
 * frame-ancestors 'self' lets only our own pages frame it. Nothing else may load: no images, requests or forms.
 */
export const heicConverterContentSecurityPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    sandbox: ['allow-scripts'],
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'worker-src': ['blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  },
});

/**
 * Every answer of the HEIC converter's page, whichever address asked for it: its own sandboxing CSP
 * instead of the site's, never kept, never indexed.
 */
export function heicConverterHeaders(req: Request, res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  heicConverterContentSecurityPolicy(req, res, (error?: unknown) => {
    if (error) throw error;
  });
}

/**
 * The headers every answer gets, as middlewares that only set headers (the fast path runs them once
 * to learn them, fast-path.ts headersOf): helmet's (the CSP above, allowing `islandsLoader`, the loaded
 * renderer's, by its hash) and CORS for `corsOrigins`.
 */
export function securityHeaders(corsOrigins: readonly string[], imageOrigins: readonly string[] = [], islandsLoader: string | null = null) {
  const allowed = new Set(corsOrigins);
  return [
    helmet({
      contentSecurityPolicy: withInlineScripts(withImagesFrom(imageOrigins), islandsLoader),
      crossOriginEmbedderPolicy: false,
      // Headers for browsers gone for years (Internet Explorer's download prompt and XSS filter), and one
      // that only stops the browser resolving the next page's host early: every page's answer is smaller
      // without them, which keeps a page's first round trip within a phone's first TCP window.
      xXssProtection: false,
      xDownloadOptions: false,
      xDnsPrefetchControl: false,
      // Framing is governed by the CSP's frame-ancestors, which every browser since 2016 obeys instead of
      // X-Frame-Options; the cross-domain policies header was for Flash and Acrobat's plug-ins.
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
    }),
    cors((req, callback) => {
      const { origin } = req.headers;
      const granted = origin !== undefined && allowed.has(origin);
      callback(null, {
        origin: origin === undefined || granted,
        // Only to an allowed origin: a request with no Origin (the site's own pages) reads nothing by it.
        credentials: granted,
        maxAge: 600,
        // Only to an allowed origin: answers to the site's own pages need not carry it.
        exposedHeaders: granted ? EXPOSED_HEADERS : undefined,
      });
    }),
  ];
}

/** The headers a script of an allowed origin may read besides the basic ones: a record's version (ETag), the next page (Link) and the list's size. */
const EXPOSED_HEADERS = ['ETag', 'Link', 'X-Total-Count'];

/** Answers to a signed-in admin must not stay in a shared computer's browser cache. */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (req.headers.authorization !== undefined) res.setHeader('Cache-Control', 'private, no-store');
  next();
}
