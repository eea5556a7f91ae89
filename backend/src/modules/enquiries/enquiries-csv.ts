import type { Enquiry } from '../../entities';

const COLUMNS: [heading: string, value: (enquiry: Enquiry) => string][] = [
  ['Received', (enquiry) => enquiry.createdAt.toISOString()],
  ['Status', (enquiry) => enquiry.status],
  ['Name', (enquiry) => enquiry.name],
  ['Email', (enquiry) => enquiry.email],
  ['Phone', (enquiry) => enquiry.phone],
  ['Subject', (enquiry) => enquiry.subject],
  ['Message', (enquiry) => enquiry.message],
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
 * RFC 4180 CSV (CRLF lines, quoted cells where needed): the export is CSV_HEADING, then csvLines of
 * each batch of enquiries. It starts with a byte order mark so spreadsheet programs read it as UTF-8.
 */
export const CSV_HEADING = `\uFEFF${line(COLUMNS.map(([heading]) => heading))}`;

export function csvLines(enquiries: readonly Enquiry[]): string {
  return enquiries.map((enquiry) => line(COLUMNS.map(([, value]) => value(enquiry)))).join('');
}
