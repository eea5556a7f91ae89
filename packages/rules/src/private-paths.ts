/**
 * The addresses that are not public pages, in one place: the admin app's (the admin, its login and the
 * page where a user chooses a password with a link) and the APIs. Crawlers are told to keep out of them
 * (robots.txt) and the public pages never prerender a link to them (SPECULATION_RULES).
 */
export const ADMIN_HOME = '/admin';
export const LOGIN_PATH = '/login';
export const SET_PASSWORD_PATH = '/set-password';

/**
 * The admin's hidden HEIC converter page, which its photo pickers frame (backend/src/pages/heic-converter.route.ts
 * serves it, never kept, `noindex` by its own header). Not a private prefix: no public page links to it.
 */
export const HEIC_CONVERTER_PATH = '/admin-tools/heic-converter';

/** The paths the admin app (client-rendered) answers: ADMIN_HOME and everything under it, and these two. */
export const ADMIN_APP_PATHS = [ADMIN_HOME, LOGIN_PATH, SET_PASSWORD_PATH] as const;

/** Every private prefix: a path is private when it is one of these or lies under one. */
export const PRIVATE_PREFIXES = [...ADMIN_APP_PATHS, '/graphql', '/api'] as const;

/** Whether `path` (without query) is one of PRIVATE_PREFIXES or lies under one. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether `path` (without query) is the admin app's: ADMIN_HOME or under it, the login or the set-password page. */
export function isAdminAppPath(path: string): boolean {
  return path === LOGIN_PATH || path === SET_PASSWORD_PATH || path === ADMIN_HOME || path.startsWith(`${ADMIN_HOME}/`);
}
