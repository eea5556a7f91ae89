import { Field, InputType } from 'type-graphql';
import { PROJECT_CATEGORIES, ProjectCategory } from '../../entities';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, checkListLength, optionalText, text, textList } from '../validation';

@InputType()
export class CreateProjectInput {
  @Field()
  title: string;

  @Field({ description: 'The project description' })
  details: string;

  @Field(() => ProjectCategory, { defaultValue: ProjectCategory.RESIDENTIAL })
  category: ProjectCategory;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;
}

@InputType({ description: 'Only the given fields change' })
export class UpdateProjectInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  details?: string | null;

  @Field(() => ProjectCategory, { nullable: true })
  category?: ProjectCategory | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;
}

export interface ProjectFields {
  title: string;
  details: string;
  category: ProjectCategory;
  location: string | null;
  features: string[];
}

const CATEGORY_MESSAGE = `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`;

export function parseCategory(value: unknown): ProjectCategory | null {
  const normalized = text(value).toLowerCase();
  return (PROJECT_CATEGORIES as string[]).includes(normalized) ? (normalized as ProjectCategory) : null;
}

function checkCommon(errors: FieldErrors, fields: Partial<ProjectFields>): void {
  checkLength(errors, 'title', 'Title', fields.title ?? null, 200);
  checkLength(errors, 'details', 'Details', fields.details ?? null, 10000);
  checkLength(errors, 'location', 'Location', fields.location ?? null, 200);
  checkListLength(errors, 'features', 'features', fields.features ?? [], 30, 300);
}

/** Raw fields from GraphQL or a REST form → clean fields, or every problem at once. */
export function parseCreateProject(raw: Record<string, unknown>, hasImage: boolean): ProjectFields {
  const errors: FieldErrors = {};
  const title = text(raw.title);
  const details = text(raw.details ?? raw.description);
  const category = raw.category === undefined || raw.category === '' ? ProjectCategory.RESIDENTIAL : parseCategory(raw.category);
  if (!title) errors.title = 'Title is required';
  if (!details) errors.details = 'Details are required';
  if (!category) errors.category = CATEGORY_MESSAGE;
  if (!hasImage) errors.image = 'Project image is required';
  const fields = { title, details, category: category ?? ProjectCategory.RESIDENTIAL, location: optionalText(raw.location), features: textList(raw.features) };
  checkCommon(errors, fields);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}

/** Like create, but only the fields present change; a present field must still be valid. */
export function parseUpdateProject(raw: Record<string, unknown>): Partial<ProjectFields> {
  const errors: FieldErrors = {};
  const fields: Partial<ProjectFields> = {};
  if (raw.title != null) {
    fields.title = text(raw.title);
    if (!fields.title) errors.title = 'Title is required';
  }
  const details = raw.details ?? raw.description;
  if (details != null) {
    fields.details = text(details);
    if (!fields.details) errors.details = 'Details are required';
  }
  if (raw.category != null) {
    const category = parseCategory(raw.category);
    if (category) fields.category = category;
    else errors.category = CATEGORY_MESSAGE;
  }
  if (raw.location !== undefined) fields.location = optionalText(raw.location);
  if (raw.features != null) fields.features = textList(raw.features);
  checkCommon(errors, fields);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}
