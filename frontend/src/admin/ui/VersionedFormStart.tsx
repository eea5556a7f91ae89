import { useState, type ReactNode } from 'react';
import type { SaveConflict } from './use-save-conflict';

/** What an edit form started from: the record's version, the values made from it, and the values shown first. */
export interface FormStart<V> {
  /** The version a save of this form is made against. */
  version: number;
  /** The record's values at that version (what a refused save compares the typed values with). */
  based: V;
  /** `based`, or after a reload this person's changes kept over it. */
  initialValues: V;
}

interface VersionedFormStartProps<R extends { version: number }, V> {
  record: R;
  formValues: (record: R) => V;
  conflict: SaveConflict<V>;
  children: (start: FormStart<V>) => ReactNode;
}

/**
 * Takes the record's version together with the form's initial values, once, when the form appears:
 * a save sends the version its values started from, not the version the cache holds by then (a
 * record read again meanwhile would otherwise let stale values overwrite it). Key it by the record
 * and `conflict.formKey`, so a reload starts it again from the latest record.
 */
export function VersionedFormStart<R extends { version: number }, V>({ record, formValues, conflict, children }: VersionedFormStartProps<R, V>) {
  const [start] = useState<FormStart<V>>(() => {
    const based = formValues(record);
    return { version: record.version, based, initialValues: conflict.keptFor(record.version) ?? based };
  });
  return children(start);
}
