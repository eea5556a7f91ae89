import { useCallback, useMemo, useState } from 'react';
import type { SettingsFormErrors, SettingsFormValues } from './settings-form-model';

type Path = string;

function readAt(source: unknown, path: Path): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source);
}

/** A copy of `source` with the value at `path` replaced; untouched parts keep their identity (the sections compare them). */
function writeAt<T>(source: T, path: Path, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = source as Record<string, unknown> | unknown[];
  const next = rest.length ? writeAt((current as Record<string, unknown>)[key], rest.join('.'), value) : value;
  if (Array.isArray(current)) return current.map((item, i) => (String(i) === key ? next : item)) as T;
  return { ...current, [key]: next } as T;
}

const isUnder = (field: string, path: Path) => field === path || field.startsWith(`${path}.`);

/** Drops the messages at `path` and under it: they go once the admin changes that part. */
function clearedUnder(errors: SettingsFormErrors, path: Path): SettingsFormErrors {
  const fields = Object.keys(errors);
  if (!fields.some((field) => isUnder(field, path))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !isUnder(field, path)));
}

/** How the form's parts change a value: the same object for the form's whole life. */
export interface SettingsFormApi {
  set: (path: Path, value: unknown) => void;
}

/**
 * The Settings form's state: nested values addressed by path (`phones.0.number`), the messages under
 * the fields (by the same paths), and whether anything changed since the last save (`startDirty`: the
 * values start with changes not saved yet, kept over a reloaded record).
 */
export function useSettingsForm(initial: SettingsFormValues, startDirty = false) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [dirty, setDirty] = useState(startDirty);

  const set = useCallback((path: Path, value: unknown) => {
    setValues((current) => writeAt(current, path, value));
    setErrors((current) => clearedUnder(current, path));
    setDirty(true);
  }, []);
  const api: SettingsFormApi = useMemo(() => ({ set }), [set]);

  const reset = (saved: SettingsFormValues) => {
    setValues(saved);
    setErrors({});
    setDirty(false);
  };

  return { values, errors, setErrors, dirty, reset, api };
}

/** What a section of the form works with: the values, their messages, and props for its fields. */
export function bindSettingsForm(values: SettingsFormValues, errors: SettingsFormErrors, api: SettingsFormApi) {
  return {
    values,
    errors,
    set: api.set,
    /** The props that tie a text field to the value at `path`. */
    text: (path: Path) => ({
      name: path,
      value: String(readAt(values, path) ?? ''),
      onChange: (value: string) => api.set(path, value),
      error: errors[path],
    }),
    /** A list at `path` (phones, testimonials…) and how to change it. */
    list: <T>(path: Path) => ({
      items: (readAt(values, path) as T[] | undefined) ?? [],
      onChange: (items: T[]) => api.set(path, items),
      error: errors[path],
    }),
  };
}

export type SettingsForm = ReturnType<typeof bindSettingsForm>;

/** The messages under `keys`, as one comparable text. */
export function errorsUnder(errors: SettingsFormErrors, keys: readonly string[]): string {
  return Object.entries(errors)
    .filter(([field]) => keys.some((key) => isUnder(field, key)))
    .map(([field, message]) => `${field}\u0000${message}`)
    .join('\u0001');
}
