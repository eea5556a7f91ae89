import { timeAgo } from '@/admin/ui/time-ago';

/** What the Users screen says of a user's sign-ins. */
export function signInStatus(user: { hasPassword: boolean; lastSignInAt?: string | null }, now: Date = new Date()): string {
  if (!user.hasPassword) return 'Waiting for the set-password link';
  if (!user.lastSignInAt) return 'Never signed in';
  return `Last signed in ${timeAgo(new Date(user.lastSignInAt), now)}`;
}
