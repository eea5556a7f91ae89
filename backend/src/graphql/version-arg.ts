import { Arg, Int } from 'type-graphql';

/**
 * The optional `version` argument of a mutation that replaces a record (modules/versions.ts): the
 * record's `version` as the client read it. Optional, so calls written before versions keep working.
 */
export function VersionArg(type: string): ReturnType<typeof Arg> {
  return Arg('version', () => Int, {
    nullable: true,
    description: `The version of the record as you read it (${type}.version): the save is refused with CONFLICT, changing nothing, when someone else saved it since. Left out or null: no check, the last save wins`,
  });
}
