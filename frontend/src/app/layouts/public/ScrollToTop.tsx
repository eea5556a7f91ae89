import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Puts the window back at the top on every route change (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [pathname]);
  return null;
}
