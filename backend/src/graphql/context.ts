import type DataLoader from 'dataloader';
import type { ImageAsset } from '../entities';
import type { Actor } from '../modules/auth/actor';
import type { Viewer } from '../modules/visibility';
import type { ServiceLayer } from '../service-layer';

export interface GraphQLContext {
  services: ServiceLayer;
  /** The acting user; throws UNAUTHENTICATED without a valid Bearer token. */
  actor(): Promise<Actor>;
  /** Who a read is for: null without an Authorization header (a visitor); the acting user with one, UNAUTHENTICATED for a bad one. */
  viewer(): Promise<Viewer>;
  clientKey: string;
  /** The request's Idempotency-Key header: a create sent again with it gets the first result (IdempotencyService). */
  idempotencyKey?: string;
  /** Whether the request carries an Authorization header at all. */
  hasCredentials: boolean;
  loaders: { imageAsset: DataLoader<string, ImageAsset | null> };
}

export function createContext(services: ServiceLayer, authorization: string | undefined, clientKey: string, idempotencyKey?: string): GraphQLContext {
  let actor: Promise<Actor> | null = null;
  const authenticate = () => (actor ??= services.auth.authenticate(authorization));
  const hasCredentials = Boolean(authorization);
  return {
    services,
    clientKey,
    idempotencyKey,
    hasCredentials,
    actor: authenticate,
    viewer: async () => (hasCredentials ? authenticate() : null),
    loaders: { imageAsset: services.images.createLoader() },
  };
}

/** A context acting as an already authenticated user, for a read made without a request of its own (an admin's preview of a page). */
export function createActorContext(services: ServiceLayer, actor: Actor, clientKey: string): GraphQLContext {
  return { ...createContext(services, undefined, clientKey), hasCredentials: true, actor: async () => actor, viewer: async () => actor };
}
