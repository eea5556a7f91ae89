import type { StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';

/**
 * Properties that browsers the firm's visitors still use need prefixed: Safari before 18 reads only
 * -webkit-backdrop-filter, and Safari still needs -webkit- for user-select, background-clip: text,
 * text-size-adjust and masks.
 */
const STILL_PREFIXED = /^(?:backdrop-filter|background-clip|user-select|text-size-adjust|mask)/;

/**
 * Emotion's default prefixer writes every flex, transform and transition declaration three or four
 * times (about a fifth of a page's CSS) for browsers nobody uses any more; this one prefixes only the
 * properties above, and keeps its handling of selectors such as ::placeholder.
 */
export const selectivePrefixer: StylisPlugin = (element, index, children, callback) => {
  if (element.type === 'decl' && !STILL_PREFIXED.test(String(element.props))) return undefined;
  return prefixer(element, index, children, callback);
};
