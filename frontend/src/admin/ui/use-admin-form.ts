import { useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The state every admin form shares: its values, the messages under its fields (a field's message
 * goes once it is changed), and a submit that validates first, blocks while sending, and shows
 * the server's field messages when the send fails.
 */
export function useAdminForm<V extends object, E extends Errors<V>>(initialValues: V, validate: (values: V) => E, send: (values: V) => Promise<E | void>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>({} as E);
  const [submitting, setSubmitting] = useState(false);
  /** Whether anything was typed or chosen since the form appeared (the leave guard asks before it is lost). */
  const [changed, setChanged] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setChanged(true);
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The props that tie a field component to `key`: its value, change handler, message and busy state. */
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
    error: errors[key],
    disabled: submitting,
  });

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const serverErrors = await send(values);
      if (serverErrors) setErrors(serverErrors);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, changed, set, field, submit };
}
