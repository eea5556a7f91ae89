import type { ApolloServer } from '@apollo/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { startApolloServer } from './graphql/apollo-server';
import { createContext, type GraphQLContext } from './graphql/context';
import { graphqlHttpHandler } from './graphql/http-handler';
import { graphqlMultipart } from './graphql/multipart-request';
import { PublicQueries } from './graphql/public-queries';
import { MAX_BODY_BYTES, refuseOversizedBodies } from './http/body-size';
import { useClientAddress, type TrustProxy } from './http/client-address';
import { closeUnreadRequests } from './http/close-unread-requests';
import { answerDuringMaintenance } from './http/maintenance-answer';
import { backupUploadRoutes } from './modules/backups/backup-uploads.routes';
import { compressResponses } from './http/compress-responses';
import { answerErrors, restErrorBody } from './http/error-answers';
import { frontendFiles, uploadedFiles } from './http/frontend-files';
import { healthRoutes } from './http/health.routes';
import { limitJsonDepth } from './http/json-depth';
import { answerPreReadFailure, createFastPath, headersOf, PublicResponseCache } from './http/public-cache';
import { createRouter } from './http/router';
import { noStoreWhenSignedIn, securityHeaders } from './http/security-headers';
import { prepareUploadSpool } from './http/upload-spool';
import type { Logger } from './logger';
import { authRoutes } from './modules/auth/auth.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shareImagesRoutes } from './modules/share-images/share-images.routes';
import { visitsRoutes } from './modules/visits/visits.routes';
import { SHARE_IMAGES_PATH } from './modules/share-images/share-images.service';
import { loadPageRenderer } from './pages/page-renderer';
import { publicPages } from './pages/pages.routes';
import { previewRoutes } from './pages/preview.routes';
import { requestLogging } from './request-log';
import { idempotencyKeyOf } from './rest/handlers';
import { publicOrigin } from './seo/public-origin';
import { seoRoutes } from './seo/seo.routes';
import type { ServiceLayer } from './service-layer';

export interface AppDeps {
  config: Pick<
    Config,
    'corsOrigins' | 'uploadDir' | 'storage' | 'dataDir' | 'frontendDist' | 'reloadPages' | 'nodeEnv' | 'publicUrl' | 'trustProxy' | 'timeZone'
  >;
  db: DataSource;
  services: ServiceLayer;
  schema: GraphQLSchema;
  logger: Logger;
}

export interface App {
  express: express.Express;
  apollo: ApolloServer<GraphQLContext>;
  /** Whole answers to anonymous public reads (REST, GraphQL, HTML pages, sitemap), kept until the next write. */
  publicCache: PublicResponseCache;
  /** Whether a peer is a proxy whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  isTrustedProxy: (address: string) => boolean;
  /** Answers what the public cache holds before Express; false when Express must handle the request. */
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** The composition root of the HTTP side: which part of the site answers which path, in order. */
export async function createApp({ config, db, services, schema, logger }: AppDeps): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('case sensitive routing', true); // as every router's (createRouter)
  app.set('trust proxy', config.trustProxy);
  useClientAddress(app); // req.ip: X-Forwarded-For checked and canonical (http/client-address.ts)
  // With photos in a bucket the instance keeps nothing of its own: uploads in flight wait in the OS's temporary folder.
  app.locals.uploadSpoolDir = prepareUploadSpool(config.storage.driver === 's3' ? null : config.dataDir);
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  const publicCache = new PublicResponseCache({ contentVersion: services.contentVersion, trustProxy });
  const imageOrigins = config.storage.driver === 's3' && config.storage.s3?.publicUrl ? [new URL(config.storage.s3.publicUrl).origin] : [];
  const publicQueries = new PublicQueries();
  const apollo = await startApolloServer(schema, publicQueries, logger);
  // Before the headers: the CSP allows the islands' loader of the built pages, by its hash.
  const renderer = loadPageRenderer(config.frontendDist, apollo, services, { reloadOnRebuild: config.reloadPages, timeZone: config.timeZone });
  const headers = securityHeaders(config.corsOrigins, imageOrigins, renderer?.islandsLoader ?? null);

  app.use(requestLogging(logger));
  app.use((req: Request, res: Response, next: NextFunction) => {
    closeUnreadRequests(req, res);
    next();
  });
  app.use(headers, noStoreWhenSignedIn, compressResponses());
  app.use(healthRoutes(db, services)); // /healthz, /readyz
  app.use(answerDuringMaintenance(services.maintenance)); // a restore from the admin under way in this process
  app.use(seoRoutes(services, publicCache, config.publicUrl)); // /robots.txt, /sitemap.xml

  // The REST API, over the same services as GraphQL.
  const api = createRouter();
  api.use('/backups/uploads', backupUploadRoutes(services)); // parts of a backup file, up to 8 MB each
  api.use(refuseOversizedBodies, express.json({ limit: MAX_BODY_BYTES }), limitJsonDepth);
  api.use(express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }));
  api.use('/auth', authRoutes(services));
  api.use('/projects', projectsRoutes(services, publicCache));
  api.use('/gallery', galleryRoutes(services, publicCache));
  api.use('/services', servicesRoutes(services, publicCache));
  api.use('/settings', settingsRoutes(services, publicCache));
  api.use('/enquiries', enquiriesRoutes(services));
  api.use('/backups', backupsRoutes(services)); // downloads, by the links of createBackupDownloadLink
  api.use('/visits', visitsRoutes(services, config.publicUrl)); // the public pages' beacons: taps on contact links
  api.use(notFound);
  api.use(answerErrors(logger, 'rest'));
  app.use('/api', api);

  const graphqlContext = async (req: Request) =>
    createContext(services, req.headers.authorization, req.ip ?? 'unknown', idempotencyKeyOf(req), publicOrigin(req, config.publicUrl));
  app.use(
    '/graphql',
    refuseOversizedBodies,
    express.json({ limit: MAX_BODY_BYTES }),
    answerPreReadFailure, // a body the fast path read
    limitJsonDepth,
    graphqlMultipart(services),
    graphqlHttpHandler(apollo, graphqlContext, publicQueries, publicCache),
  );
  app.use('/graphql', answerErrors(logger, 'graphql')); // malformed JSON or multipart, a refused upload, an outage

  app.use('/uploads', uploadedFiles(config.uploadDir, services.images.storedFiles));
  app.use(SHARE_IMAGES_PATH, shareImagesRoutes(services, publicCache)); // og:image of the public pages
  app.use(frontendFiles(config.frontendDist));
  app.use(previewRoutes({ renderer, services, publicUrl: config.publicUrl })); // /preview/projects/:id, an admin's look at a hidden page
  app.use(publicPages({ renderer, cache: publicCache, services, distDir: config.frontendDist, publicUrl: config.publicUrl, logger, imageOrigins }));
  app.use(notFound);
  app.use(answerErrors(logger, 'plain'));
  return {
    express: app,
    apollo,
    publicCache,
    isTrustedProxy: (address) => trustProxy(address, 0),
    fastPath: createFastPath(publicCache, headersOf(headers), logger, {
      keyOf: (req, body) => publicQueries.keyForJsonPost(req, body, publicCache),
      miss: app,
    }),
  };
}

function notFound(_req: Request, res: Response): void {
  res.status(404).json(restErrorBody({ message: 'Not found', code: 'NOT_FOUND' }));
}
