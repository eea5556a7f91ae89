import { z } from 'zod';
import { optionalText, requiredImage, requiredText, textList, whenGiven } from './fields';
import { tamilChanges, tamilList, tamilText } from './tamil';
import { publishedChange, publishedOnCreate } from './published';
import type { FormFieldsOf } from './form-fields';
import { DEFAULT_PROJECT_CATEGORY, parseProjectCategory, PROJECT_CATEGORIES, PROJECT_CATEGORY_MESSAGE, type ProjectCategoryValue } from './project-categories';

/** Longest accepted values, in characters (and the most features a project may list). */
export const PROJECT_LIMITS = { title: 200, details: 10_000, location: 200, features: 30, feature: 300, firstYear: 1900 } as const;

const category = z.preprocess(
  (value) => parseProjectCategory(value) ?? value,
  z.enum(PROJECT_CATEGORIES as [ProjectCategoryValue, ...ProjectCategoryValue[]], PROJECT_CATEGORY_MESSAGE),
);
const title = requiredText('Title', PROJECT_LIMITS.title);
const details = requiredText('Details', PROJECT_LIMITS.details, 'Details are required');
const location = optionalText('Location', PROJECT_LIMITS.location);
const features = textList('features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature);
/** The year the work was finished (a form's text or a number); blank means not given. Not later than this year. */
const yearCompleted = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ message: 'Year completed must be a year, such as 2021' })
    .int('Year completed must be a year, such as 2021')
    .min(PROJECT_LIMITS.firstYear, `Year completed must be ${PROJECT_LIMITS.firstYear} or later`)
    .refine((year) => year <= new Date().getFullYear(), 'Year completed cannot be in the future')
    .nullable(),
);

/** The project's texts in Tamil (`ta`), with the English fields' limits. */
export const projectTamilRules = tamilChanges({
  title: tamilText('Title', PROJECT_LIMITS.title),
  details: tamilText('Details', PROJECT_LIMITS.details),
  location: tamilText('Location', PROJECT_LIMITS.location),
  features: tamilList('features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature),
});

/** A new project: a title, details and the main image are required; the category defaults to residential; it is shown on the site unless told otherwise. */
export const newProjectRules = z.object({
  title,
  details,
  category: z.preprocess((value) => (value === undefined || value === '' ? DEFAULT_PROJECT_CATEGORY : value), category),
  image: requiredImage('Project image is required'),
  location,
  features,
  yearCompleted,
  published: publishedOnCreate,
  ta: projectTamilRules,
});

/** Changes to a project: only the fields given are checked and changed; a null location removes it. */
export const projectChangeRules = z.object({
  title: whenGiven(title),
  details: whenGiven(details),
  category: whenGiven(category),
  location: location.optional(),
  features: whenGiven(features),
  yearCompleted: yearCompleted.optional(),
  published: publishedChange,
  ta: projectTamilRules,
});

/**
 * How the admin's project form edits each field of the rules above (form-fields.ts), in the order the
 * form sends them; the image, extra images and photos' words it edits by hand.
 */
export const PROJECT_FORM_FIELDS = {
  title: { kind: 'text', tamil: true },
  details: { kind: 'text', tamil: true },
  category: { kind: 'choice' },
  location: { kind: 'optionalText', tamil: true },
  yearCompleted: { kind: 'year' },
  features: { kind: 'list', tamil: true },
  published: { kind: 'flag', initial: true },
} as const satisfies FormFieldsOf<typeof newProjectRules, 'image'>;

export type NewProject = Omit<z.output<typeof newProjectRules>, 'image'>;
export type ProjectChanges = z.output<typeof projectChangeRules>;
