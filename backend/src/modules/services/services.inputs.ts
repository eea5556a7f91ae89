import { newOfferingRules, OFFERING_LIMITS, offeringChangeRules, type NewOffering, type OfferingChanges } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';
import { OfferingTamil } from '../../entities/tamil-texts';
import { accept } from '../validation';

const TITLE = `Service name, trimmed; required, at most ${OFFERING_LIMITS.title} characters`;
const DESCRIPTION = `What the service is, trimmed; required, at most ${OFFERING_LIMITS.description} characters`;
const PUBLISHED = 'Show the service on the site; false hides it from visitors (REST: the form field published, "true" or "false")';
const POINTS = `Key points, in order; blank entries are dropped and at least one must remain; at most ${OFFERING_LIMITS.points}, each at most ${OFFERING_LIMITS.point} characters`;

@InputType({ description: 'A new service; it is listed after the existing ones (REST: POST /api/services, multipart form)' })
export class CreateServiceInput {
  @Field({ description: TITLE })
  title: string;

  @Field({ description: DESCRIPTION })
  description: string;

  @Field(() => [String], { description: POINTS })
  points: string[];

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; shown when left out or null` })
  published?: boolean | null;

  @Field(() => OfferingTamil, { nullable: true, description: 'The texts in Tamil, each optional (REST: the field ta, JSON); none when left out' })
  ta?: OfferingTamil | null;
}

@InputType({ description: 'Changes to a service: only the given fields change (REST: PUT /api/services/{id})' })
export class UpdateServiceInput {
  @Field(() => String, { nullable: true, description: `${TITLE} when given` })
  title?: string | null;

  @Field(() => String, { nullable: true, description: `${DESCRIPTION} when given` })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: `${POINTS}; the whole list is replaced when given` })
  points?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; unchanged when left out or null` })
  published?: boolean | null;

  @Field(() => OfferingTamil, {
    nullable: true,
    description:
      'Changes to the texts in Tamil (REST: the field ta, JSON): a Tamil field left out is unchanged, null or blank removes it; all unchanged when null or left out',
  })
  ta?: OfferingTamil | null;
}

export type OfferingFields = NewOffering;

export function parseCreateOffering(raw: Record<string, unknown>, hasImage: boolean): OfferingFields {
  const { image: _image, ...fields } = accept(newOfferingRules, { ...raw, image: hasImage });
  return fields;
}

export function parseUpdateOffering(raw: Record<string, unknown>): OfferingChanges {
  return accept(offeringChangeRules, raw);
}
