import { localeOfLang, type LocaleValue } from '@vriddhi/rules';
import type { Request } from 'express';
import { ValidationError } from '../errors';
import { parseJsonField } from './multipart';

/**
 * The language a REST read asks for: `?lang=ta` is Tamil (also `TA`, `ta-IN`), anything else or none
 * English (an unknown language is a preference we cannot meet, answered as Accept-Language would be,
 * not an error). `lang=ta` is part of the read's canonical URL (the one the public cache keeps).
 */
export function langOf(req: Request): LocaleValue {
  return localeOfLang(req.query.lang);
}

/** The canonical query of a read: its parameters in this order, `lang=ta` last for Tamil; '' when none. */
export function canonicalQuery(locale: LocaleValue, params: [string, string][] = []): string {
  const all = locale === 'en' ? params : [...params, ['lang', locale]];
  return all.length === 0 ? '' : `?${all.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** A write's `ta` field (JSON in a form, or an object in a JSON body), for the service to check; undefined when not sent. */
export function tamilField(fields: Record<string, string>): unknown {
  const ta = parseJsonField(fields.ta, 'ta', 'The Tamil texts (ta)');
  if (ta !== undefined && ta !== null && (typeof ta !== 'object' || Array.isArray(ta))) {
    throw new ValidationError({ ta: 'The Tamil texts (ta) must be a group of fields, such as {"title": "…"}' });
  }
  return ta;
}
