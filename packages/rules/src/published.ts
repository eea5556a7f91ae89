import { z } from 'zod';

/** The message for a `published` value that is neither yes nor no. */
export const PUBLISHED_MESSAGE = 'Published must be true or false';

/** A yes or no as GraphQL (a boolean) or a form ("true" or "false", in any case) sends it; null or blank is not given. */
function readFlag(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  return text === 'true' ? true : text === 'false' ? false : value;
}

/** Whether a new item is shown on the site: it is, unless told otherwise. */
export const publishedOnCreate = z.preprocess((value) => readFlag(value) ?? true, z.boolean(PUBLISHED_MESSAGE));

/** A change of whether an item is shown on the site: left out, null or blank leaves it as it is. */
export const publishedChange = z.preprocess(readFlag, z.boolean(PUBLISHED_MESSAGE).optional());
