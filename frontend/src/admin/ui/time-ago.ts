const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now". */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    // Rounded by size, then signed: Math.round(-1.5) would be -1 where 1.5 rounds to 2.
    if (Math.abs(seconds) >= size) return relative.format(Math.sign(seconds) * Math.round(Math.abs(seconds) / size), unit);
  }
  return 'just now';
}
