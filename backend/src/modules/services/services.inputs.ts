import { newServiceRules, SERVICE_LIMITS, serviceChangeRules, type NewService, type ServiceChanges } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';
import { ServiceTamil } from '../../entities/tamil-texts';
import { accept } from '../validation';

const TITLE = `Service name, trimmed; required, at most ${SERVICE_LIMITS.title} characters`;
const DESCRIPTION = `What the service is, trimmed; required, at most ${SERVICE_LIMITS.description} characters`;
const PUBLISHED = 'Show the service on the site; false hides it from visitors (REST: the form field published, "true" or "false")';
const POINTS = `Key points, in order; blank entries are dropped and at least one must remain; at most ${SERVICE_LIMITS.points}, each at most ${SERVICE_LIMITS.point} characters`;

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

  @Field(() => ServiceTamil, { nullable: true, description: 'The texts in Tamil, each optional (REST: the field ta, JSON); none when left out' })
  ta?: ServiceTamil | null;
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

  @Field(() => ServiceTamil, {
    nullable: true,
    description:
      'Changes to the texts in Tamil (REST: the field ta, JSON): a Tamil field left out is unchanged, null or blank removes it; all unchanged when null or left out',
  })
  ta?: ServiceTamil | null;
}

export type ServiceFields = NewService;

export function parseCreateService(raw: Record<string, unknown>, hasImage: boolean): ServiceFields {
  const { image: _image, ...fields } = accept(newServiceRules, { ...raw, image: hasImage });
  return fields;
}

export function parseUpdateService(raw: Record<string, unknown>): ServiceChanges {
  return accept(serviceChangeRules, raw);
}
