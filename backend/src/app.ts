import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { RETRY_AFTER_SECONDS } from './errors';
import { createContext, type GraphQLContext } from './graphql/context';
import { createErrorFormatter, serviceUnavailableStatus } from './graphql/format-error';
import { graphqlHttpHandler } from './graphql/http-handler';
import { createDocumentStore } from './graphql/document-store';
import { costLimit, GRAPHQL_LIMITS, validationLimits } from './graphql/limits';
import { graphqlMultipart } from './graphql/multipart-request';
import { PublicQueries } from './graphql/public-queries';
import { MAX_BODY_BYTES, refuseOversizedBodies } from './http/body-size';
import { closeUnreadRequests } from './http/close-unread-requests';
import { compressResponses } from './http/compress-responses';
import { toHttpError, type HttpError } from './http/http-error';
import { limitJsonDepth } from './http/json-depth';
import { ASSET_CACHING, servePrecompressedAssets } from './http/precompressed-assets';
import { createFastPath, headersOf, PublicResponseCache } from './http/public-cache';
import type { Logger } from './logger';
import { authRoutes } from './modules/auth/auth.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { offeringsRoutes } from './modules/offerings/offerings.routes';
import { createRouter } from './http/router';
import { prepareUploadSpool } from './http/upload-spool';
import { requestLogging } from './request-log';
import { idempotencyKeyOf, restErrorHandler } from './rest/handlers';
import { loadPageRenderer } from './pages/page-renderer';
import { publicPages } from './pages/pages.routes';
import { seoRoutes } from './seo/seo.routes';
import type { ServiceLayer } from './service-layer';

export interface AppDeps {
  config: Pick<Config, 'corsOrigins' | 'uploadDir' | 'dataDir' | 'frontendDist' | 'reloadPages' | 'nodeEnv' | 'publicUrl' | 'trustProxy'>;
  db: DataSource;
  services: ServiceLayer;
  schema: GraphQLSchema;
  logger: Logger;
}

export interface App {
  express: express.Express;
  apollo: ApolloServer<GraphQLContext>;
  /** Whole answers to anonymous public reads (REST lists, GraphQL GET queries, HTML pages), kept until the next write. */
  publicCache: PublicResponseCache;
  /** Whether a peer is a proxy whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  isTrustedProxy: (address: string) => boolean;
  /** Answers what the public cache holds before Express; false when Express must handle the request. */
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
  app.set('case sensitive routing', true); // as every router's (createRouter)
  app.set('trust proxy', config.trustProxy);
  app.locals.uploadSpoolDir = prepareUploadSpool(config.dataDir);

  app.use(requestLogging(logger));
  app.use((req: Request, res: Response, next: NextFunction) => {
    closeUnreadRequests(req, res);
    next();
  });
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
  app.use(compressResponses());
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const publicCache = new PublicResponseCache({ contentVersion: services.contentVersion, trustProxy });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const unready = await readinessProblem(db, services);
    if (!unready) {
      res.json({ status: 'ready' });
      return;
    }
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.json({ status: 'unavailable', message: unready });
  });
  app.use(seoRoutes(services, publicCache, config.publicUrl)); // /robots.txt, /sitemap.xml

  // The REST API under /api, over the same services as GraphQL.
  const api = createRouter();
  api.use(refuseOversizedBodies, express.json({ limit: MAX_BODY_BYTES }), limitJsonDepth);
  api.use(express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }));
  api.use('/auth', authRoutes(services));
  api.use('/projects', projectsRoutes(services, publicCache));
  api.use('/gallery', galleryRoutes(services, publicCache));
  api.use('/services', offeringsRoutes(services, publicCache));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use(restErrorHandler(logger));
  app.use('/api', api);

  const publicQueries = new PublicQueries();
  const graphqlContext = async (req: Request) => createContext(services, req.headers.authorization, req.ip ?? 'unknown', idempotencyKeyOf(req));
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // The server's own shutdown stops Apollo after the last answer; Apollo's signal handlers would
    // stop it first (while requests still run) and then hang the server's stop.
    stopOnTerminationSignals: false,
    // Automatic persisted queries: nothing of ours sends them, and their store would be one more cache to bound.
    persistedQueries: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    documentStore: createDocumentStore(),
    formatError: createErrorFormatter(logger),
    validationRules: validationLimits(),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      costLimit(schema),
      serviceUnavailableStatus(),
      publicQueries.plugin(),
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await apollo.start();
  app.use(
    '/graphql',
    refuseOversizedBodies,
    express.json({ limit: MAX_BODY_BYTES }),
    limitJsonDepth,
    graphqlMultipart(services),
    graphqlHttpHandler(apollo, graphqlContext, publicQueries, publicCache),
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

  serveFrontendFiles(app, config.frontendDist);
  app.use(
    publicPages({
      render: loadPageRenderer(config.frontendDist, apollo, services, { reloadOnRebuild: config.reloadPages }),
      cache: publicCache,
      contentVersion: services.contentVersion,
      projectExists: async (id) => (await services.projects.list()).some((project) => project.id === id),
      galleryCategory: async (name) => {
        // Matched against the cached list: an anonymous page request costs no query.
        const names = (await services.gallery.categories()).map((category) => category.name);
        return names.find((known) => known === name) ?? names.find((known) => known.toLowerCase() === name.toLowerCase()) ?? null;
      },
      distDir: config.frontendDist,
      publicUrl: config.publicUrl,
      logger,
    }),
  );
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(pageErrorHandler(logger));
  return { express: app, apollo, publicCache, isTrustedProxy: (address) => trustProxy(address, 0), fastPath: createFastPath(publicCache, headersOf(headerMiddlewares), logger) };
}

/** Why the server cannot do its work now (database, upload folder), or null when it can. */
async function readinessProblem(db: DataSource, services: ServiceLayer): Promise<string | null> {
  const withinTwoSeconds = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
  try {
    await withinTwoSeconds(db.query('SELECT 1'));
  } catch {
    return 'Database is not reachable';
  }
  try {
    await withinTwoSeconds(services.images.checkStorage());
  } catch {
    return 'The upload folder is not writable';
  }
  return null;
}

/** Errors outside Apollo (malformed JSON or multipart, a refused upload, a database outage) as GraphQL errors. */
function graphqlTransportErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const answer = toHttpError(error);
    if (!answer) logger.error({ err: error, reqId: req.id }, 'GraphQL transport error');
    if (answer?.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    const { status, code, message, fields, retryAfterSeconds } = answer ?? { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
    res.status(status).json({ errors: [{ message, extensions: { code, ...(fields ? { fields } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } }] });
  };
}

/** The browser build: hashed assets (cached for good, precompressed at build) and the files of frontend/public. */
function serveFrontendFiles(app: express.Express, distDir: string): void {
  const assets = path.join(distDir, 'assets');
  app.use('/assets', servePrecompressedAssets(assets), express.static(assets, { ...ASSET_CACHING, index: false, fallthrough: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
}

/** Whatever went wrong serving a page or a file, as JSON with the right status. */
function pageErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const answer: Pick<HttpError, 'status' | 'message' | 'retryAfterSeconds'> = toHttpError(error) ?? { status: 500, message: 'Internal server error' };
    if (answer.status >= 500) logger.error({ err: error, reqId: req.id }, 'Error serving a page or file');
    if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    // express.static may have set the file's type (image/webp) before it failed (416 for a bad Range).
    res.status(answer.status).type('application/json').json({ message: answer.message });
  };
}
