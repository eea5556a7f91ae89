import { DEFAULT_LOCALE } from '@vriddhi/rules';
import { createContext, useContext } from 'react';
import { translatorFor, type Translator } from './intl';

/** The language of the page being rendered, decided once from its address (server/render-page.tsx). */
export const I18nContext = createContext<Translator>(translatorFor(DEFAULT_LOCALE));

/** The page's language: its messages (`t`), dates and paths. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}
