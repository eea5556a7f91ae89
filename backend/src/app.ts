import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import helmet from 'helmet';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createContext, type GraphQLContext } from './graphql/context';
import { createErrorFormatter } from './graphql/format-error';
import { complexityLimit, depthLimit, MAX_COMPLEXITY, MAX_DEPTH } from './graphql/limits';
import { PublicQueryCache } from './graphql/public-query-cache';
import { createFastPath, headersOf } from './http/fast-path';
import { memoizePublicReads, ResponseMemo } from './http/response-memo';
import type { Logger } from './logger';
import { authRoutes } from './modules/auth/auth.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { requestLogging } from './request-log';
import { restErrorHandler } from './rest/handlers';
import type { Services } from './services';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from './storage';

export interface AppDeps {
  config: Pick<Config, 'corsOrigins' | 'uploadDir' | 'frontendDist' | 'nodeEnv'>;
  db: DataSource;
  services: Services;
  schema: GraphQLSchema;
  logger: Logger;
}

export interface App {
  express: express.Express;
  apollo: ApolloServer<GraphQLContext>;
  /** Answers memoized public reads before Express; false when Express must handle the request. */
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** Allows the Google Maps embed on the contact page and nothing else from outside. */
const contentSecurityPolicy = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

export async function createApp({ config, db, services, schema, logger }: AppDeps): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(requestLogging(logger));
  const allowed = new Set(config.corsOrigins);
  const headerMiddlewares = [
    helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false }),
    cors({
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      credentials: true,
      maxAge: 600,
    }),
  ];
  app.use(headerMiddlewares);
  // Answers to a signed-in admin must not stay in a shared computer's browser cache.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== undefined) res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  const memo = new ResponseMemo();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });

  // REST shims of the spec, over the same services as GraphQL.
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(express.urlencoded({ extended: false, limit: '100kb' }));
  api.use(memoizePublicReads(memo, ['category']));
  api.use('/auth', authRoutes(services));
  api.use('/projects', projectsRoutes(services));
  api.use('/gallery', galleryRoutes(services));
  api.use('/services', servicesRoutes(services));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use(restErrorHandler(logger));
  app.use('/api', api);

  const publicQueries = new PublicQueryCache(memo);
  const graphqlContext = async (req: Request) => createContext(services, req.headers.authorization, req.ip ?? 'unknown');
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    formatError: createErrorFormatter(logger),
    validationRules: [depthLimit(MAX_DEPTH)],
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      complexityLimit(schema, MAX_COMPLEXITY),
      publicQueries.plugin(),
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    // The public pages' anonymous list queries, answered from memory until the next write.
    publicQueries.middleware(apollo, graphqlContext),
    discardUnreadUploads,
    // busboy cuts a file off as soon as it reaches maxFileSize: one more byte lets exactly 10 MB through.
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: MAX_FILES_PER_REQUEST }),
    expressMiddleware(apollo, { context: async ({ req }) => graphqlContext(req) }),
  );
  app.use('/graphql', graphqlTransportErrorHandler(logger));

  // Uploaded images: random, never-reused names, so they can be cached for good.
  app.use(
    '/uploads',
    express.static(config.uploadDir, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: true }),
    (_req: Request, res: Response) => {
      res.status(404).json({ message: 'Image not found' });
    },
  );

  serveFrontend(app, config.frontendDist);
  return { express: app, apollo, fastPath: createFastPath(memo, headersOf(headerMiddlewares), logger) };
}

/**
 * graphql-upload-minimal hands resolvers file streams read straight from the request. A file that no
 * resolver reads (the mutation was refused first: 401, a validation error) would leave the rest of
 * the body unread and the keep-alive connection stuck, so once the answer is sent the rest is discarded.
 */
function discardUnreadUploads(req: Request, res: Response, next: NextFunction): void {
  res.once('finish', () => {
    if (!req.readableEnded) {
      req.unpipe();
      req.resume();
    }
  });
  next();
}

/** Errors before Apollo runs (malformed multipart, too many files, a body too large) as GraphQL errors. */
function graphqlTransportErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    const codes: Record<number, string> = { 400: 'BAD_REQUEST', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };
    if (status >= 500) logger.error({ err: error, reqId: req.id }, 'GraphQL transport error');
    const message = status >= 500 ? 'Internal server error' : status === 413 ? 'File is too large: the limit is 10 MB per image' : (error as Error).message;
    res.status(status).json({ errors: [{ message, extensions: { code: codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST') } }] });
  };
}

/** The built SPA with client-side routing: unknown GET paths that want HTML get index.html. */
function serveFrontend(app: express.Express, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    res.status(status === 404 ? 404 : 500).json({ message: status === 404 ? 'Not found' : 'Internal server error' });
  });
}
