import type { GraphQLContext } from '../../graphql/context';
import type { StaffMember } from './activity.types';

/** What createdBy and updatedBy say about them, as the field descriptions of the content types. */
export const STAFF_FIELD_DESCRIPTIONS = {
  createdBy:
    'Who added it; null for a request without a token (staff names are not public), for items added before this was recorded, or once that user is deleted',
  updatedBy:
    'Who added or last changed it; null for a request without a token (staff names are not public), for items not changed since before this was recorded, or once that user is deleted',
};

/**
 * The user `id` names, for a signed-in reader only: a visitor (no token) gets null, so the public
 * answers, and the public response cache that keeps only visitors' answers, never carry staff names.
 */
export async function staffMemberFor(ctx: GraphQLContext, id: string | null): Promise<StaffMember | null> {
  if (!id || !ctx.hasCredentials) return null;
  return (await ctx.viewer()) ? ctx.loaders.staff.load(id) : null;
}
