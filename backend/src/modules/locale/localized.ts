import type { LocaleValue } from '@vriddhi/rules';
import { TAMIL_FIELDS } from '@vriddhi/rules/tamil-fields';

/*
 * The one place where a text's language is decided: an item answered in Tamil shows its Tamil texts
 * (`item.ta`) where the firm wrote them and its English ones elsewhere, field by field (a list as a
 * whole: an empty Tamil list shows the English list). The raw `ta` stays on the item for the admin.
 */

/** The copies made for Tamil answers: fields resolved below them (a project's photos, its related projects) follow their language. */
const tamilCopies = new WeakSet<object>();

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether `tamil` can stand for the English `english`: a text for a text (or none yet), a list of texts with items for a list of texts. */
function fits(tamil: unknown, english: unknown): boolean {
  if (typeof tamil === 'string') return tamil.trim() !== '' && (english === null || typeof english === 'string');
  return isTextList(tamil) && tamil.length > 0 && isTextList(english);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * `item` as it reads in `locale`: itself in English; in Tamil a copy (of the same class) with each
 * English text that has a Tamil one replaced by it. The item is never changed (it may be cached).
 */
export function localized<T extends object>(item: T, locale: LocaleValue): T;
export function localized<T extends object>(item: T | null, locale: LocaleValue): T | null;
export function localized<T extends object>(item: T | null, locale: LocaleValue): T | null {
  if (item === null || locale !== 'ta') return item;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(item) as object | null) as T, item) as Record<string, unknown>;
  const tamil = (item as { ta?: unknown }).ta;
  if (isPlainObject(tamil)) {
    for (const [field, text] of Object.entries(tamil)) {
      if (TAMIL_FIELDS.has(field) && Object.hasOwn(copy, field) && fits(text, copy[field])) copy[field] = text;
    }
  }
  tamilCopies.add(copy);
  return copy as T;
}

/** A record of plain JSON (the settings) as it reads in `locale`: every group in it that has `ta` groups, at any depth. */
export function localizedDeep<T>(value: T, locale: LocaleValue): T {
  if (locale !== 'ta') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => localizedDeep(item, locale)) as T;
  if (!isPlainObject(value)) return value;
  const inner = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === 'ta' ? field : localizedDeep(field, locale)]));
  return localized(inner, locale) as T;
}

/** The language an answer's item was made in (by localized): what the fields resolved under it answer in. */
export function localeOf(item: object): LocaleValue {
  return tamilCopies.has(item) ? 'ta' : 'en';
}
