import type { Enquiry } from '../../entities';
import { firmTime } from './firm-time';

const columns = (timeZone: string): [heading: string, value: (enquiry: Enquiry) => string][] => [
  [`Received (${timeZone})`, (enquiry) => firmTime(enquiry.createdAt, timeZone)],
  ['Status', (enquiry) => enquiry.status],
  ['Name', (enquiry) => enquiry.name],
  ['Email', (enquiry) => enquiry.email],
  ['Phone', (enquiry) => enquiry.phone],
  ['Subject', (enquiry) => enquiry.subject],
  ['Message', (enquiry) => enquiry.message],
  ['Notes', (enquiry) => enquiry.notes],
];

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula (a visitor's
 * "=HYPERLINK(…)" would become a live link): such a cell gets a leading apostrophe, shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly string[]) => `${cells.map(cell).join(',')}\r\n`;

/**
 * RFC 4180 CSV (CRLF lines, quoted cells where needed): the export is the heading, then the lines of
 * each batch of enquiries, times in the firm's time zone. It starts with a byte order mark so
 * spreadsheet programs read it as UTF-8.
 */
export function enquiriesCsv(timeZone: string) {
  const all = columns(timeZone);
  return {
    heading: `\uFEFF${line(all.map(([heading]) => heading))}`,
    lines: (enquiries: readonly Enquiry[]) => enquiries.map((enquiry) => line(all.map(([, value]) => value(enquiry)))).join(''),
  };
}
