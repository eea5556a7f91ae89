import { ForbiddenError } from '../../errors';
import type { Role } from '../../entities';

/** The authenticated user on whose behalf a service method runs. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new ForbiddenError();
}
