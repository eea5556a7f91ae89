import { adminPath, LOGIN_PATH } from '@vriddhi/rules';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { markReloadHandled, normalizePath, reloadRedirectPending } from './reload-rule';

/**
 * Guard of /admin/*: without a parsable userInfo holding a token, go to /login. After a
 * full reload of an admin page other than /admin, land on /admin (once per page load).
 */
export function RequireAuth() {
  const { pathname } = useLocation();
  const atDashboard = normalizePath(pathname) === adminPath('dashboard');

  useEffect(() => {
    if (atDashboard) markReloadHandled();
  }, [atDashboard]);

  if (!readUserInfo()) return <Navigate to={LOGIN_PATH} replace />;
  if (!atDashboard && reloadRedirectPending()) return <Navigate to={adminPath('dashboard')} replace />;
  return <Outlet />;
}
