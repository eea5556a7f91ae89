import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES, translatorFor } from '@/public/i18n/intl';
import { en } from '@/public/i18n/messages/en';
import { ta } from '@/public/i18n/messages/ta';

/** The names of a message's `{values}`, however deep in its plurals and selects. */
function valuesOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) valuesOf(option.value, names);
    }
  }
  return names;
}

describe('the message catalogues', () => {
  test('every key of one language is in the other, and no text is empty', () => {
    const keys = (messages: object) => Object.keys(messages).sort();
    expect(keys(ta)).toEqual(keys(en));
    for (const [locale, messages] of Object.entries(CATALOGUES)) {
      for (const [id, text] of Object.entries(messages)) expect({ locale, id, empty: text.trim() === '' }).toEqual({ locale, id, empty: false });
    }
  });

  test('each message reads as ICU MessageFormat and takes the same values in both languages', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      const names = [...valuesOf(parse(en[id]))].sort();
      expect({ id, values: [...valuesOf(parse(ta[id]))].sort() }).toEqual({ id, values: names });
    }
  });

  test('the Tamil texts are Tamil: all but the language-neutral ones hold Tamil letters', () => {
    const neutral = new Set(['language.name', 'meta.pageTitle']);
    for (const [id, text] of Object.entries(ta)) {
      if (neutral.has(id)) continue;
      expect({ id, tamil: /[\u0B80-\u0BFF]/.test(text) }).toEqual({ id, tamil: true });
    }
  });

  test('plurals and dates follow each language', () => {
    const english = translatorFor('en');
    const tamil = translatorFor('ta');
    expect(english.t('projects.showing', { count: 1 })).toBe('Showing 1 project');
    expect(english.t('projects.showing', { count: 3 })).toBe('Showing 3 projects');
    expect(tamil.t('projects.showing', { count: 1 })).toBe('1 திட்டம் காட்டப்படுகிறது');
    expect(tamil.t('projects.showing', { count: 3 })).toBe('3 திட்டங்கள் காட்டப்படுகின்றன');
    expect(english.t('about.reasonsTitle', { count: 6 })).toBe('Six reasons families and businesses build with us');
    expect(english.t('about.reasonsTitle', { count: 1 })).toBe('One reason families and businesses build with us');
    expect(english.t('about.reasonsTitle', { count: 13 })).toBe('Why families and businesses build with us');
    expect(tamil.t('about.reasonsTitle', { count: 6 })).toContain('6 காரணங்கள்');
    expect(english.date('2025-03-12T10:00:00Z')).toBe('12 March 2025');
    expect(tamil.date('2025-03-12T10:00:00Z')).toMatch(/^12 மார்ச்,? 2025$/);
    expect(english.date('not a date')).toBe('');
  });

  test("a date is the firm's day, wherever the server runs: as text and as <time datetime>", () => {
    const lateEveningInLondon = '2026-11-21T20:00:00Z'; // 1.30 am on 22 November in Vriddhachalam
    expect(translatorFor('en').date(lateEveningInLondon)).toBe('22 November 2026');
    expect(translatorFor('en').dateTime(lateEveningInLondon)).toBe('2026-11-22');
    expect(translatorFor('ta', 'Asia/Kolkata').date(lateEveningInLondon)).toMatch(/^22 நவம்பர்,? 2026$/);
    // Another TIME_ZONE, another day.
    expect(translatorFor('en', 'Europe/London').date(lateEveningInLondon)).toBe('21 November 2026');
    expect(translatorFor('en', 'Europe/London').dateTime(lateEveningInLondon)).toBe('2026-11-21');
    expect(translatorFor('en').dateTime('not a date')).toBeUndefined();
    expect(translatorFor('en').dateTime(null)).toBeUndefined();
  });

  test("this year is the firm's (the footer's copyright): a new one in Vriddhachalam while it is still the old one in London", () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T18:31:00Z') });
    try {
      expect(translatorFor('en').thisYear()).toBe(2027);
      expect(translatorFor('en', 'Europe/London').thisYear()).toBe(2026);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a text may hold the characters ICU would otherwise read as markup', () => {
    expect(translatorFor('en').t('footer.credit')).toBe('Designed & developed by');
    expect(translatorFor('en').t('home.contactTitle')).toBe("Let's discuss your project");
  });
});
