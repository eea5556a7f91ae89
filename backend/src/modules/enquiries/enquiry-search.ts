import { enquirySearchRules } from '@vriddhi/rules';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import type { Enquiry } from '../../entities';
import { accept } from '../validation';

/** The fields a search looks in (the notes too: the staff find an enquiry by what they wrote on it). */
const SEARCHED = ['e.name', 'e.email', 'e.phone', 'e.subject', 'e.message', 'e.notes'];

/** A phone number typed as digits with spaces, dashes or a +: also found however the visitor spaced it. */
const PHONE_LIKE = /^\+?[\d\s-]+$/;
const MIN_PHONE_DIGITS = 4;

/** `text` matched literally by LIKE: its wildcards (% and _) and the escape character (\) escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `query` narrowed to the enquiries containing `search` (checked by the shared rules; empty: all), in
 * any case, in any of the SEARCHED fields. A plain scan: a small firm keeps a year of enquiries, a few
 * thousand rows at most.
 */
export function matchingEnquiries(query: SelectQueryBuilder<Enquiry>, raw: unknown): SelectQueryBuilder<Enquiry> {
  const { search } = accept(enquirySearchRules, { search: raw });
  if (search === '') return query;
  const digits = search.replace(/\D/g, '');
  return query.andWhere(
    new Brackets((where) => {
      for (const field of SEARCHED) where.orWhere(`${field} ILIKE :pattern ESCAPE '\\'`, { pattern: `%${likeLiteral(search)}%` });
      if (PHONE_LIKE.test(search) && digits.length >= MIN_PHONE_DIGITS) {
        where.orWhere(`regexp_replace(e.phone, '\\D', '', 'g') LIKE :digits`, { digits: `%${digits}%` });
      }
    }),
  );
}
