import { mergeTamil } from '@vriddhi/rules';

/**
 * Checked changes of a record with its Tamil changes laid over the stored Tamil texts (a Tamil field
 * left out is kept, one given as none removes it): what to assign to the record. Without Tamil
 * changes, the changes as they are.
 */
export function withTamilMerged<F extends { ta?: object }>(current: { ta: object }, fields: F): Omit<F, 'ta'> & { ta?: object } {
  return fields.ta === undefined ? fields : { ...fields, ta: mergeTamil(current.ta, fields.ta as Record<string, unknown>) };
}

/** The Tamil texts a new record stores: only the fields given a text. */
export function newTamil(ta: object | undefined): object {
  return mergeTamil({}, ta as Record<string, unknown> | undefined);
}
