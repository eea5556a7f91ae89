import { Field, InputType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, checkListLength, text, textList } from '../validation';

@InputType()
export class CreateServiceInput {
  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => [String], { description: 'Key points; blank entries are dropped' })
  points: string[];
}

@InputType({ description: 'Only the given fields change' })
export class UpdateServiceInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  points?: string[] | null;
}

export interface ServiceFields {
  title: string;
  description: string;
  points: string[];
}

const POINTS_REQUIRED = 'At least one service point is required';

function checkCommon(errors: FieldErrors, fields: Partial<ServiceFields>): void {
  checkLength(errors, 'title', 'Title', fields.title ?? null, 200);
  checkLength(errors, 'description', 'Description', fields.description ?? null, 5000);
  checkListLength(errors, 'points', 'service points', fields.points ?? [], 30, 300);
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
