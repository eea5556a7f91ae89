import type { z } from 'zod';

/*
 * How an admin form edits the plain fields of an input, declared beside the input's rules: the form's
 * values, its blank values, the input it sends and the names of its messages all come from this
 * (the admin's admin/ui/form-model.ts), so a plain field needs no form code of its own.
 */

/**
 * - text: a required text, sent trimmed;
 * - optionalText: a text sent trimmed, blank as null;
 * - year: typed as a text, sent as a number, blank as null;
 * - list: a list of texts (the form's list editor), sent as it is;
 * - flag: a yes or no, starting at `initial` on a new item;
 * - choice: one of a list the form offers (its values, in the API's spelling, and its first one are the form's).
 */
export type FormFieldKind = 'text' | 'optionalText' | 'year' | 'list' | 'flag' | 'choice';

/** A text or list with `tamil: true` has a Tamil twin: edited as `ta.<field>`, sent in the input's `ta` group. */
export type FormField = { kind: 'text' | 'optionalText' | 'list'; tamil?: boolean } | { kind: 'year' | 'choice' } | { kind: 'flag'; initial: boolean };

export type FormFields = Readonly<Record<string, FormField>>;

/** The kinds a field's checked value allows. */
type KindsOf<Value> = [Value] extends [boolean]
  ? 'flag'
  : [Value] extends [readonly string[]]
    ? 'list'
    : [Value] extends [number | null]
      ? 'year'
      : [Value] extends [string]
        ? 'text' | 'choice'
        : [Value] extends [string | null]
          ? 'optionalText'
          : never;

/** A field of one of `Kinds`, with `tamil: true` exactly when it has a Tamil twin. */
type FieldOf<Kinds, Tamil extends boolean> = Kinds extends 'flag'
  ? { kind: Kinds; initial: boolean }
  : Kinds extends 'text' | 'optionalText' | 'list'
    ? Tamil extends true
      ? { kind: Kinds; tamil: true }
      : { kind: Kinds; tamil?: false }
    : { kind: Kinds };

/** The fields of the `ta` group of checked values, if they have one. */
type TamilNamesOf<Values> = Values extends { ta?: infer Tamil } ? keyof NonNullable<Tamil> : never;

/**
 * The form fields of the input that `Rules` check (`satisfies` it): every field of the rules but `ta`
 * and the ones in `Except` (edited by hand, such as images), each of a kind its checked value allows,
 * with `tamil: true` exactly when the rules' `ta` group has the field. A field the rules gain must be
 * named here, or the types fail.
 */
export type FormFieldsOf<Rules extends z.ZodType, Except extends string = never> = {
  [Name in Exclude<keyof z.output<Rules>, 'ta' | Except>]: FieldOf<KindsOf<z.output<Rules>[Name]>, Name extends TamilNamesOf<z.output<Rules>> ? true : false>;
};
