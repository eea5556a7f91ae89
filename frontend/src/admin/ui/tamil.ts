/** The admin stays in English; these name the firm's optional Tamil texts the same way on every form and list. */
export const TAMIL_HINT = 'Shown on the Tamil pages; leave blank to show the English.';

/** "Title" → "Title in Tamil (தமிழில்)". */
export function tamilLabel(english: string): string {
  return `${english} in Tamil (தமிழில்)`;
}

/** A form's Tamil field, named as the server names it in its errors (`ta.title`). */
export type TamilKey<F extends string> = `ta.${F}`;

/** Whether an item has no Tamil title yet (the lists count and badge these). */
export function hasNoTamil(item: { ta: { title?: string | null } }): boolean {
  return !item.ta.title?.trim();
}

/** "3 projects have no Tamil title", or null when every one has one. */
export function noTamilNote(items: { ta: { title?: string | null } }[], noun: string): string | null {
  const missing = items.filter(hasNoTamil).length;
  if (missing === 0) return null;
  return missing === 1 ? `1 ${noun} has no Tamil title` : `${missing} ${noun}s have no Tamil title`;
}

/** A Tamil text to send: trimmed; blank is null (none: the English is shown). */
export function tamilOrNull(value: string): string | null {
  return value.trim() || null;
}
