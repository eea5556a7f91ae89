import { ForbiddenError } from '../../errors';
import type { Role } from '../../entities';

/** The authenticated user on whose behalf a service method runs. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session version the request's token carries (the user's current one, or it would have been refused). */
  sessionVersion: number;
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new ForbiddenError();
}
