import { z } from 'zod';
import { accountRules } from './auth';
import { ROLES, ROLE_LABELS } from './roles';

const ROLE_REQUIRED = `Choose a role: ${ROLES.map((role) => ROLE_LABELS[role].name).join(' or ')}`;

/** A role, one of ROLES. */
export const roleRule = z.enum(ROLES, ROLE_REQUIRED);

/** A user an admin adds: the name and e-mail as on the Account screen, and a role. */
export const newUserRules = accountRules.extend({ role: roleRule });

export type NewUserValues = z.output<typeof newUserRules>;

/** An admin's change to another user: the name, the role or both (a field left out stays as it is). */
export const userChangeRules = z.object({
  name: accountRules.shape.name.optional(),
  role: roleRule.optional(),
});
