import { z } from 'zod';
import { optionalText, requiredImage, requiredText, textList, whenGiven } from './fields';

/** Longest accepted values, in characters (and the most features a project may list). */
export const PROJECT_LIMITS = { title: 200, details: 10_000, location: 200, features: 30, feature: 300 } as const;

/**
 * The project categories, as REST, URLs and the database spell them (GraphQL upper-cases them), in the
 * order the site's filters show them, each with its label and what it covers.
 */
export const PROJECT_CATEGORY_INFO = {
  residential: { label: 'Residential', description: 'Homes: houses, villas, apartments' },
  commercial: { label: 'Commercial', description: 'Shops, offices, showrooms, hotels' },
  industrial: { label: 'Industrial', description: 'Factories, warehouses, workshops' },
  infrastructure: { label: 'Infrastructure', description: 'Roads, bridges, drainage and other public works' },
} as const;
export type ProjectCategoryValue = keyof typeof PROJECT_CATEGORY_INFO;
export const PROJECT_CATEGORIES = Object.keys(PROJECT_CATEGORY_INFO) as ProjectCategoryValue[];
/** A new project's category when none is given. */
export const DEFAULT_PROJECT_CATEGORY: ProjectCategoryValue = 'residential';

export const PROJECT_CATEGORY_MESSAGE = `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`;

/** A category in any case (GraphQL's RESIDENTIAL, REST's residential). */
export function parseProjectCategory(value: unknown): ProjectCategoryValue | null {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return PROJECT_CATEGORIES.find((category) => category === wanted) ?? null;
}

/** `RESIDENTIAL` or `residential` → `Residential`; '' for anything else. */
export function projectCategoryLabel(value: unknown): string {
  const category = parseProjectCategory(value);
  return category ? PROJECT_CATEGORY_INFO[category].label : '';
}

const category = z.preprocess((value) => parseProjectCategory(value) ?? value, z.enum(PROJECT_CATEGORIES as [ProjectCategoryValue, ...ProjectCategoryValue[]], PROJECT_CATEGORY_MESSAGE));
const title = requiredText('Title', PROJECT_LIMITS.title);
const details = requiredText('Details', PROJECT_LIMITS.details, 'Details are required');
const location = optionalText('Location', PROJECT_LIMITS.location);
const features = textList('features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature);

/** A new project: a title, details and the main image are required; the category defaults to residential. */
export const newProjectRules = z.object({
  title,
  details,
  category: z.preprocess((value) => (value === undefined || value === '' ? DEFAULT_PROJECT_CATEGORY : value), category),
  image: requiredImage('Project image is required'),
  location,
  features,
});

/** Changes to a project: only the fields given are checked and changed; a null location removes it. */
export const projectChangeRules = z.object({
  title: whenGiven(title),
  details: whenGiven(details),
  category: whenGiven(category),
  location: location.optional(),
  features: whenGiven(features),
});

export type NewProject = Omit<z.output<typeof newProjectRules>, 'image'>;
export type ProjectChanges = z.output<typeof projectChangeRules>;
