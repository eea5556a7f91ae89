import type DataLoader from 'dataloader';
import type { ImageAsset } from '../entities';
import type { StaffMember } from '../modules/activity/activity.types';
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
  /** The origin for absolute links an answer carries (PUBLIC_URL, else the request's own; null when it names no usable host). */
  origin: string | null;
  loaders: { imageAsset: DataLoader<string, ImageAsset | null>; staff: DataLoader<string, StaffMember | null> };
}

export function createContext(
  services: ServiceLayer,
  authorization: string | undefined,
  clientKey: string,
  idempotencyKey?: string,
  origin: string | null = null,
): GraphQLContext {
  let actor: Promise<Actor> | null = null;
  const authenticate = () => (actor ??= services.auth.authenticate(authorization));
  const hasCredentials = Boolean(authorization);
  return {
    services,
    clientKey,
    idempotencyKey,
    origin,
    hasCredentials,
    actor: authenticate,
    viewer: async () => (hasCredentials ? authenticate() : null),
    loaders: { imageAsset: services.images.createLoader(), staff: services.activity.createStaffLoader() },
  };
}

/** A context acting as an already authenticated user, for a read made without a request of its own (an admin's preview of a page). */
export function createActorContext(services: ServiceLayer, actor: Actor, clientKey: string): GraphQLContext {
  return { ...createContext(services, undefined, clientKey), hasCredentials: true, actor: async () => actor, viewer: async () => actor };
}
