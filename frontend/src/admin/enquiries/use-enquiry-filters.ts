import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EnquiryStatus } from '@/gql/graphql';

const STATUSES: readonly string[] = ['new', 'replied', 'closed'];
/** How long typing pauses before the list is searched. */
export const SEARCH_PAUSE_MS = 300;

/** The search as the address keeps it: trimmed, spaces collapsed. */
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The enquiries' filter, kept in the address (?q=…&status=new) so a reload or Back shows the same
 * list: `typed` follows the search box at once, `search` (what is asked for) once typing pauses.
 */
export function useEnquiryFilters() {
  const [params, setParams] = useSearchParams();
  const search = tidy(params.get('q') ?? '');
  const statusParam = (params.get('status') ?? '').toLowerCase();
  const status = STATUSES.includes(statusParam) ? (statusParam.toUpperCase() as EnquiryStatus) : null;
  const [typed, setTyped] = useState(search);

  // The address changed by Back/Forward or a link: the box follows.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (tidy(typed) !== search) setTyped(search);
  }

  useEffect(() => {
    const wanted = tidy(typed);
    if (wanted === search) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          return next;
        },
        // Each letter is not a step of Back.
        { replace: true },
      );
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, setParams]);

  const setStatus = (value: EnquiryStatus | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('status', value.toLowerCase());
      else next.delete('status');
      return next;
    });

  const clear = () => {
    setTyped('');
    setParams(new URLSearchParams());
  };

  return { search, status, typed, setTyped, setStatus, clear, filtered: !!(search || status) };
}
