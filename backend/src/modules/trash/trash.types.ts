import { TRASH_DAYS, TRASH_KINDS, type TrashKind } from '@vriddhi/rules';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL's enum of the rules' kinds: 'gallery image' → GALLERY_IMAGE. */
export const TrashKindEnum = Object.fromEntries(TRASH_KINDS.map((kind) => [kind.toUpperCase().replace(' ', '_'), kind])) as Record<string, TrashKind>;

registerEnumType(TrashKindEnum, {
  name: 'TrashKind',
  description: 'What kind of thing is in the Trash',
  valuesConfig: {
    PROJECT: { description: 'A project, with its photos' },
    GALLERY_IMAGE: { description: 'A photo of the gallery' },
    SERVICE: { description: 'A service the firm offers' },
    ENQUIRY: { description: 'A message sent through the contact form' },
  },
});

@ObjectType('TrashEntry', { description: `Something deleted in the admin, kept in the Trash ${TRASH_DAYS} days so it can be put back with its photos` })
export class TrashEntry {
  @Field(() => ID, { description: 'Identifies the entry in the Trash (not the id the thing had)' })
  id: string;

  @Field(() => TrashKindEnum, { description: 'What kind of thing it is' })
  kind: TrashKind;

  @Field(() => ID, { description: 'The id it had, and has again once put back' })
  itemId: string;

  @Field({ description: "How a person recognises it: a title, or an enquiry's sender" })
  label: string;

  @Field(() => String, { nullable: true, description: 'Its image (a project: the cover), relative to the API host; null for an enquiry' })
  imageUrl: string | null;

  @Field({ description: 'When it was deleted' })
  deletedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who deleted it; null once that user is deleted too' })
  deletedBy: string | null;

  @Field({ description: `When it leaves the Trash for good on its own (${TRASH_DAYS} days after it was deleted)` })
  purgeAt: Date;
}
