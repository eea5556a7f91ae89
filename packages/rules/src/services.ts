import { z } from 'zod';
import { requiredImage, requiredText, textList, whenGiven } from './fields';
import { tamilChanges, tamilList, tamilText } from './tamil';
import { publishedChange, publishedOnCreate } from './published';

/** Longest accepted values, in characters (and the most points a service may list). */
export const SERVICE_LIMITS = { title: 200, description: 5_000, points: 30, point: 300 } as const;

const title = requiredText('Title', SERVICE_LIMITS.title);
const description = requiredText('Description', SERVICE_LIMITS.description);
const points = textList('service points', SERVICE_LIMITS.points, SERVICE_LIMITS.point).refine(
  (list) => list.length > 0,
  'At least one service point is required',
);

/** The service's texts in Tamil (`ta`), with the English fields' limits (Tamil points may be left empty: the English ones are shown). */
export const serviceTamilRules = tamilChanges({
  title: tamilText('Title', SERVICE_LIMITS.title),
  description: tamilText('Description', SERVICE_LIMITS.description),
  points: tamilList('service points', SERVICE_LIMITS.points, SERVICE_LIMITS.point),
});

/** A new service: title, description, its image and at least one point are required; it is shown on the site unless told otherwise. */
export const newServiceRules = z.object({
  title,
  description,
  image: requiredImage('Service image is required'),
  points,
  published: publishedOnCreate,
  ta: serviceTamilRules,
});

/** Changes to a service: only the fields given are checked and changed. */
export const serviceChangeRules = z.object({
  title: whenGiven(title),
  description: whenGiven(description),
  points: whenGiven(points),
  published: publishedChange,
  ta: serviceTamilRules,
});

export type NewService = Omit<z.output<typeof newServiceRules>, 'image'>;
export type ServiceChanges = z.output<typeof serviceChangeRules>;
