import type { StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';

/**
 * Properties that browsers the firm's visitors still use need prefixed: Safari before 18 reads only
 * -webkit-backdrop-filter, and Safari still needs -webkit- for user-select, background-clip: text,
 * text-size-adjust and masks.
 */
const STILL_PREFIXED = /^(?:backdrop-filter|background-clip|user-select|text-size-adjust|mask)/;

/** What stylis writes for Firefox and old Edge besides WebKit's: both read the unprefixed properties now. */
const MOZ_AND_MS_DECLARATIONS = /-(?:moz|ms)-[\w-]+:[^;]*;/g;

/**
 * Emotion's default prefixer writes every flex, transform and transition declaration three or four
 * times (about a fifth of a page's CSS), every @keyframes twice, and selectors such as ::placeholder
 * and :read-only in four spellings, for browsers nobody uses any more; this one writes only the -webkit-
 * copy of the properties above. A page's HTML and CSS should fit in the first round trip of a phone's
 * connection.
 */
export const selectivePrefixer: StylisPlugin = (element, index, children, callback) => {
  if (element.type !== 'decl' || !STILL_PREFIXED.test(String(element.props))) return undefined;
  prefixer(element, index, children, callback);
  element.return = element.return.replace(MOZ_AND_MS_DECLARATIONS, '');
  return undefined;
};
