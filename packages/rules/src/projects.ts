import { z } from 'zod';
import { optionalText, requiredImage, requiredText, textList, whenGiven } from './fields';
import { DEFAULT_PROJECT_CATEGORY, parseProjectCategory, PROJECT_CATEGORIES, PROJECT_CATEGORY_MESSAGE, type ProjectCategoryValue } from './project-categories';

/** Longest accepted values, in characters (and the most features a project may list). */
export const PROJECT_LIMITS = { title: 200, details: 10_000, location: 200, features: 30, feature: 300 } as const;

const category = z.preprocess(
  (value) => parseProjectCategory(value) ?? value,
  z.enum(PROJECT_CATEGORIES as [ProjectCategoryValue, ...ProjectCategoryValue[]], PROJECT_CATEGORY_MESSAGE),
);
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
