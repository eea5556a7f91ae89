/**
 * Opening hours as the firm writes them ("Monday – Friday", "9:00 AM – 6:00 PM") in schema.org's
 * `openingHours` form ("Mo-Fr 09:00-18:00"). Pure, for the server and the browser alike.
 */

export interface OpeningHoursLine {
  days: string;
  hours: string;
  closed?: boolean;
}

const DAYS: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

/** Hyphen, en dash, em dash or "to" between the two ends of a range. */
const RANGE = /\s*(?:-|–|—|\bto\b)\s*/i;

function dayCode(name: string): string | null {
  return DAYS[name.trim().slice(0, 3).toLowerCase()] ?? null;
}

function time24(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(text.trim()) ?? /^(\d{1,2}):(\d{2})()$/.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3].toLowerCase();
  if (meridiem && (hour < 1 || hour > 12)) return null;
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function range<T>(text: string, read: (part: string) => T | null): [T, T] | null {
  const parts = text.split(RANGE);
  if (parts.length === 1) {
    const one = read(parts[0]);
    return one === null ? null : [one, one];
  }
  if (parts.length !== 2) return null;
  const [from, to] = parts.map(read);
  return from === null || to === null ? null : [from, to];
}

/** One entry per open line, e.g. "Mo-Fr 09:00-18:00"; closed lines and lines it cannot read are left out. */
export function schemaOpeningHours(lines: readonly OpeningHoursLine[]): string[] {
  return lines.flatMap((line) => {
    if (line.closed) return [];
    const days = range(line.days, dayCode);
    const hours = range(line.hours, time24);
    if (!days || !hours) return [];
    const dayText = days[0] === days[1] ? days[0] : `${days[0]}-${days[1]}`;
    return [`${dayText} ${hours[0]}-${hours[1]}`];
  });
}
