import { ACTIVITY_KIND_RULES, ACTIVITY_KINDS, type ActivityKind as RuleKind } from '@vriddhi/rules';
import type { ActivityKind } from '@/gql/graphql';
import type { ActivityRequest } from '@/admin/api/get-activity';

/** The address's kind ("new-enquiries", the rules' name) as the API's enum value (NEW_ENQUIRIES). */
export function kindValue(kind: RuleKind): ActivityKind {
  return kind.toUpperCase().replaceAll('-', '_') as ActivityKind;
}

const isKind = (value: string | null): value is RuleKind => value !== null && (ACTIVITY_KINDS as readonly string[]).includes(value);

/** What the Activity screen's address asks for: ?person=<user id>&kind=<kind>&after=|before=<cursor>; anything unknown is left out. */
export function activityRequestOf(params: URLSearchParams): ActivityRequest & { kindName: RuleKind | null } {
  const kind = params.get('kind');
  const kindName = isKind(kind) ? kind : null;
  const after = params.get('after');
  return {
    userId: params.get('person') || null,
    kind: kindName ? kindValue(kindName) : null,
    kindName,
    after: after || null,
    before: after ? null : params.get('before') || null,
  };
}

/** The address of another page or filter: a new filter starts again from the newest page. */
export function activityParams(
  current: URLSearchParams,
  change: { person?: string | null; kind?: string | null; after?: string; before?: string },
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('after');
  next.delete('before');
  for (const name of ['person', 'kind'] as const) {
    const value = change[name];
    if (value === undefined) continue;
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (change.after) next.set('after', change.after);
  if (change.before) next.set('before', change.before);
  return next;
}

/** "Password changes" for the kind's filter option. */
export const kindLabel = (kind: RuleKind) => ACTIVITY_KIND_RULES[kind].label;
