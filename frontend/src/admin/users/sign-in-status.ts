const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** What the Users screen says of a user's sign-ins. */
export function signInStatus(user: { hasPassword: boolean; lastSignInAt?: string | null }, now: Date = new Date()): string {
  if (!user.hasPassword) return 'Waiting for the set-password link';
  if (!user.lastSignInAt) return 'Never signed in';
  return `Last signed in ${timeAgo(new Date(user.lastSignInAt), now)}`;
}
