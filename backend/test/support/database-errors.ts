/**
 * What a database error is, by its SQLSTATE and constraint name, never its message: the text
 * differs between PostgreSQL versions and languages. A foreign key that refuses a change reports
 * foreign_key_violation (23503), or since PostgreSQL 18 restrict_violation (23001) when the key is
 * ON DELETE/UPDATE RESTRICT.
 */
const FOREIGN_KEY_REFUSALS = /^(23503|23001)$/;

/** Matches the error a foreign key refused a change with, optionally naming the key. */
export function foreignKeyViolation(constraint?: string): Record<string, unknown> {
  return { code: expect.stringMatching(FOREIGN_KEY_REFUSALS), ...(constraint ? { constraint } : {}) };
}
