import type { FormFields } from '@vriddhi/rules';
import { tamilOrNull, type TamilKey } from './tamil';

/*
 * A form's model from the description of its plain fields (@vriddhi/rules' form-fields.ts, declared
 * beside the rules): its values, blank values, the values of a stored record, the input it sends and
 * the names of its messages. A form adds by hand only what it edits otherwise (images, photos' words).
 */

type NamesOf<F extends FormFields, Wanted> = { [Name in keyof F & string]: F[Name] extends Wanted ? Name : never }[keyof F & string];
/** The fields that have a Tamil twin. */
type TamilNames<F extends FormFields> = NamesOf<F, { tamil: true }>;
/** The choice fields: the form gives their type (the API's spelling) and first value. */
type ChoiceNames<F extends FormFields> = NamesOf<F, { kind: 'choice' }>;
export type Choices<F extends FormFields> = { [Name in ChoiceNames<F>]: string };

type ChoiceOf<C, Name> = Name extends keyof C ? C[Name] : never;
type Edited<Kind, Choice> = Kind extends 'list' ? string[] : Kind extends 'flag' ? boolean : Kind extends 'choice' ? Choice : string;
type Sent<Kind, Choice> = Kind extends 'text'
  ? string
  : Kind extends 'optionalText'
    ? string | null
    : Kind extends 'year'
      ? number | null
      : Kind extends 'list'
        ? string[]
        : Kind extends 'flag'
          ? boolean
          : Choice;
type Stored<Kind, Choice> = Kind extends 'text'
  ? string
  : Kind extends 'optionalText'
    ? string | null | undefined
    : Kind extends 'year'
      ? number | null | undefined
      : Kind extends 'list'
        ? readonly string[]
        : Kind extends 'flag'
          ? boolean
          : Choice;

/** The form's field names, as the server names its messages (without `input.`): `title`, `ta.title`. */
export type FieldName<F extends FormFields> = (keyof F & string) | TamilKey<TamilNames<F>>;

/** What the form edits: a text (a year too) as typed, a list, a flag, a choice; a Tamil twin as `ta.<field>`. */
export type FormValues<F extends FormFields, C extends Choices<F>> = {
  -readonly [Name in keyof F & string]: Edited<F[Name]['kind'], ChoiceOf<C, Name>>;
} & {
  -readonly [Name in TamilNames<F> as TamilKey<Name>]: F[Name]['kind'] extends 'list' ? string[] : string;
};

/** The Tamil group of the input: the whole Tamil as edited, a blank text as null (removed). */
export type TamilInput<F extends FormFields> = { [Name in TamilNames<F>]: F[Name]['kind'] extends 'list' ? string[] : string | null };

/** The input the form sends: each field cleaned as its kind says, then the Tamil group `ta` when there is one. */
export type FormInput<F extends FormFields, C extends Choices<F>> = { -readonly [Name in keyof F & string]: Sent<F[Name]['kind'], ChoiceOf<C, Name>> } & {
  ta: TamilInput<F>;
};

/** A stored record as the API answers it (at least these fields). */
export type StoredRecord<F extends FormFields, C extends Choices<F>> = { readonly [Name in keyof F & string]: Stored<F[Name]['kind'], ChoiceOf<C, Name>> } & {
  readonly ta: { readonly [Name in TamilNames<F>]?: (F[Name]['kind'] extends 'list' ? readonly string[] : string) | null };
};

export interface FormModel<F extends FormFields, C extends Choices<F>> {
  /** Every field's name, the Tamil twins after the others. */
  names: FieldName<F>[];
  /** A new item's values: blank texts and lists, each flag as it starts, each choice's first value. */
  empty: FormValues<F, C>;
  /** The values of a stored record (the edit form starts from them): a missing text is blank, a year is its text. */
  values(stored: StoredRecord<F, C>): FormValues<F, C>;
  /** The input to send: texts trimmed, a blank optional text or year null, a year a number, the Tamil group last. */
  input(values: FormValues<F, C>): FormInput<F, C>;
  /** The Tamil group of the input (the rules check it too). */
  tamilInput(values: FormValues<F, C>): TamilInput<F>;
}

/** The model of a form whose plain fields `fields` describes; `choices` gives each choice field's first value. */
export function formModel<F extends FormFields, C extends Choices<F>>(fields: F, choices: C): FormModel<F, C> {
  const entries = Object.entries(fields);
  const tamil = entries.filter(([, field]) => 'tamil' in field && field.tamil);
  const choiceOf = (name: string): unknown => (choices as Record<string, unknown>)[name];

  const empty: Record<string, unknown> = {};
  for (const [name, field] of entries) {
    empty[name] = field.kind === 'list' ? [] : field.kind === 'flag' ? field.initial : field.kind === 'choice' ? choiceOf(name) : '';
  }
  for (const [name, field] of tamil) empty[`ta.${name}`] = field.kind === 'list' ? [] : '';

  const tamilInput = (values: FormValues<F, C>): TamilInput<F> => {
    const edited = values as Record<string, unknown>;
    return Object.fromEntries(
      tamil.map(([name, field]) => [name, field.kind === 'list' ? edited[`ta.${name}`] : tamilOrNull(edited[`ta.${name}`] as string)]),
    ) as TamilInput<F>;
  };

  return {
    names: [...entries.map(([name]) => name), ...tamil.map(([name]) => `ta.${name}`)] as FieldName<F>[],
    empty: empty as FormValues<F, C>,

    values(stored) {
      const record = stored as unknown as Record<string, unknown> & { ta: Record<string, unknown> };
      const values: Record<string, unknown> = {};
      for (const [name, field] of entries) {
        const value = record[name];
        if (field.kind === 'optionalText') values[name] = value ?? '';
        else if (field.kind === 'year') values[name] = (value as number | null | undefined)?.toString() ?? '';
        else if (field.kind === 'list') values[name] = [...(value as readonly string[])];
        else values[name] = value;
      }
      for (const [name, field] of tamil) {
        const value = record.ta[name];
        values[`ta.${name}`] = field.kind === 'list' ? [...((value as readonly string[] | null | undefined) ?? [])] : (value ?? '');
      }
      return values as FormValues<F, C>;
    },

    input(values) {
      const edited = values as Record<string, unknown>;
      const input: Record<string, unknown> = {};
      for (const [name, field] of entries) {
        const value = edited[name];
        if (field.kind === 'text') input[name] = (value as string).trim();
        else if (field.kind === 'optionalText') input[name] = (value as string).trim() || null;
        else if (field.kind === 'year') input[name] = (value as string).trim() ? Number((value as string).trim()) : null;
        else input[name] = value;
      }
      input.ta = tamilInput(values);
      return input as FormInput<F, C>;
    },

    tamilInput,
  };
}

/** The server's messages (extensions.fields, named `input.title`, `input.ta.title`) of the form's fields `names`; the others are dropped. */
export function formErrors<Name extends string>(fields: Record<string, string>, names: readonly Name[]): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if ((names as readonly string[]).includes(key)) errors[key as Name] = message;
  }
  return errors;
}
