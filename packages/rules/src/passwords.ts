import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth';

/**
 * The rules of a new password, with zxcvbn's dictionaries of common passwords: a module of its own
 * (`@vriddhi/rules/passwords`) so that only the admin's Account screen loads them, never the public pages.
 */
export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score (0 to 4) a new password needs: "safely unguessable" against online attacks and a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'There should not be any personal or page related data.',
  pwned: 'Your password was exposed by a data breach on the Internet.',
};

const SUGGESTIONS: Record<string, string> = {
  l33t: "Avoid predictable letter substitutions like '@' for 'a'.",
  reverseWords: 'Avoid reversed spellings of common words.',
  allUppercase: 'Capitalize some, but not all letters.',
  capitalization: 'Capitalize more than the first letter.',
  dates: 'Avoid dates and years that are associated with you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are associated with you.',
  sequences: 'Avoid common character sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use multiple words, but avoid common phrases.',
  noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  pwned: 'If you use this password elsewhere, you should change it.',
};

/** zxcvbn wants every key translated, though only the warnings and suggestions are shown here. */
const TIME_ESTIMATION: Record<string, string> = {
  ltSecond: 'less than a second',
  second: '{base} second',
  seconds: '{base} seconds',
  minute: '{base} minute',
  minutes: '{base} minutes',
  hour: '{base} hour',
  hours: '{base} hours',
  day: '{base} day',
  days: '{base} days',
  month: '{base} month',
  months: '{base} months',
  year: '{base} year',
  years: '{base} years',
  centuries: 'centuries',
};

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations: { warnings: WARNINGS, suggestions: SUGGESTIONS, timeEstimation: TIME_ESTIMATION } as never,
  });
  return factory;
}

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** What is wrong with it and how to do better, in plain English; empty when nothing is. */
  feedback: string;
}

/** How hard `password` is to guess, knowing `userInputs` (the e-mail, the name) are the first things an attacker tries. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const inputs = userInputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((input) => input.length > 0);
  const result: ZxcvbnResult = zxcvbn().check(password, inputs);
  const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text)).join(' ');
  return { score: result.score, feedback };
}

/** The one problem of a new password (length, the e-mail itself, too easy to guess), or null when it may be used. */
export function newPasswordProblem(password: string, email: string, name = ''): string | null {
  if (password.length === 0) return 'New password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return `New password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `New password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'New password must not be your e-mail address';
  const strength = passwordStrength(password, [email, name]);
  if (strength.score < MIN_PASSWORD_SCORE) {
    return `New password is too easy to guess.${strength.feedback ? ` ${strength.feedback}` : ' Add more words that are less common.'}`;
  }
  return null;
}

/** Changing the password: the current one as typed (checked against the stored hash), the new one by newPasswordProblem. */
export function changePasswordRules(email: string, name = '') {
  const asTyped = (value: unknown) => (typeof value === 'string' ? value : '');
  return z.object({
    currentPassword: z.preprocess(
      asTyped,
      z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    ),
    newPassword: z.preprocess(
      asTyped,
      z.string().superRefine((password, context) => {
        const problem = newPasswordProblem(password, email, name);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ),
  });
}
