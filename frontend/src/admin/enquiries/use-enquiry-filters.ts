import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
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
  const [typed, setTypedNow] = useState(search);
  const pending = useRef<number | undefined>(undefined);
  // Leaving for another screen (still loading it): a search typed just before must not bring the user back.
  const location = useLocation();
  const going = useNavigation().location;
  const leaving = !!going && going.pathname !== location.pathname;
  const latest = useRef({ setParams, leaving });
  // The address as this screen last set it, or as it last arrived (Back, Forward, a link). React Router renders a
  // new address as a transition: a keystroke meanwhile renders the screen with the old one, so the params of the
  // latest render may be older than the address the screen has just asked for (Clear, then typing at once).
  const address = useRef({ key: location.key, params });
  useEffect(() => {
    latest.current = { setParams, leaving };
    if (address.current.key !== location.key) address.current = { key: location.key, params };
  });
  useEffect(() => () => window.clearTimeout(pending.current), []);

  /** Goes to `next`: a new step of Back, or with `replace` the same one. */
  const go = (next: URLSearchParams, replace = false) => {
    address.current = { ...address.current, params: next };
    latest.current.setParams(next, { replace });
  };

  // The address changed by Back/Forward or a link: the box follows.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (tidy(typed) !== search) setTypedNow(search);
  }

  const setTyped = (text: string) => {
    setTypedNow(text);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      if (latest.current.leaving) return;
      const next = new URLSearchParams(address.current.params);
      const wanted = tidy(text);
      if (wanted === tidy(next.get('q') ?? '')) return;
      if (wanted) next.set('q', wanted);
      else next.delete('q');
      // Each letter is not a step of Back.
      go(next, true);
    }, SEARCH_PAUSE_MS);
  };

  /** Chosen with a search still being typed: both at once. */
  const setStatus = (value: EnquiryStatus | null) => {
    window.clearTimeout(pending.current);
    const next = new URLSearchParams(address.current.params);
    const wanted = tidy(typed);
    if (wanted) next.set('q', wanted);
    else next.delete('q');
    if (value) next.set('status', value.toLowerCase());
    else next.delete('status');
    go(next);
  };

  const clear = () => {
    window.clearTimeout(pending.current);
    setTypedNow('');
    go(new URLSearchParams());
  };

  return { search, status, typed, setTyped, setStatus, clear, filtered: !!(search || status) };
}
