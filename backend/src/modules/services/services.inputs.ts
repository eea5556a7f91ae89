import { Field, InputType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, checkListLength, text, textList } from '../validation';

/** Longest accepted values, in characters (and the most points a service may list). */
export const SERVICE_LIMITS = { title: 200, description: 5_000, points: 30, point: 300 } as const;

const TITLE = `Service name, trimmed; required, at most ${SERVICE_LIMITS.title} characters`;
const DESCRIPTION = `What the service is, trimmed; required, at most ${SERVICE_LIMITS.description} characters`;
const POINTS = `Key points, in order; blank entries are dropped and at least one must remain; at most ${SERVICE_LIMITS.points}, each at most ${SERVICE_LIMITS.point} characters`;

@InputType({ description: 'A new service; it is listed after the existing ones (REST: POST /api/services, multipart form)' })
export class CreateServiceInput {
  @Field({ description: TITLE })
  title: string;

  @Field({ description: DESCRIPTION })
  description: string;

  @Field(() => [String], { description: POINTS })
  points: string[];
}

@InputType({ description: 'Changes to a service: only the given fields change (REST: PUT /api/services/{id})' })
export class UpdateServiceInput {
  @Field(() => String, { nullable: true, description: `${TITLE} when given` })
  title?: string | null;

  @Field(() => String, { nullable: true, description: `${DESCRIPTION} when given` })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: `${POINTS}; the whole list is replaced when given` })
  points?: string[] | null;
}

export interface ServiceFields {
  title: string;
  description: string;
  points: string[];
}

const POINTS_REQUIRED = 'At least one service point is required';

function checkCommon(errors: FieldErrors, fields: Partial<ServiceFields>): void {
  checkLength(errors, 'title', 'Title', fields.title ?? null, SERVICE_LIMITS.title);
  checkLength(errors, 'description', 'Description', fields.description ?? null, SERVICE_LIMITS.description);
  checkListLength(errors, 'points', 'service points', fields.points ?? [], SERVICE_LIMITS.points, SERVICE_LIMITS.point);
}

export function parseCreateService(raw: Record<string, unknown>, hasImage: boolean): ServiceFields {
  const errors: FieldErrors = {};
  const fields = { title: text(raw.title), description: text(raw.description), points: textList(raw.points) };
  if (!fields.title) errors.title = 'Title is required';
  if (!fields.description) errors.description = 'Description is required';
  if (!hasImage) errors.image = 'Service image is required';
  if (fields.points.length === 0) errors.points = POINTS_REQUIRED;
  checkCommon(errors, fields);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}

export function parseUpdateService(raw: Record<string, unknown>): Partial<ServiceFields> {
  const errors: FieldErrors = {};
  const fields: Partial<ServiceFields> = {};
  if (raw.title != null) {
    fields.title = text(raw.title);
    if (!fields.title) errors.title = 'Title is required';
  }
  if (raw.description != null) {
    fields.description = text(raw.description);
    if (!fields.description) errors.description = 'Description is required';
  }
  if (raw.points != null) {
    fields.points = textList(raw.points);
    if (fields.points.length === 0) errors.points = POINTS_REQUIRED;
  }
  checkCommon(errors, fields);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}
