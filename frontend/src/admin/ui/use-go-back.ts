import { adminPath } from '@vriddhi/rules';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back one step in history when there is one inside the app, else to `fallback`. */
export function useGoBack(fallback = adminPath('dashboard')) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
