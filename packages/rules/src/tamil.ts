import { z } from 'zod';
import { cleanText, textList } from './fields';
import type { Locale } from './site-pages';

/*
 * The firm's texts in Tamil, kept beside the English ones: each item holds a `ta` group with the
 * English fields' names (`{ title?, details?, … }`). Tamil is optional field by field and has the
 * English field's limits; a text is trimmed and blank means none. A list (features, points) counts as
 * none when it is empty. Where Tamil is missing, the English text is shown (localized.ts).
 */

/** The languages of the site's texts (site-pages.ts' LOCALES): English (the default, always complete) and Tamil (optional, per field). */
export type LocaleValue = Locale;

/**
 * The language a `?lang=` value asks for: Tamil for `ta` (any case, also with a region, `ta-IN`),
 * English for anything else, absent or unknown: a language is a preference, as Accept-Language is.
 */
export function localeOfLang(value: unknown): LocaleValue {
  return typeof value === 'string' && /^ta(-[a-z]{2})?$/i.test(value.trim()) ? 'ta' : 'en';
}

/** A Tamil text as it is changed: left out (undefined) is not changed; blank or null is none (null); otherwise trimmed and at most `max` characters. */
export function tamilText(label: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined ? undefined : cleanText(value) || null),
    z.string().max(max, `${label} in Tamil must be at most ${max} characters`).nullable().optional(),
  );
}

/** A Tamil list (features, points): blank entries dropped, checked like the English list; empty or null is none (null). */
export function tamilList(label: string, maxItems: number, maxLength: number) {
  return z.preprocess(
    (value) => (value === undefined ? undefined : value === null ? [] : value),
    textList(`${label} in Tamil`, maxItems, maxLength)
      .transform((items) => (items.length > 0 ? items : null))
      .optional(),
  );
}

type TamilShape = Record<string, ReturnType<typeof tamilText> | ReturnType<typeof tamilList>>;

/** The fields of each group made by tamilChanges or tamilGroup: what tamil-fields.ts gathers for the readers. */
const fieldsOfGroup = new WeakMap<object, readonly string[]>();

function withFields<Group extends object>(group: Group, shape: TamilShape): Group {
  fieldsOfGroup.set(group, Object.keys(shape));
  return group;
}

/** The names of the fields a Tamil group (made by tamilChanges or tamilGroup) holds. */
export function tamilFieldsOf(group: object): readonly string[] {
  const fields = fieldsOfGroup.get(group);
  if (!fields) throw new Error('Not a group of Tamil texts: make it with tamilChanges or tamilGroup');
  return fields;
}

const TAMIL_GROUP_MESSAGE = 'The Tamil texts must be a group of fields, such as {"title": "…"}';

/**
 * A group of Tamil texts as sent (`ta`): each field changed as tamilText/tamilList say. Left out or
 * null as a whole, nothing is said about Tamil (undefined). Unknown fields are dropped.
 */
export function tamilChanges<T extends TamilShape>(shape: T) {
  return withFields(
    z.preprocess((value) => (value === null ? undefined : value), z.object(shape, TAMIL_GROUP_MESSAGE).optional()),
    shape,
  );
}

/**
 * A group of Tamil texts replaced as a whole (inside the settings): left out is none (optional, so
 * records and clients written before Tamil stay valid), null is none ({}); only the fields with a text are kept.
 */
export function tamilGroup<T extends TamilShape>(shape: T) {
  return withFields(
    z
      .preprocess((value) => (value === null ? {} : value), z.object(shape, TAMIL_GROUP_MESSAGE))
      .transform((group) => mergeTamil<{ [K in keyof T]?: NonNullable<z.output<T[K]>> }>({}, group))
      .optional(),
    shape,
  );
}

/** The Tamil texts to store: `changes` laid over `current` (a field given as none removes it; one left out is kept). */
export function mergeTamil<T extends object>(current: T | null | undefined, changes: { [key: string]: unknown } | undefined): T {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [field, value] of Object.entries(changes ?? {})) {
    if (value === undefined) continue;
    if (value === null) delete merged[field];
    else merged[field] = value;
  }
  return merged as T;
}
