import { newProjectRules, parseProjectCategory, PROJECT_LIMITS, projectChangeRules, type NewProject } from '@vriddhi/rules';
import { Field, InputType, Int } from 'type-graphql';
import { ProjectCategory } from '../../entities';
import { ProjectTamil } from '../../entities/project';
import { accept } from '../validation';

const TITLE = `Project name, trimmed; required, at most ${PROJECT_LIMITS.title} characters`;
const DETAILS = `The project description (REST also accepts it as description), trimmed; required, at most ${PROJECT_LIMITS.details} characters`;
const LOCATION = `Where the project is, such as a town; at most ${PROJECT_LIMITS.location} characters; blank or null means none`;
const YEAR = `The year the work was finished, from ${PROJECT_LIMITS.firstYear} to this year`;
const PUBLISHED =
  'Show the project on the site; false hides it from visitors: no list, page, sitemap or related panel shows it (REST: the form field published, "true" or "false")';
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

  @Field(() => Int, { nullable: true, description: `${YEAR}; none when left out` })
  yearCompleted?: number | null;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; shown when left out or null` })
  published?: boolean | null;

  @Field(() => ProjectTamil, { nullable: true, description: 'The texts in Tamil, each optional (REST: the field ta, JSON); none when left out' })
  ta?: ProjectTamil | null;
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

  @Field(() => Int, { nullable: true, description: `${YEAR}; unchanged when left out, removed when null` })
  yearCompleted?: number | null;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; unchanged when left out or null` })
  published?: boolean | null;

  @Field(() => ProjectTamil, {
    nullable: true,
    description:
      'Changes to the texts in Tamil (REST: the field ta, JSON): a Tamil field left out is unchanged, null or blank removes it; all unchanged when null or left out',
  })
  ta?: ProjectTamil | null;
}

/** A project's checked fields: what the rules give (@vriddhi/rules), the category as the entity types it. */
export type ProjectFields = Omit<NewProject, 'category'> & { category: ProjectCategory };

/** A category in any case, or null. */
export function parseCategory(value: unknown): ProjectCategory | null {
  return parseProjectCategory(value) as ProjectCategory | null;
}

/** Raw fields from GraphQL or a REST form → clean fields, or every problem at once. */
export function parseCreateProject(raw: Record<string, unknown>, hasImage: boolean): ProjectFields {
  const { image: _image, category, ...fields } = accept(newProjectRules, { ...raw, image: hasImage });
  return { ...fields, category: category as ProjectCategory };
}

/** Like create, but only the fields present change; a present field must still be valid. */
export function parseUpdateProject(raw: Record<string, unknown>): Partial<ProjectFields> {
  const { category, ...fields } = accept(projectChangeRules, raw);
  return category === undefined ? fields : { ...fields, category: category as ProjectCategory };
}
