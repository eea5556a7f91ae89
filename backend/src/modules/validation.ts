import type { FieldErrors } from '../errors';

/** Shared shape checks for the input parsers of every domain. */
export function text(value: unknown): string {
  // PostgreSQL cannot store NUL in text: dropped here, it would otherwise fail the query with a 500.
  return typeof value === 'string' ? value.replaceAll('\u0000', '').trim() : '';
}

export function optionalText(value: unknown): string | null {
  const trimmed = text(value);
  return trimmed ? trimmed : null;
}

/** Non-blank, trimmed entries of a list; a blank entry is dropped, not an error. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((item) => item.length > 0);
}

export function checkLength(errors: FieldErrors, field: string, label: string, value: string | null, max: number): void {
  if (value && value.length > max && !errors[field]) errors[field] = `${label} must be at most ${max} characters`;
}

export function checkListLength(errors: FieldErrors, field: string, label: string, items: string[], maxItems: number, maxLength: number): void {
  if (errors[field]) return;
  if (items.length > maxItems) errors[field] = `At most ${maxItems} ${label} are allowed`;
  else if (items.some((item) => item.length > maxLength)) errors[field] = `Each of the ${label} must be at most ${maxLength} characters`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
