import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A user of the admin as others see them in it: who added or changed something' })
export class StaffMember {
  @Field(() => ID, { description: "The user's id (a UUID)" })
  id: string;

  @Field({ description: 'Display name' })
  name: string;
}

@ObjectType('ActivityEntry', { description: 'One change made in the admin: who did what, and when' })
export class ActivityEntryType {
  @Field(() => ID, { description: 'Identifies the entry; later entries have larger ones' })
  id: string;

  @Field({ description: 'When the change was made' })
  at: Date;

  @Field({ description: 'Who made it: their name at the time (kept when the user is later deleted)' })
  actorName: string;

  @Field({ description: 'What was done, a past-tense verb such as "created", "updated" or "deleted"' })
  action: string;

  @Field({ description: 'What kind of thing was changed: "project", "gallery image", "service", "settings", "enquiry", "user" or "backup"' })
  subject: string;

  @Field(() => String, { nullable: true, description: 'The id of the thing changed; null when it has none (the settings)' })
  subjectId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "How a person recognises it, such as a project's title (at most 200 characters); null when there is none",
  })
  label: string | null;

  @Field({ description: 'Whether the thing changed is still there (false once it is deleted), so the entry can link to it' })
  subjectExists: boolean;
}
