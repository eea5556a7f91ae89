import { z } from 'zod';
import { optionalText, requiredImage, requiredText, textList, whenGiven } from './fields';

/** Longest accepted values, in characters (and the most features a project may list). */
export const PROJECT_LIMITS = { title: 200, details: 10_000, location: 200, features: 30, feature: 300 } as const;

/** The project categories, as REST and the database spell them. */
export const PROJECT_CATEGORIES = ['residential', 'commercial', 'industrial', 'infrastructure'] as const;
export type ProjectCategoryValue = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_CATEGORY_MESSAGE = `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`;

/** A category in any case (GraphQL's RESIDENTIAL, REST's residential). */
export function parseProjectCategory(value: unknown): ProjectCategoryValue | null {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return PROJECT_CATEGORIES.find((category) => category === wanted) ?? null;
}

const category = z.preprocess((value) => parseProjectCategory(value) ?? value, z.enum(PROJECT_CATEGORIES, PROJECT_CATEGORY_MESSAGE));
const title = requiredText('Title', PROJECT_LIMITS.title);
const details = requiredText('Details', PROJECT_LIMITS.details, 'Details are required');
const location = optionalText('Location', PROJECT_LIMITS.location);
const features = textList('features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature);

/** A new project: a title, details and the main image are required; the category defaults to residential. */
export const newProjectRules = z.object({
  title,
  details,
  category: z.preprocess((value) => (value === undefined || value === '' ? 'residential' : value), category),
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
