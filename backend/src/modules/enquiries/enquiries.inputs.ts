import { ENQUIRY_LIMITS } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';

const required = (what: string, max: number) => `${what}, trimmed; required, at most ${max} characters`;

/** Nullable fields: a missing one is refused by the shared rules with its own message, as over REST. */
@InputType({ description: 'A message for the firm, as the contact form sends it (REST: POST /api/enquiries, JSON)' })
export class SubmitEnquiryInput {
  @Field(() => String, { nullable: true, description: required("The visitor's name", ENQUIRY_LIMITS.name) })
  name?: string | null;

  @Field(() => String, { nullable: true, description: required("The visitor's e-mail address, like you@example.com", ENQUIRY_LIMITS.email) })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: required("The visitor's phone number: digits, spaces or dashes, optionally starting with +", ENQUIRY_LIMITS.phone),
  })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: required('What the message is about', ENQUIRY_LIMITS.subject) })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: required('The message; line breaks are kept', ENQUIRY_LIMITS.message) })
  message?: string | null;

  /** ENQUIRY_HONEYPOT_FIELD of the rules. */
  @Field(() => String, { nullable: true, description: 'Leave out or empty: the form hides it from people, and a message with it filled in is not kept' })
  website?: string | null;
}
