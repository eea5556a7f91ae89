import { z } from 'zod';

/** Problems of a refused input: field name (a dotted path for nested ones) → the first message for it, in the order of the rules. */
export type FieldErrors = Record<string, string>;

/**
 * Text as it is kept: trimmed and without NUL characters (PostgreSQL cannot store them); anything
 * that is not a string counts as empty.
 */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replaceAll('\u0000', '').trim() : '';
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Required text: empty (or only spaces) gives `required`; longer than `max` names the limit. */
export function requiredText(label: string, max: number, required = `${label} is required`) {
  return z.preprocess(cleanText, z.string().min(1, required).max(max, tooLong(label, max)));
}

/** Optional text: empty becomes null. */
export function optionalText(label: string, max: number) {
  return z.preprocess((value) => cleanText(value) || null, z.string().max(max, tooLong(label, max)).nullable());
}

/** A list of short texts: blank entries are dropped (not an error), then the count and each length are checked. */
export function textList(label: string, maxItems: number, maxLength: number) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.map(cleanText).filter((item) => item.length > 0) : []),
    z
      .array(z.string())
      .max(maxItems, `At most ${maxItems} ${label} are allowed`)
      .refine((items) => items.every((item) => item.length <= maxLength), `Each of the ${label} must be at most ${maxLength} characters`),
  );
}

/** An uploaded image that must be there (true when a file was given). */
export function requiredImage(message: string) {
  return z.boolean().refine((given) => given, message);
}

/** For changes: a field left out or null is not changed, so it is not checked either. */
export function whenGiven<T extends z.ZodType>(rule: T) {
  return z.preprocess((value) => (value === null ? undefined : value), rule.optional());
}

/** Every problem at once as field → message, or the clean values with the fields left out dropped. */
export type Checked<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

/**
 * Half of a character: a UTF-16 surrogate without its other half (an emoji cut in two by a careless
 * shortening, or made up). No database, page or mail can keep it; with the `u` flag, a whole pair is
 * one character outside this range, so only a lone half matches.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
export const BROKEN_TEXT_MESSAGE = 'This text has a broken character in it (half of an emoji or symbol): delete it and type it again';

/** Every text in `input` (nested fields and lists too) holding a lone surrogate, by its field path; refused whatever the field. */
function brokenTexts(input: unknown, errors: FieldErrors, path: string[] = []): void {
  if (typeof input === 'string') {
    if (LONE_SURROGATE.test(input)) errors[path.length > 0 ? path.join('.') : 'input'] ??= BROKEN_TEXT_MESSAGE;
  } else if (typeof input === 'object' && input !== null && path.length < MAX_NESTING) {
    for (const [key, value] of Object.entries(input)) brokenTexts(value, errors, [...path, key]);
  }
}
/** As deep as a request's JSON may be (backend json-depth.ts); no domain's rules keep anything deeper. */
const MAX_NESTING = 32;

/**
 * Every problem at once. A text with a lone surrogate is refused in every field, by this one rule,
 * before the field's own rules: it is never changed (nor stored as U+FFFD) behind the sender's back.
 */
export function check<T extends z.ZodType>(rules: T, input: unknown): Checked<z.output<T>> {
  const errors: FieldErrors = {};
  brokenTexts(input, errors);
  const result = rules.safeParse(input);
  if (result.success && Object.keys(errors).length === 0) {
    const values = Object.fromEntries(Object.entries(result.data as object).filter(([, value]) => value !== undefined));
    return { ok: true, values: values as z.output<T> };
  }
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    // Nested fields by their path: `address.postalCode`, `phones.0.number`.
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    errors[field] ??= plainMessage(issue);
  }
  return { ok: false, errors };
}

/** zod's own wording ("Invalid input: expected object, received undefined") where a rule gave none: a group or list left out by an API caller. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return issue.message;
  const expected = { object: 'a group of fields', array: 'a list', string: 'a text', number: 'a number', boolean: 'true or false' }[issue.expected as string];
  return expected ? `This must be ${expected}` : issue.message;
}

/** Any domain's rules, for code that only passes them on. */
export type Rules = z.ZodType;
