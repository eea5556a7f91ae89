import { z } from 'zod';
import { cleanText } from './fields';

/** Longest accepted value of each contact-form field, in characters. */
export const ENQUIRY_LIMITS = { name: 120, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** Where an enquiry stands for the firm: not yet answered, answered, or done with. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatusValue = (typeof ENQUIRY_STATUSES)[number];

/**
 * The contact form's trap for robots: a field people never see. A submission with it filled is
 * answered as a success and stored nowhere.
 */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

/** The form's phone pattern (an HTML `pattern`, valid under the `v` flag): digits, spaces and dashes, optionally starting with +. */
export const CONTACT_PHONE_PATTERN = '\\+?[0-9][0-9 \\-]{5,18}[0-9]';

const PHONE = new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One line: a name, address or subject ends up in a mail header, where a line break has no place. */
function singleLine(value: unknown): string {
  return cleanText(value).replace(/\s+/g, ' ');
}

function bounded(label: string, max: number) {
  return z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
}

/** The contact form's five fields, all required, as the firm keeps them. */
export const enquiryRules = z.object({
  name: z.preprocess(singleLine, bounded('Name', ENQUIRY_LIMITS.name)),
  email: z.preprocess(singleLine, bounded('Email', ENQUIRY_LIMITS.email).regex(EMAIL, 'Email must be an address like you@example.com')),
  phone: z.preprocess(
    singleLine,
    bounded('Phone', ENQUIRY_LIMITS.phone).regex(PHONE, 'Phone must be a phone number: digits, spaces or dashes, optionally starting with +'),
  ),
  subject: z.preprocess(singleLine, bounded('Subject', ENQUIRY_LIMITS.subject)),
  message: z.preprocess(cleanText, bounded('Message', ENQUIRY_LIMITS.message)),
});

export type NewEnquiry = z.output<typeof enquiryRules>;

export const ENQUIRY_STATUS_MESSAGE = `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`;

/**
 * Longest private note the staff may keep on an enquiry, in characters: a few paragraphs. Bounded so
 * the largest page of enquiries (100, every field at its limit) still fits the GraphQL answer cap.
 */
export const ENQUIRY_NOTES_MAX = 1000;

/** Control characters but line breaks and tabs: nothing a person types (each would grow to six bytes of JSON). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The staff's private notes on an enquiry: any text (line breaks kept), empty to clear them. */
export const enquiryNotesRules = z.object({
  notes: z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? cleanText(value.replace(CONTROL_CHARACTERS, '')) : value),
    z.string('Notes must be text').max(ENQUIRY_NOTES_MAX, `Notes must be at most ${ENQUIRY_NOTES_MAX.toLocaleString('en-IN')} characters`),
  ),
});

/** Longest search of the enquiries, in characters: longer than any field worth finding by. */
export const ENQUIRY_SEARCH_MAX = 200;

/** A search of the enquiries: trimmed; empty means no search. */
export const enquirySearchRules = z.object({
  search: z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? cleanText(value).replace(/\s+/g, ' ') : value),
    z.string('Search must be text').max(ENQUIRY_SEARCH_MAX, `Search must be at most ${ENQUIRY_SEARCH_MAX} characters`),
  ),
});

/** A status change: one of the statuses, in any case. */
export const enquiryStatusRules = z.object({
  status: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(ENQUIRY_STATUSES, ENQUIRY_STATUS_MESSAGE)),
});
