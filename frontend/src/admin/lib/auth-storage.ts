/** Browser storage of the login: `userInfo` JSON and a separate `token` key, in localStorage. */
export const USER_INFO_KEY = 'userInfo';
export const TOKEN_KEY = 'token';

export interface UserInfo {
  token: string;
  name: string;
  email: string;
  role: string;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

/** The stored login, or null when it is missing, unparsable or has no token (then the admin guard sends to /login). */
export function readUserInfo(): UserInfo | null {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<UserInfo> | null;
    return parsed && typeof parsed === 'object' && typeof parsed.token === 'string' && parsed.token ? (parsed as UserInfo) : null;
  } catch {
    return null;
  }
}

export function saveLogin(info: UserInfo): void {
  const { token, name, email, role } = info;
  storage()?.setItem(USER_INFO_KEY, JSON.stringify({ token, name, email, role }));
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearLogin(): void {
  storage()?.removeItem(USER_INFO_KEY);
  storage()?.removeItem(TOKEN_KEY);
}

/** Why the login ended, in the server's words ("…because the password was changed"); null: no reason given. */
type ExpiredListener = (reason: string | null) => void;
const expiredListeners = new Set<ExpiredListener>();

/**
 * The server refused the stored token (expired or revoked): forget the login and tell whoever
 * listens (the admin layout sends the user to /login?expired=1).
 */
export function expireLogin(reason: string | null = null): void {
  clearLogin();
  expiredListeners.forEach((listener) => listener(reason));
}

export function onLoginExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}
