import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@vriddhi/rules';
import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../../entities';

const ROLE_DESCRIPTION = '"admin" (everything) or "editor" (projects, gallery, services and enquiries)';

@InputType({ description: 'A user an admin adds; they choose their own password with the link in the answer' })
export class NewUserInput {
  @Field({ description: `Display name; at most ${MAX_NAME_LENGTH} characters` })
  name: string;

  @Field({ description: `E-mail address used to log in, unique in any case; at most ${MAX_EMAIL_LENGTH} characters` })
  email: string;

  @Field({ description: ROLE_DESCRIPTION })
  role: string;
}

@InputType({ description: "An admin's change to a user; a field left out stays as it is" })
export class UserChangeInput {
  @Field(() => String, { nullable: true, description: `Display name; at most ${MAX_NAME_LENGTH} characters` })
  name?: string | null;

  @Field(() => String, { nullable: true, description: ROLE_DESCRIPTION })
  role?: string | null;
}

@ObjectType({ description: 'A one-time link with which a user chooses their password' })
export class SetPasswordLinkPayload {
  @Field({ description: 'The absolute URL to give the user; it works once' })
  link: string;

  @Field(() => Date, { description: 'When the link stops working (24 hours after it was made)' })
  linkExpiresAt: Date;

  @Field({ description: 'Whether the link was e-mailed to the user (only when the server can send e-mail); otherwise pass it on yourself' })
  emailed: boolean;
}

@ObjectType({ description: 'A user just added, with the link with which they choose their password' })
export class CreatedUserPayload extends SetPasswordLinkPayload {
  @Field(() => User, { description: 'The new user' })
  user: User;
}
