import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A user of the admin as others see them in it: who added or changed something' })
export class StaffMember {
  @Field(() => ID, { description: "The user's id (a UUID)" })
  id: string;

  @Field({ description: 'Display name' })
  name: string;
}

@ObjectType('ActivityEntry', {
  description: "One entry of the activity: a change made in the admin, a sign-in, a password change or a visitor's new enquiry; who did what, and when",
})
export class ActivityEntryType {
  @Field(() => ID, { description: 'Identifies the entry; later entries have larger ones' })
  id: string;

  @Field({ description: 'When the change was made' })
  at: Date;

  @Field(() => ID, {
    nullable: true,
    description: 'The user who made it (the userId that lists their entries); null for a visitor, or once that user is deleted',
  })
  actorId: string | null;

  @Field({ description: 'Who made it: their name at the time (kept when the user is later deleted); "A visitor" for a new enquiry' })
  actorName: string;

  @Field({ description: 'Whether it came from a visitor to the public site (a new enquiry) rather than a user of the admin' })
  byVisitor: boolean;

  @Field({ description: 'What was done, a past-tense verb such as "created", "updated", "deleted", "signed in" or "sent" (a new enquiry)' })
  action: string;

  @Field({
    description:
      'What kind of thing was changed: "project", "gallery image", "service", "settings", "enquiry", "user", "backup", "sign-in" (a user signed in) or "password" (a password was changed or asked for)',
  })
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
