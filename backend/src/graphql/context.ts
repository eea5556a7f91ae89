import type DataLoader from 'dataloader';
import type { ImageAsset } from '../entities';
import type { Actor } from '../modules/auth/actor';
import type { ServiceLayer } from '../service-layer';

export interface GraphQLContext {
  services: ServiceLayer;
  /** The acting user; throws UNAUTHENTICATED without a valid Bearer token. */
  actor(): Promise<Actor>;
  clientKey: string;
  /** The request's Idempotency-Key header: a create sent again with it gets the first result (IdempotencyService). */
  idempotencyKey?: string;
  /** Whether the request carries an Authorization header at all. */
  hasCredentials: boolean;
  loaders: { imageAsset: DataLoader<string, ImageAsset | null> };
}

export function createContext(services: ServiceLayer, authorization: string | undefined, clientKey: string, idempotencyKey?: string): GraphQLContext {
  let actor: Promise<Actor> | null = null;
  return {
    services,
    clientKey,
    idempotencyKey,
    hasCredentials: Boolean(authorization),
    actor: () => (actor ??= services.auth.authenticate(authorization)),
    loaders: { imageAsset: services.images.createLoader() },
  };
}
