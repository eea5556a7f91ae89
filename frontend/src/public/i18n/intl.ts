import { DEFAULT_TIME_ZONE, localizedPath, type Locale } from '@vriddhi/rules';
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
  /** "12 March 2025" / "12 மார்ச், 2025", the day in the firm's time zone; empty for a missing or invalid date. */
  date: (value: string | null | undefined) => string;
  /** The same day as `date` writes it, as `<time datetime>` takes it: "2025-03-12"; undefined for a missing or invalid date. */
  dateTime: (value: string | null | undefined) => string | undefined;
  /** The year it is now in the firm's time zone (the footer's copyright; the server drops kept pages when it turns). */
  thisYear: () => number;
  /** A page's path in this language: '/contact' → '/ta/contact' on Tamil pages. */
  path: (englishPath: string) => string;
}

/** The instant `value` names, or null for a missing or invalid one. */
function instant(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function createTranslator(locale: Locale, timeZone: string): Translator {
  const messages = CATALOGUES[locale];
  const tag = LANGUAGE_TAGS[locale].intl;
  const formats = new Map<MessageId, IntlMessageFormat>();
  // The firm's day, not the server's: a project added at 1 am in Vriddhachalam is dated that day.
  const dates = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const isoDates = new Intl.DateTimeFormat('en-CA', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
  const years = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone });
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
      const date = instant(value);
      return date ? dates.format(date) : '';
    },
    dateTime: (value) => {
      const date = instant(value);
      return date ? isoDates.format(date) : undefined;
    },
    thisYear: () => Number(years.format(new Date())),
    path: (englishPath) => localizedPath(locale, englishPath),
  };
}

const translators = new Map<string, Translator>();

/** One translator per language and time zone, its parsed messages kept for every page after. */
export function translatorFor(locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): Translator {
  const key = `${locale} ${timeZone}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = createTranslator(locale, timeZone);
    translators.set(key, translator);
  }
  return translator;
}
