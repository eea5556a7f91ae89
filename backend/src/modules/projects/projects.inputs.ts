import { Field, InputType } from 'type-graphql';
import { PROJECT_CATEGORIES, ProjectCategory } from '../../entities';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, checkListLength, optionalText, text, textList } from '../validation';

/** Longest accepted values, in characters (and the most features a project may list). */
export const PROJECT_LIMITS = { title: 200, details: 10_000, location: 200, features: 30, feature: 300 } as const;

const TITLE = `Project name, trimmed; required, at most ${PROJECT_LIMITS.title} characters`;
const DETAILS = `The project description (REST also accepts it as description), trimmed; required, at most ${PROJECT_LIMITS.details} characters`;
const LOCATION = `Where the project is, such as a town; at most ${PROJECT_LIMITS.location} characters; blank or null means none`;
const FEATURES = `Key features, in order; blank entries are dropped; at most ${PROJECT_LIMITS.features}, each at most ${PROJECT_LIMITS.feature} characters`;

@InputType({ description: 'A new project (REST: POST /api/projects, multipart form)' })
export class CreateProjectInput {
  @Field({ description: TITLE })
  title: string;

  @Field({ description: DETAILS })
  details: string;

  @Field(() => ProjectCategory, { defaultValue: ProjectCategory.RESIDENTIAL, description: 'The project category; residential when left out' })
  category: ProjectCategory;

  @Field(() => String, { nullable: true, description: LOCATION })
  location?: string | null;

  @Field(() => [String], { nullable: true, description: `${FEATURES}; none when left out` })
  features?: string[] | null;
}

@InputType({ description: 'Changes to a project: only the given fields change (REST: PATCH /api/projects/{id})' })
export class UpdateProjectInput {
  @Field(() => String, { nullable: true, description: `${TITLE} when given` })
  title?: string | null;

  @Field(() => String, { nullable: true, description: `${DETAILS} when given` })
  details?: string | null;

  @Field(() => ProjectCategory, { nullable: true, description: 'The new category; unchanged when null or left out' })
  category?: ProjectCategory | null;

  @Field(() => String, { nullable: true, description: `${LOCATION}; unchanged when left out, removed when null or blank` })
  location?: string | null;

  @Field(() => [String], { nullable: true, description: `${FEATURES}; the whole list is replaced when given` })
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
  checkLength(errors, 'title', 'Title', fields.title ?? null, PROJECT_LIMITS.title);
  checkLength(errors, 'details', 'Details', fields.details ?? null, PROJECT_LIMITS.details);
  checkLength(errors, 'location', 'Location', fields.location ?? null, PROJECT_LIMITS.location);
  checkListLength(errors, 'features', 'features', fields.features ?? [], PROJECT_LIMITS.features, PROJECT_LIMITS.feature);
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
