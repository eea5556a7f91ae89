/**
 * What a database error is, by its SQLSTATE and constraint name: the message text differs between
 * PostgreSQL versions (16 says "violates foreign key constraint", 18 "violates RESTRICT setting of
 * foreign key constraint"), the codes do not.
 */
const FOREIGN_KEY_VIOLATION = '23503';

/** Matches the error a foreign key refused, optionally naming the key. */
export function foreignKeyViolation(constraint?: string): Record<string, unknown> {
  return { code: FOREIGN_KEY_VIOLATION, ...(constraint ? { constraint } : {}) };
}
