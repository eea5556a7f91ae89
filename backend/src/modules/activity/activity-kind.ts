import { ACTIVITY_KIND_RULES, ACTIVITY_KINDS, type ActivityKind as ActivityKindValue } from '@vriddhi/rules';
import { registerEnumType } from 'type-graphql';

/** GraphQL's enum of the rules' kinds: NEW_ENQUIRIES → 'new-enquiries' (the value the service takes). */
export const ActivityKind = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind.toUpperCase().replaceAll('-', '_'), kind])) as Record<
  string,
  ActivityKindValue
>;
export type ActivityKind = ActivityKindValue;

registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'A kind of activity entry, as the Activity screen filters them',
  valuesConfig: Object.fromEntries(
    ACTIVITY_KINDS.map((kind) => [
      kind.toUpperCase().replaceAll('-', '_'),
      { description: `${ACTIVITY_KIND_RULES[kind].label} (${ACTIVITY_KIND_RULES[kind].subjects.join(', ')})` },
    ]),
  ),
});
