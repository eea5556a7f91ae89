import { check, type Rules } from '@vriddhi/rules';
import type { output } from 'zod';
import { ValidationError } from '../errors';

/**
 * Raw input (GraphQL arguments or a REST body) checked against a domain's rules from @vriddhi/rules,
 * the same rules the admin's forms use: the clean values, or a ValidationError listing every problem.
 */
export function accept<T extends Rules>(rules: T, raw: unknown): output<T> {
  const result = check(rules, raw);
  if (!result.ok) throw new ValidationError(result.errors);
  return result.values;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
