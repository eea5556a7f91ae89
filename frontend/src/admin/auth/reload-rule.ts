import { ADMIN_HOME } from '@vriddhi/rules';

/*
 * After a page reload on any admin page other than /admin, the user is sent back to /admin.
 * Decided once per page load, from the Navigation Timing entry, so client-side
 * navigations later in the same page load are never redirected.
 */

/** null until first asked in this page load; then whether a redirect is still owed. */
let pending: boolean | null = null;

/** The short admin addresses (/addprojects, …) never reach the app: the server redirects them to /admin/…. */
function isAdminPath(path: string): boolean {
  return path === ADMIN_HOME || path.startsWith(`${ADMIN_HOME}/`);
}

export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function reloadedPath(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'reload') return null;
  try {
    return normalizePath(new URL(entry.name, window.location.href).pathname);
  } catch {
    return null;
  }
}

/** Whether this page load was a reload of an admin page other than /admin not yet sent there. */
export function reloadRedirectPending(): boolean {
  if (pending === null) {
    const reloaded = reloadedPath();
    pending = !!reloaded && isAdminPath(reloaded) && reloaded !== ADMIN_HOME;
  }
  return pending;
}

/** The user reached /admin: later client-side navigations are never redirected. */
export function markReloadHandled(): void {
  pending = false;
}

/** Tests only: start a fresh "page load". */
export function resetReloadRuleForTests(): void {
  pending = null;
}
