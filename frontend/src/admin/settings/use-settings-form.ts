import { useState } from 'react';
import type { SettingsFormErrors, SettingsFormValues } from './settings-form-model';

type Path = string;

function readAt(source: unknown, path: Path): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source);
}

/** A copy of `source` with the value at `path` replaced (arrays stay arrays). */
function writeAt<T>(source: T, path: Path, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = source as Record<string, unknown> | unknown[];
  const next = rest.length ? writeAt((current as Record<string, unknown>)[key], rest.join('.'), value) : value;
  if (Array.isArray(current)) return current.map((item, i) => (String(i) === key ? next : item)) as T;
  return { ...current, [key]: next } as T;
}

/** Drops the messages at `path` and under it: they go once the admin changes that part. */
function clearedUnder(errors: SettingsFormErrors, path: Path): SettingsFormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== path && !field.startsWith(`${path}.`)));
}

/**
 * The Settings form's state: nested values addressed by path (`phones.0.number`), the messages under
 * the fields (by the same paths), and whether anything changed since the last save.
 */
export function useSettingsForm(initial: SettingsFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [dirty, setDirty] = useState(false);

  const set = (path: Path, value: unknown) => {
    setValues((current) => writeAt(current, path, value));
    setErrors((current) => clearedUnder(current, path));
    setDirty(true);
  };

  /** The props that tie a text field to the value at `path`. */
  const text = (path: Path) => ({
    name: path,
    value: String(readAt(values, path) ?? ''),
    onChange: (value: string) => set(path, value),
    error: errors[path],
  });

  /** A list at `path` (phones, testimonials…) and how to change it. */
  const list = <T>(path: Path) => ({
    items: (readAt(values, path) as T[] | undefined) ?? [],
    onChange: (items: T[]) => set(path, items),
    error: errors[path],
  });

  const reset = (saved: SettingsFormValues) => {
    setValues(saved);
    setErrors({});
    setDirty(false);
  };

  return { values, errors, setErrors, dirty, set, text, list, reset };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
