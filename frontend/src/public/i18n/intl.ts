import { localizedPath, type Locale } from '@vriddhi/rules';
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageId, type Messages } from './messages/en';
import { ta } from './messages/ta';

/** The catalogue of each language the pages are written in. */
export const CATALOGUES: Record<Locale, Messages> = { en, ta };

/** The BCP 47 tag of each language, for `lang`, `hreflang` and Intl (India's spellings of dates and numbers). */
export const LANGUAGE_TAGS: Record<Locale, { lang: string; intl: string; openGraph: string }> = {
  en: { lang: 'en', intl: 'en-IN', openGraph: 'en_IN' },
  ta: { lang: 'ta', intl: 'ta-IN', openGraph: 'ta_IN' },
};

export type MessageValues = Record<string, string | number>;

/** What a page in one language says and how it writes dates and links. */
export interface Translator {
  locale: Locale;
  /** The message `id` of this language's catalogue, its `{values}` filled in. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** "12 March 2025" / "12 மார்ச், 2025"; empty for a missing or invalid date. */
  date: (value: string | null | undefined) => string;
  /** A page's path in this language: '/contact' → '/ta/contact' on Tamil pages. */
  path: (englishPath: string) => string;
}

function createTranslator(locale: Locale): Translator {
  const messages = CATALOGUES[locale];
  const tag = LANGUAGE_TAGS[locale].intl;
  const formats = new Map<MessageId, IntlMessageFormat>();
  const dates = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    locale,
    t: (id, values) => {
      let format = formats.get(id);
      if (!format) {
        // ignoreTag: a '<' in a text is a character, not the start of rich-text markup.
        format = new IntlMessageFormat(messages[id], tag, undefined, { ignoreTag: true });
        formats.set(id, format);
      }
      return String(format.format(values));
    },
    date: (value) => {
      if (!value) return '';
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : dates.format(date);
    },
    path: (englishPath) => localizedPath(locale, englishPath),
  };
}

const translators = new Map<Locale, Translator>();

/** One translator per language, its parsed messages kept for every page after. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}
