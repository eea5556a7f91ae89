import { roleCan, type Permission, type Role } from '@vriddhi/rules';
import { ForbiddenError } from '../../errors';

/** The authenticated user on whose behalf a service method runs. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session version the request's token carries (the user's current one, or it would have been refused). */
  sessionVersion: number;
}

/** The user as the actor of what they do. */
export function actorOf(user: Pick<Actor, 'id' | 'email' | 'name' | 'role' | 'sessionVersion'>): Actor {
  return { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion };
}

const REFUSALS: Readonly<Record<Permission, string>> = {
  content: 'Only admins and editors can change the content',
  enquiries: 'Only admins and editors can read the enquiries',
  settings: "Only an admin can change the firm's settings",
  users: 'Only an admin can manage users',
  backups: 'Only an admin can make or download backups',
  purge: 'Only an admin can delete things from the Trash for good',
};

/** FORBIDDEN (403) unless the actor's role grants `permission` (PERMISSIONS_OF_ROLE in @vriddhi/rules). */
export function assertCan(actor: Pick<Actor, 'role'>, permission: Permission): void {
  if (!roleCan(actor.role, permission)) throw new ForbiddenError(REFUSALS[permission]);
}
