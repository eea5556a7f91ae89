import { readUserInfo, saveLogin } from '@/admin/lib/auth-storage';

/** The stored login's name and e-mail, kept in step with the account (the sidebar shows them). */
export function rememberAccount(name: string, email: string): void {
  const stored = readUserInfo();
  if (stored) saveLogin({ ...stored, name, email });
}
