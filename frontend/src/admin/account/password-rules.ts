import { useEffect, useState } from 'react';

type PasswordRules = typeof import('@vriddhi/rules/passwords');

let loading: Promise<PasswordRules> | null = null;

/** The password rules with zxcvbn's dictionaries: a chunk of their own, fetched once the Account screen needs them. */
export function loadPasswordRules(): Promise<PasswordRules> {
  loading ??= import('@vriddhi/rules/passwords').catch((error: unknown) => {
    loading = null; // a failed chunk load may be retried
    throw error;
  });
  return loading;
}

/** The loaded rules, or null while they load (or when they could not be loaded). */
export function usePasswordRules(): PasswordRules | null {
  const [rules, setRules] = useState<PasswordRules | null>(null);
  useEffect(() => {
    let current = true;
    loadPasswordRules().then(
      (loaded) => current && setRules(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return rules;
}
