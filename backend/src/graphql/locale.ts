import type { LocaleValue } from '@vriddhi/rules';
import { Arg, registerEnumType } from 'type-graphql';

/** GraphQL's Locale: EN → 'en', TA → 'ta' (the values @vriddhi/rules and REST's ?lang= use). */
export const Locale = { EN: 'en', TA: 'ta' } as const satisfies Record<string, LocaleValue>;
export type Locale = LocaleValue;

registerEnumType(Locale, {
  name: 'Locale',
  description: "The language of the firm's texts in an answer (REST: ?lang=ta for Tamil)",
  valuesConfig: {
    EN: { description: 'English: every text as the firm wrote it in English (the default)' },
    TA: { description: 'Tamil: each text in Tamil where the firm wrote one, else in English, field by field (a list as a whole)' },
  },
});

/** The `locale` argument of a public query. */
export function LocaleArg(): ReturnType<typeof Arg> {
  return Arg('locale', () => Locale, {
    defaultValue: Locale.EN,
    description: "The language of the answer's texts: EN (the default) or TA (Tamil, with English where there is no Tamil; REST: ?lang=ta)",
  });
}
